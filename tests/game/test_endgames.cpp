// Endgames (残局): the shipped collection parses, is legal and large enough, with its categories;
// bad lines are named; a challenge through the game layer (start, play, verdict, progress saved
// and read back, a damaged progress file); the verdict rules for either side.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <map>

#include "endgame_text.h"
#include "formats/iccs.h"
#include "game/controller.h"
#include "game/endgames/endgame_progress.h"
#include "game/endgames/endgame_set.h"
#include "game/endgames/endgame_trainer.h"
#include "temp_dir.h"

using namespace xq;
using namespace xq::test;
namespace fs = std::filesystem;

namespace {

// Red mates in one (b0b9): the rook on a8 holds the eighth rank.
const char* MATE_IN_ONE =
    "1;4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1;win;测试;Test;一步杀;Mate in one;";
// Black takes the rook and only the kings are left: a draw by insufficient material.
const char* TAKE_AND_HOLD =
    "2;4k4/4R4/9/9/9/9/9/9/9/3K5 b - - 0 1;draw;测试;Test;吃车;Take the rook;";

using xq::test::parsed_endgames;

}  // namespace

TEST_CASE("endgames / the shipped collection parses with 100 legal positions in categories") {
    std::vector<Endgame> set;
    std::string error;
    const bool ok =
        load_endgame_file(std::string(XQ_SOURCE_DIR) + "/assets/endgames.txt", set, &error);
    INFO(error);
    REQUIRE(ok);
    CHECK(set.size() >= 100);
    std::map<std::string, int> per_category;
    int wins = 0;
    for (const Endgame& e : set) {
        ++per_category[e.category_en];
        wins += e.result == EndgameResult::RED_WINS;
        std::vector<Endgame> again;
        CHECK(parse_endgames(format_endgame(e), again, &error));  // the text round-trips
        REQUIRE(again.size() == 1);
        CHECK(again[0].name_en == e.name_en);
    }
    CHECK(per_category.size() >= 10);
    CHECK(endgame_categories(set).size() == per_category.size());
    for (const auto& entry : per_category) {
        const auto name = entry.first;
        const auto count = entry.second;
        INFO(name);
        CHECK(count >= 3);  // several positions per class
    }
    CHECK(wins > 20);
    CHECK(int(set.size()) - wins > 20);  // draws too
}

TEST_CASE("endgames / bad lines are named and good ones kept") {
    std::vector<Endgame> set;
    std::string error;
    const std::string text = std::string(MATE_IN_ONE) +
                             "\n# a comment\n"
                             "3;4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1;draw;a;b;c;d;\n"  // facing kings
                             "4;4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1;lose;a;b;c;d;\n"
                             "5;not a fen;win;a;b;c;d;\n"
                             "6;4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1;win;;b;c;d;\n"
                             "1;4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1;win;a;b;c;d;\n";
    CHECK_FALSE(parse_endgames(text, set, &error));
    REQUIRE(set.size() == 1);
    CHECK(set[0].name_en == "Mate in one");
    CHECK(error.find("line 3: illegal position") != std::string::npos);
    CHECK(error.find("line 4: result must be") != std::string::npos);
    CHECK(error.find("line 5: bad FEN") != std::string::npos);
    CHECK(error.find("(5 bad lines in all)") != std::string::npos);
    CHECK_FALSE(parse_endgames("# nothing\n", set, &error));
    CHECK(error == "no endgames in the file");
}

TEST_CASE("endgames / a won challenge played to mate is solved and the mark is saved") {
    TempDir dir("xq_endgame_win");
    Settings s;
    Controller c(s, nullptr);
    EndgameTrainer trainer(parsed_endgames(MATE_IN_ONE), {});
    CHECK(trainer.verdict() == EndgameVerdict::NONE);
    REQUIRE(trainer.start(c, 1, RED, SKILL_RANGE.max));
    CHECK(c.mode() == Mode::HUMAN_RED);
    CHECK(c.level() == SKILL_RANGE.max);
    CHECK(c.game().position().fen().rfind("4k4/R8/", 0) == 0);
    CHECK_FALSE(trainer.update(c));
    CHECK(trainer.verdict() == EndgameVerdict::PLAYING);
    REQUIRE(c.human_move(iccs_to_move("b0b9"), 0));
    CHECK(trainer.update(c));  // just solved: the progress changed
    CHECK(trainer.verdict() == EndgameVerdict::SOLVED);
    CHECK(trainer.solved(1));
    CHECK_FALSE(trainer.update(c));  // solved before: nothing new to save

    std::string error;
    REQUIRE(save_endgame_progress(dir.dir(), trainer.progress(), &error));
    EndgameProgress back;
    CHECK(load_endgame_progress(dir.dir(), back, &error));
    CHECK(back.solved == std::set<int>{1});

    // A new game ends the challenge without a verdict.
    c.new_game();
    trainer.update(c);
    CHECK(trainer.verdict() == EndgameVerdict::NONE);
    CHECK_FALSE(trainer.challenge().has_value());
}

