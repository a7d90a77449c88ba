// Captured pieces and the material balance.
#include <doctest/doctest.h>

#include "formats/handicap.h"
#include "formats/iccs.h"
#include "game/game.h"
#include "game/material.h"

using namespace xq;

TEST_CASE("captures are counted for the capturer / strongest first / with the balance") {
    Game g;
    Material m0 = material(g.position_at(0), g.position());
    CHECK(m0.taken_by[RED].empty());
    CHECK(m0.taken_by[BLACK].empty());
    CHECK(m0.balance == 0);
    // The cannons take the horses, the rooks take the cannons back.
    for (const char* m : {"h2h9", "i9h9", "b2b9", "a9b9"}) REQUIRE(g.play(iccs_to_move(m)));
    Material m = material(g.position_at(0), g.position());
    CHECK(m.taken_by[RED] ==
          std::vector<Piece>{make_piece(BLACK, HORSE), make_piece(BLACK, HORSE)});
    CHECK(m.taken_by[BLACK] ==
          std::vector<Piece>{make_piece(RED, CANNON), make_piece(RED, CANNON)});
    CHECK(m.balance == doctest::Approx(4 + 4 - 4.5 - 4.5));

    // Strongest first: Red has lost a pawn (the first in the board's order) and a rook.
    Game h;
    REQUIRE(h.reset("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/2P1P1P1P/1C5C1/9/RNBAKABN1 w - - 0 1"));
    Material lost = material(Position(), h.position());
    CHECK(lost.taken_by[BLACK] == std::vector<Piece>{make_piece(RED, ROOK), make_piece(RED, PAWN)});
    CHECK(lost.balance == doctest::Approx(-10));
}

TEST_CASE("a handicap's missing pieces are not captures but show in the balance") {
    for (const HandicapInfo& h : all_handicaps()) {
        if (h.handicap == Handicap::NONE) continue;
        Game g;
        REQUIRE(g.reset(handicap_fen(h.handicap, RED)));
        Material m = material(g.position_at(0), g.position());
        CAPTURE(h.key);
        CHECK(m.taken_by[RED].empty());
        CHECK(m.taken_by[BLACK].empty());
        CHECK(m.balance < 0);  // Red gave the pieces
    }
}
