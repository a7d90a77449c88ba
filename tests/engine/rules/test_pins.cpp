// The per-position pin facts (rules/pins.h) that let the legal generator skip the board test,
// on hand-made positions for each way a move can expose its king, and the legal generator and
// counter against playing every pseudo-legal move.
#include <doctest/doctest.h>

#include <random>

#include "formats/iccs.h"
#include "rules/movegen.h"
#include "rules/pins.h"
#include "sweep.h"
#include "test_moves.h"

using namespace xq;

namespace {

using xq::test::sq;

SquareSet set_of(std::initializer_list<const char*> names) {
    SquareSet s = 0;
    for (const char* n : names) s |= square_bit(sq(n));
    return s;
}

// The legal moves by brute force: every pseudo-legal move played, the mover's king looked at.
MoveList brute_force_legal(Position& pos) {
    MoveList pseudo, legal;
    generate_pseudo<ALL_MOVES>(pos, pseudo);
    for (Move m : pseudo) {
        pos.do_move(m);
        if (!pos.king_attacked(~pos.side_to_move())) legal.push(m);
        pos.undo_move();
    }
    return legal;
}

void check_generator(const char* fen) {
    Position pos;
    REQUIRE(pos.set_fen(fen));
    CAPTURE(fen);
    const MoveList expected = brute_force_legal(pos);
    MoveList legal;
    generate_legal(pos, legal);
    REQUIRE(legal.size() == expected.size());
    for (int i = 0; i < legal.size(); ++i) CHECK(legal.moves[i] == expected.moves[i]);
    CHECK(count_legal_moves(pos) == expected.size());
}

}  // namespace

TEST_CASE("pins / a cannon behind two screens pins both own screens") {
    Position pos;
    REQUIRE(pos.set_fen("3k5/9/9/9/4c4/9/4N4/9/4A4/4K4 w - - 0 1"));
    const Pins pins = compute_pins(pos);
    CHECK(pins.from == set_of({"e1", "e3"}));
    CHECK(pins.to == 0);
    check_generator("3k5/9/9/9/4c4/9/4N4/9/4A4/4K4 w - - 0 1");
}

TEST_CASE("pins / a cannon with nothing before the king makes the squares between screens") {
    Position pos;
    REQUIRE(pos.set_fen("3k5/9/9/9/4c4/9/9/R8/9/4K4 w - - 0 1"));
    const Pins pins = compute_pins(pos);
    CHECK(pins.from == 0);
    CHECK(pins.to == set_of({"e1", "e2", "e3", "e4"}));
    MoveList legal;
    generate_legal(pos, legal);
    CHECK_FALSE(legal.contains(make_move(sq("a2"), sq("e2"))));
    CHECK(legal.contains(make_move(sq("a2"), sq("d2"))));
    check_generator("3k5/9/9/9/4c4/9/9/R8/9/4K4 w - - 0 1");
}

TEST_CASE("pins / a rook and the facing king pin the single piece between") {
    Position pos;
    REQUIRE(pos.set_fen("4k4/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1"));  // king d0: nothing pinned
    CHECK(compute_pins(pos).from == 0);
    REQUIRE(pos.set_fen("3k5/9/9/9/4r4/9/9/9/4A4/4K4 w - - 0 1"));
    CHECK(compute_pins(pos).from == set_of({"e1"}));
    REQUIRE(pos.set_fen("4k4/4a4/9/9/9/9/9/9/9/4K4 b - - 0 1"));  // the kings' file
    CHECK(compute_pins(pos).from == set_of({"e8"}));
    check_generator("3k5/9/9/9/4r4/9/9/9/4A4/4K4 w - - 0 1");
    check_generator("4k4/4a4/9/9/9/9/9/9/9/4K4 b - - 0 1");
}

TEST_CASE("pins / a cannon right before the king can be the screen of a cannon behind") {
    // f2 king, f3 black cannon, f6 red rook, f7 black cannon: the rook may not leave the file.
    const char* fen = "2baka1nr/4r3C/3n1c2b/4pR2p/p8/3p2p2/P3Pc2P/B3BK3/3NA4/R2A3N1 w - - 18 36";
    Position pos;
    REQUIRE(pos.set_fen(fen));
    CHECK(compute_pins(pos).from == set_of({"f6"}));
    CHECK(compute_pins(pos).to == 0);  // no empty square between f2 and f3
    check_generator(fen);
}

