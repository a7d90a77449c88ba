// The game record: play, undo/redo, jumps, branches, adjudication.
#include <doctest/doctest.h>

#include "formats/iccs.h"
#include "game/files/game_file.h"
#include "game/game.h"
#include "game/referee/repetition_cycle.h"
#include "rules/movegen.h"
#include "test_moves.h"

using namespace xq;

using xq::test::mv;

TEST_CASE("play / undo / redo and jump keep the line") {
    Game g;
    CHECK(g.legal_moves().size() == 44);
    REQUIRE(g.play(mv("h2e2")));
    REQUIRE(g.play(mv("h9g7")));
    REQUIRE(g.play(mv("h0g2")));
    CHECK(g.ply() == 3);
    CHECK(g.side_to_move() == BLACK);
    CHECK(!g.play(mv("h2e2")));  // not legal any more
    CHECK(g.undo());
    CHECK(g.undo());
    CHECK(g.ply() == 1);
    CHECK(g.length() == 3);
    CHECK(g.position().piece_on(make_square(7, 9)) == make_piece(BLACK, HORSE));
    CHECK(g.redo());
    CHECK(g.ply() == 2);
    CHECK(g.go_to(0));
    CHECK(g.position().fen() == Position().fen());
    CHECK(!g.go_to(4));
    CHECK(g.go_to(3));
    CHECK(!g.redo());
    CHECK(g.iccs_moves() == std::vector<std::string>{"h2e2", "h9g7", "h0g2"});
}

TEST_CASE("playing the next move of the line keeps it / another move branches") {
    Game g;
    g.play(mv("h2e2"));
    g.play(mv("h9g7"));
    g.play(mv("h0g2"));
    g.go_to(1);
    CHECK(g.play(mv("h9g7")));
    CHECK(g.length() == 3);
    CHECK(!g.in_variation());  // the next move of the line: still the main line
    g.go_to(1);
    CHECK(g.play(mv("b9c7")));
    CHECK(g.length() == 2);
    CHECK(g.at_end());
    CHECK(g.in_variation());
    CHECK(g.main_line().size() == 3);  // nothing thrown away
}

TEST_CASE("a bad FEN changes nothing") {
    Game g;
    g.play(mv("h2e2"));
    std::string error;
    CHECK(!g.reset("rnbakabnr/9/1c5c1 w", &error));
    CHECK(!error.empty());
    CHECK(g.ply() == 1);
}

TEST_CASE("checkmate ends the game and blocks further moves") {
    Game g;
    // Black king d9: the rook on a8 holds d8, the kings face each other on the e-file, and the
    // other rook checks along rank 9.
    REQUIRE(g.reset("3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1"));
    CHECK(!g.over());
    REQUIRE(g.play(mv("b0b9")));
    CHECK(g.over());
    CHECK(g.status().result == GameResult::RED_WINS);
    CHECK(g.status().reason == EndReason::CHECKMATE);
    CHECK(!g.play(mv("d9d8")));
    CHECK(g.undo());
    CHECK(!g.over());
}

TEST_CASE("resignation and draw agreement belong to the ply where they happened") {
    Game g;
    g.play(mv("h2e2"));
    g.resign(BLACK);
    CHECK(g.over());
    CHECK(g.status().result == GameResult::RED_WINS);
    CHECK(g.adjudication() == Adjudication::RESIGNATION);
    CHECK(!g.play(mv("h9g7")));
    g.undo();
    CHECK(!g.over());
    CHECK(g.play(mv("h2e2")));  // replaying the same move is a new game state: no resignation
    CHECK(!g.over());
    g.agree_draw();
    CHECK(g.status().result == GameResult::DRAW);
    CHECK(g.adjudication() == Adjudication::DRAW_AGREED);
}

TEST_CASE("resigning after an undo ends the game there: the later moves go / redo cannot undo it") {
    Game g;
    g.play(mv("h2e2"));
    g.play(mv("h9g7"));
    g.play(mv("h0g2"));
    g.undo();
    g.undo();
    g.resign(RED);
    CHECK(g.over());
    CHECK(g.at_end());  // the end is where the game stands: the end dialog can announce it
    CHECK(g.length() == 1);
    CHECK(!g.redo());
    CHECK(g.status().result == GameResult::BLACK_WINS);
    g.undo();
    g.play(mv("h2e2"));
    g.play(mv("h9g7"));
    g.undo();
    g.agree_draw();
    CHECK(g.length() == 1);
    CHECK(!g.redo());
    CHECK(g.status().result == GameResult::DRAW);
}

TEST_CASE("the repetition cycle of a drawn repetition / none for other endings") {
    Game g;
    for (const char* m : {"h0g2", "h9g7", "g2h0", "g7h9", "h0g2", "h9g7", "g2h0", "g7h9"})
        REQUIRE(g.play(mv(m)));
    REQUIRE(g.over());
    CHECK(g.status().reason == EndReason::REPETITION);
    const RepetitionCycle rc = repetition_cycle(g);
    CHECK(rc.moves == std::vector<Move>{mv("h0g2"), mv("h9g7"), mv("g2h0"), mv("g7h9")});
    CHECK(rc.before.key() == Game().position().key());
    g.undo();
    CHECK(repetition_cycle(g).moves.empty());  // not over here
    Game resigned;
    REQUIRE(resigned.play(mv("h2e2")));
    resigned.resign(BLACK);
    CHECK(resigned.over());
    CHECK(repetition_cycle(resigned).moves.empty());
}

TEST_CASE(
    "game record: a stalemate ends the game as a win for either stalemating side, also after a PGN "
    "round trip") {
    // Black stalemated (the referee test's position), and the same position mirrored so that
    // Red is stalemated: the game layer, not a direct referee call, says who won.
    struct Case {
        const char* fen;
        const char* move;
        GameResult winner;
    };
    for (const Case& k :
         {Case{"4k4/N8/9/9/3R1R3/9/9/9/9/3K5 w - - 0 1", "a8c7", GameResult::RED_WINS},
          Case{"3k5/9/9/9/9/3r1r3/9/9/n8/4K4 b - - 0 1", "a1c2", GameResult::BLACK_WINS}}) {
        CAPTURE(k.fen);
        Game g;
        REQUIRE(g.reset(k.fen));
        REQUIRE(g.play(iccs_to_move(k.move)));
        CHECK(!g.position().in_check());
        CHECK(count_legal_moves(g.position()) == 0);
        CHECK(g.over());
        CHECK(g.status().result == k.winner);
        CHECK(g.status().reason == EndReason::STALEMATE);
        // Saved and read back, the game is still over with the same winner.
        Game back;
        std::string error;
        REQUIRE_MESSAGE(pgn_to_game(game_to_pgn(g), back, &error), error);
        CHECK(back.over());
        CHECK(back.status().result == k.winner);
        CHECK(game_to_pgn(g).find(k.winner == GameResult::RED_WINS ? "1-0" : "0-1") !=
              std::string::npos);
    }
}
