// The game learns from the games the built-in engine played against the player: who counts,
// the lessons merged into the state folder's experience file (atomically: a temporary file
// left by a crash never replaces it), the learning on a thread of its own after a finished
// game, and forgetting.
#include <doctest/doctest.h>

#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <thread>

#include "formats/iccs.h"
#include "game/files/user_dirs.h"
#include "game/learning/game_learning.h"

using namespace xq;

namespace {

// At depth 2 Black's horse takes the elephant (e3g4) and is mated in three.
constexpr const char* LEARNING_TRAP_FEN =
    "2b1ka3/4a4/4b4/p1p1n3p/5r3/1C4B2/2P1n1c2/N2R2N2/4A4/2BK1A3 b - - 7 32";
constexpr const char* LEARNING_TRAP_LINE[] = {"e3g4", "b4b9", "e8d9", "d2d9", "e9e8", "d9d8"};

Game trap_game_lost_by_black() {
    Game g;
    REQUIRE(g.reset(LEARNING_TRAP_FEN));
    for (const char* m : LEARNING_TRAP_LINE) REQUIRE_MESSAGE(g.play(iccs_to_move(m)), m);
    REQUIRE(g.over());
    return g;
}

PlayedBy played_by(PlayedBy::Kind kind, const std::string& engine = "") {
    PlayedBy p;
    p.kind = kind;
    p.engine = engine;
    return p;
}

std::string file_bytes(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

TEST_CASE("learning: only games of the built-in engine against the player are learned from") {
    const PlayedBy human = played_by(PlayedBy::Kind::HUMAN);
    const PlayedBy builtin = played_by(PlayedBy::Kind::ENGINE);
    const PlayedBy external = played_by(PlayedBy::Kind::ENGINE, "Pikafish");
    const PlayedBy nobody = played_by(PlayedBy::Kind::NOBODY);
    CHECK(learning_side(human, builtin) == BLACK);
    CHECK(learning_side(builtin, human) == RED);
    CHECK_FALSE(learning_side(external, human));
    CHECK_FALSE(learning_side(builtin, builtin));
    CHECK_FALSE(learning_side(human, human));
    CHECK_FALSE(learning_side(nobody, builtin));
}

TEST_CASE("learning: the game's lessons merge into the file, written whole and atomically") {
    const std::string dir = make_unique_temp_dir("xq-learning");
    REQUIRE_FALSE(dir.empty());
    const std::string path = dir + "/" + EXPERIENCE_FILE;
    const Game game = trap_game_lost_by_black();
    std::vector<float> judged(game.length() + 1, NAN);
    judged[0] = -243;  // Red's view: the engine (Black) thought itself 243 ahead
    const LearningGame lg = learning_game(game, BLACK, judged);
    CHECK(lg.outcome == EngineOutcome::ENGINE_LOST);
    CHECK(lg.judged_cp[0] == 243);

    std::string note;
    const std::optional<Experience> first =
        learn_from_game(lg, path, LearningReview{0, 6}, nullptr, &note);
    REQUIRE(first);
    CHECK(note.empty());
    REQUIRE(first->size() == 1);
    const uint64_t key = game.position_at(0).key();
    REQUIRE(first->find(key, iccs_to_move("e3g4")));

    // A crash during the next write left a partial temporary file: the file is still the whole
    // last one, and the next write replaces both.
    const std::string written = file_bytes(path);
    {
        std::ofstream partial(path + ".tmp", std::ios::binary);
        partial << written.substr(0, 10);
    }
    Experience read;
    CHECK(load_experience(path, read, &note) == ExperienceLoad::LOADED);
    CHECK(read.entries() == first->entries());
    const std::optional<Experience> second =
        learn_from_game(lg, path, LearningReview{0, 6}, nullptr, &note);
    REQUIRE(second);
    CHECK(second->find(key, iccs_to_move("e3g4"))->seen == 2);
    CHECK_FALSE(std::filesystem::exists(path + ".tmp"));
    CHECK(load_experience(path, read, &note) == ExperienceLoad::LOADED);
    CHECK(read.entries() == second->entries());
    std::filesystem::remove_all(dir);
}

TEST_CASE(
    "learning: a finished game starts the learning in the background once / forget deletes what "
    "was learned") {
    const std::string dir = make_unique_temp_dir("xq-learning");
    REQUIRE_FALSE(dir.empty());
    // A damaged file is reported and kept aside.
    {
        std::ofstream bad(dir + "/" + EXPERIENCE_FILE, std::ios::binary);
        bad << "not an experience";
    }
    GameLearning learning;
    learning.set_review(LearningReview{0, 6});
    learning.open(dir + "/");
    REQUIRE(learning.note());
    CHECK(std::filesystem::exists(dir + "/" + EXPERIENCE_FILE + ".bad"));
    CHECK(learning.positions() == 0);

    const Game game = trap_game_lost_by_black();
    const std::vector<float> judged(game.length() + 1, NAN);
    const PlayedBy human = played_by(PlayedBy::Kind::HUMAN);
    const PlayedBy builtin = played_by(PlayedBy::Kind::ENGINE);
    learning.watch(game, human, builtin, judged, false, nullptr);  // learning off
    CHECK_FALSE(learning.learning());
    learning.watch(game, human, human, judged, true, nullptr);  // nobody's engine
    CHECK_FALSE(learning.learning());
    learning.watch(game, human, builtin, judged, true, nullptr);
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    while (learning.learning() && std::chrono::steady_clock::now() < deadline)
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    learning.watch(game, human, builtin, judged, true, nullptr);  // takes the result
    CHECK_FALSE(learning.learning());
    CHECK(learning.positions() == 1);
    CHECK_FALSE(learning.note());
    CHECK(std::filesystem::exists(dir + "/" + EXPERIENCE_FILE));

    // The same finished game again teaches nothing more.
    learning.watch(game, human, builtin, judged, true, nullptr);
    CHECK_FALSE(learning.learning());

    learning.forget();
    CHECK(learning.positions() == 0);
    CHECK_FALSE(std::filesystem::exists(dir + "/" + EXPERIENCE_FILE));
    std::filesystem::remove_all(dir);
}
