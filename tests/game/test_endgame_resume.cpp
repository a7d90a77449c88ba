// An endgame challenge saved with the game in progress (game.pgn in the state folder, as the
// program writes it on quit) and read back by a new controller and trainer, as at the next
// start: the same challenge, judged at its end like an uninterrupted one; a game whose tag names
// an unknown id, a changed position or nothing comes back as a plain game.
#include <doctest/doctest.h>

#include "endgame_text.h"
#include "formats/iccs.h"
#include "game/controller.h"
#include "game/endgames/endgame_set.h"
#include "game/endgames/endgame_trainer.h"
#include "game/files/game_file.h"
#include "game/files/state_files.h"
#include "game/files/storage.h"
#include "temp_dir.h"

using namespace xq;
using namespace xq::test;

namespace {

// 7: Red mates in two: a7a8 takes the eighth rank from the king, b1b9 mates after its step.
// 8: Black takes the rook and holds the draw.
const char* ROOKS =
    "7;4k4/9/R8/9/9/9/9/9/1R7/3K5 w - - 0 1;win;测试;Test;双车;Two rooks;\n"
    "8;4k4/4R4/9/9/9/9/9/9/9/3K5 b - - 0 1;draw;测试;Test;吃车;Take the rook;\n";

using xq::test::parsed_endgames;

// The game as the program saves it on quit and resumes it at start (saved_state.cpp).
void save_and_resume(const Controller& from, Controller& to, const std::string& dir) {
    std::string error;
    REQUIRE(write_file_atomic(dir + "game.pgn", game_to_pgn(from.game()), &error));
    Game g;
    std::vector<Message> notes;
    REQUIRE(load_game_file(dir, g, notes));
    CHECK(notes.empty());
    REQUIRE(to.load_game(g));
}

}  // namespace

TEST_CASE("endgames / a challenge saved with the game is judged after a restart") {
    TempDir dir("xq_endgame_resume");
    Settings s;
    Controller c(s, nullptr);
    EndgameTrainer trainer(parsed_endgames(ROOKS), {});
    REQUIRE(trainer.start(c, 7, RED, 3));
    CHECK(c.game().tag(ENDGAME_CHALLENGE_TAG) == "7 red level 3");
    REQUIRE(c.human_move(iccs_to_move("a7a8"), 0));  // the rook cuts the king off
    REQUIRE_FALSE(c.game().over());

    // A restart: a new controller and trainer (the progress file had nothing solved).
    Settings s2 = s;
    Controller again(s2, nullptr);
    save_and_resume(c, again, dir.dir());
    EndgameTrainer restored(parsed_endgames(ROOKS), {});
    REQUIRE(restored.resume(again));
    REQUIRE(restored.challenge());
    CHECK(restored.challenge()->id == 7);
    CHECK(restored.challenge()->player == RED);
    CHECK(restored.verdict() == EndgameVerdict::PLAYING);
    // It plays at the challenge's level again; the settings keep the player's.
    CHECK(again.level() == 3);
    CHECK(s2.skill == s.skill);
    CHECK_FALSE(restored.update(again));
    // Black's reply and Red's mate, played on the restored game: solved and marked. (No engine
    // here: the engine's reply is played by hand.)
    again.settings().mode = Mode::TWO_HUMANS;
    again.settings_changed();
    for (const char* m : {"e9f9", "b1b9"}) REQUIRE(again.human_move(iccs_to_move(m), 0));
    REQUIRE(again.game().over());
    CHECK(restored.update(again));
    CHECK(restored.verdict() == EndgameVerdict::SOLVED);
    CHECK(restored.solved(7));

    // Black's side comes back as Black's: resigning there is "not yet".
    Controller black(s, nullptr);
    REQUIRE(trainer.start(black, 8, BLACK, 3));
    CHECK(black.game().tag(ENDGAME_CHALLENGE_TAG) == "8 black level 3");
    Controller black_again(s2, nullptr);
    save_and_resume(black, black_again, dir.dir());
    EndgameTrainer black_restored(parsed_endgames(ROOKS), {});
    REQUIRE(black_restored.resume(black_again));
    CHECK(black_restored.challenge()->player == BLACK);
    black_again.resign();
    CHECK_FALSE(black_restored.update(black_again));
    CHECK(black_restored.verdict() == EndgameVerdict::NOT_YET);
}

TEST_CASE("endgames / an unknown or changed challenge comes back as a plain game") {
    TempDir dir("xq_endgame_resume_plain");
    Settings s;
    Controller c(s, nullptr);
    EndgameTrainer trainer(parsed_endgames(ROOKS), {});
    REQUIRE(trainer.start(c, 7, RED, 3));
    Controller again(s, nullptr);
    save_and_resume(c, again, dir.dir());
    // The id is no longer in the set.
    EndgameTrainer removed(
        parsed_endgames(std::string(ROOKS).substr(std::string(ROOKS).find("8;"))), {});
    CHECK_FALSE(removed.resume(again));
    CHECK_FALSE(removed.challenge());
    CHECK(removed.verdict() == EndgameVerdict::NONE);
    // The id now names another position.
    EndgameTrainer changed(
        parsed_endgames("7;4k4/9/9/9/9/9/9/9/9/RR1K5 w - - 0 1;win;测试;Test;双车;Two rooks;\n"),
        {});
    CHECK_FALSE(changed.resume(again));
    CHECK_FALSE(changed.challenge());
    // A bad tag, or none (a game that was not a challenge).
    for (const char* bad : {"7", "7 green", "x red", "7 red extra", ""}) {
        CAPTURE(bad);
        again.set_tag(ENDGAME_CHALLENGE_TAG, bad);
        EndgameTrainer t(parsed_endgames(ROOKS), {});
        CHECK_FALSE(t.resume(again));
        CHECK(t.verdict() == EndgameVerdict::NONE);
    }
    // A new game has no challenge tag: it is not judged.
    again.new_game();
    CHECK(again.game().tag(ENDGAME_CHALLENGE_TAG).empty());
}