TEST_CASE("endgames / the defender holds a drawn challenge / resigning is not yet") {
    Settings s;
    Controller c(s, nullptr);
    EndgameTrainer trainer(parsed_endgames(TAKE_AND_HOLD), {});
    REQUIRE(trainer.start(c, 2, BLACK, 3));
    CHECK(c.mode() == Mode::ENGINE_RED);
    CHECK(c.level() == 3);
    c.resign();
    trainer.update(c);
    CHECK(trainer.verdict() == EndgameVerdict::NOT_YET);
    CHECK_FALSE(trainer.solved(2));

    REQUIRE(trainer.start(c, 2, BLACK, 3));  // again
    trainer.update(c);
    CHECK(trainer.verdict() == EndgameVerdict::PLAYING);
    REQUIRE(c.human_move(iccs_to_move("e9e8"), 0));
    CHECK(c.game().status().reason == EndReason::INSUFFICIENT_MATERIAL);
    CHECK(trainer.update(c));
    CHECK(trainer.verdict() == EndgameVerdict::SOLVED);
    CHECK(trainer.solved(2));
}

TEST_CASE(
    "endgames / the verdict: Red must win / Black must not lose / an agreed draw is not yet") {
    Game g;
    REQUIRE(g.reset("4k4/4R4/9/9/9/9/9/9/9/3K5 b - - 0 1"));
    CHECK(endgame_verdict(g, RED) == EndgameVerdict::PLAYING);
    REQUIRE(g.play(iccs_to_move("e9e8")));  // a draw
    CHECK(endgame_verdict(g, RED) == EndgameVerdict::NOT_YET);
    CHECK(endgame_verdict(g, BLACK) == EndgameVerdict::SOLVED);
    REQUIRE(g.reset("4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1"));
    REQUIRE(g.play(iccs_to_move("b0b9")));  // Red mates
    CHECK(endgame_verdict(g, RED) == EndgameVerdict::SOLVED);
    CHECK(endgame_verdict(g, BLACK) == EndgameVerdict::NOT_YET);
    REQUIRE(g.reset("4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1"));
    g.agree_draw();
    CHECK(endgame_verdict(g, BLACK) == EndgameVerdict::NOT_YET);
}

TEST_CASE("endgames / progress: a missing file is empty / a damaged one keeps its good lines") {
    TempDir dir("xq_endgame_progress");
    EndgameProgress p;
    std::string error;
    CHECK(load_endgame_progress(dir.dir(), p, &error));
    CHECK(error.empty());
    CHECK(p.solved.empty());
    std::ofstream(dir.path / ENDGAME_PROGRESS_FILE, std::ios::binary)
        << "solved = 4 7\n\x01\xff garbage\nsolved = x\nrating = 3\n";
    EndgameProgress q;
    CHECK_FALSE(load_endgame_progress(dir.dir(), q, &error));
    CHECK(q.solved == std::set<int>{4, 7});  // the good line is kept
    CHECK(error.find("line 2") != std::string::npos);
    CHECK(error.find("line 3") != std::string::npos);
    CHECK(error.find("\\x01") != std::string::npos);  // quoted printably
    CHECK(fs::exists(dir.path / "endgames.ini.bad"));
}

TEST_CASE(
    "endgames / a challenge plays at its own level and leaves the player's settings as they were") {
    Settings s;
    s.mode = Mode::TWO_HUMANS;
    s.skill = 1;
    s.opponent_engine = "ElephantEye";
    Controller c(s, nullptr);
    EndgameTrainer trainer(parsed_endgames(MATE_IN_ONE), {});
    REQUIRE(trainer.start(c, 1, BLACK, SKILL_RANGE.max));
    // The challenge's game: the engine plays Red at full strength, the built-in engine.
    CHECK(c.mode() == Mode::ENGINE_RED);
    CHECK(c.level() == SKILL_RANGE.max);
    CHECK(c.seats().opponent_engine.empty());
    CHECK(c.game().tag(ENDGAME_CHALLENGE_TAG) == "1 black level 20");
    // The settings (what settings.ini keeps) are the player's own.
    CHECK(s.mode == Mode::TWO_HUMANS);
    CHECK(s.skill == 1);
    CHECK(s.opponent_engine == "ElephantEye");
    // The next game is the player's again.
    c.new_game();
    CHECK(c.mode() == Mode::TWO_HUMANS);
    CHECK(c.level() == 1);
}

TEST_CASE("endgames / the player's own change of the level during a challenge is theirs") {
    Settings s;
    s.skill = 5;
    Controller c(s, nullptr);
    EndgameTrainer trainer(parsed_endgames(MATE_IN_ONE), {});
    REQUIRE(trainer.start(c, 1, RED, 12));
    CHECK(c.level() == 12);
    s.skill = 7;  // the slider, moved during the challenge
    c.settings_changed();
    CHECK(c.level() == 7);
    CHECK(c.mode() == s.mode);
}