TEST_CASE("pins / an own piece on a horse's leg is pinned but may take the horse") {
    const char* fen = "3k5/9/9/9/9/9/9/3n5/3R5/4K4 w - - 0 1";
    Position pos;
    REQUIRE(pos.set_fen(fen));
    CHECK(compute_pins(pos).from == set_of({"d1"}));
    MoveList legal;
    generate_legal(pos, legal);
    CHECK(legal.contains(make_move(sq("d1"), sq("d2"))));
    CHECK_FALSE(legal.contains(make_move(sq("d1"), sq("a1"))));
    check_generator(fen);
}

TEST_CASE("check breaks / a rook check is met by taking or blocking on its line") {
    const char* fen = "3k5/9/9/9/4r4/9/9/R8/9/4K4 w - - 0 1";
    Position pos;
    REQUIRE(pos.set_fen(fen));
    REQUIRE(pos.in_check());
    const CheckBreaks breaks = compute_check_breaks(pos);
    CHECK(breaks.to == set_of({"e1", "e2", "e3", "e4", "e5"}));
    CHECK(breaks.from == 0);
    check_generator(fen);
}

TEST_CASE("check breaks / a cannon check is met by a second screen or by moving the screen") {
    const char* fen = "3k5/9/9/9/4c4/9/4N4/R8/9/4K4 w - - 0 1";
    Position pos;
    REQUIRE(pos.set_fen(fen));
    REQUIRE(pos.in_check());
    const CheckBreaks breaks = compute_check_breaks(pos);
    CHECK(breaks.to == set_of({"e1", "e2", "e4", "e5"}));
    CHECK(breaks.from == set_of({"e3"}));
    MoveList legal;
    generate_legal(pos, legal);
    CHECK(legal.contains(make_move(sq("e3"), sq("d5"))));  // the horse takes the screen away
    CHECK(legal.contains(make_move(sq("a2"), sq("e2"))));  // the rook adds a second screen
    check_generator(fen);
}

TEST_CASE("check breaks / a horse check is met on its leg or by taking it") {
    const char* fen = "3k5/9/9/9/9/9/9/3n5/9/R3K4 w - - 0 1";
    Position pos;
    REQUIRE(pos.set_fen(fen));
    REQUIRE(pos.in_check());
    CHECK(compute_check_breaks(pos).to == set_of({"d1", "d2"}));
    check_generator(fen);
}

TEST_CASE("check breaks / with two checkers every move is tested") {
    const char* fen = "3k5/9/9/9/4r4/9/9/3n5/R8/4K4 w - - 0 1";
    Position pos;
    REQUIRE(pos.set_fen(fen));
    REQUIRE(pos.in_check());
    CHECK(compute_check_breaks(pos).to == ~SquareSet(0));
    check_generator(fen);
}

TEST_CASE("pins / the generator keeps the pseudo-legal order in check and out of it") {
    check_generator("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
    check_generator(
        "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1");
    check_generator("4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1");
    check_generator("r3k4/9/4b4/9/9/9/9/4C4/4A4/4K4 b - - 0 1");
    check_generator("3k1a3/2P1aP3/4b1n2/8C/6b2/1R5R1/9/9/1rcpr4/3c1K3 w - - 0 1");
}

// Not under TSan: one thread.
TEST_CASE("pins / the generator equals playing every move over random games" *
          test::not_under_tsan()) {
    std::mt19937 rng(7);
    for (int game = 0; game < 400 / test::SWEEP_STRIDE; ++game) {
        Position pos;
        for (int ply = 0; ply < 150; ++ply) {
            CAPTURE(pos.fen());
            const MoveList expected = brute_force_legal(pos);
            MoveList legal;
            generate_legal(pos, legal);
            REQUIRE(legal.size() == expected.size());
            for (int i = 0; i < legal.size(); ++i) REQUIRE(legal.moves[i] == expected.moves[i]);
            REQUIRE(count_legal_moves(pos) == expected.size());
            MoveList pseudo;
            generate_pseudo<ALL_MOVES>(pos, pseudo);
            const LegalityFilter filter(pos);
            for (Move m : pseudo) REQUIRE(filter.legal(m) == expected.contains(m));
            if (expected.size() == 0) break;
            pos.do_move(expected.moves[rng() % expected.size()]);
        }
    }
}
