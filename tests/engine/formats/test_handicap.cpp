// Handicap start positions: exactly the listed pieces of the giver are gone, every FEN is
// accepted by Position::set_fen, and Red is always to move.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <sstream>
#include <string>

#include "formats/handicap.h"
#include "formats/iccs.h"
#include "rules/position.h"

using namespace xq;

namespace {

// The expected removals, written out square by square for Red and for Black.
struct Expected {
    Handicap handicap;
    const char* red;    // squares emptied when Red gives
    const char* black;  // squares emptied when Black gives
    const char* types;  // piece letters removed (for either giver, sorted)
};

constexpr Expected EXPECTED[] = {
    {Handicap::NONE, "", "", ""},
    {Handicap::LEFT_HORSE, "b0", "h9", "N"},
    {Handicap::BOTH_HORSES, "b0 h0", "b9 h9", "NN"},
    {Handicap::LEFT_CANNON, "b2", "h7", "C"},
    {Handicap::BOTH_CANNONS, "b2 h2", "b7 h7", "CC"},
    {Handicap::LEFT_ROOK, "a0", "i9", "R"},
    {Handicap::BOTH_ROOKS, "a0 i0", "a9 i9", "RR"},
    {Handicap::ALL_PAWNS, "a3 c3 e3 g3 i3", "a6 c6 e6 g6 i6", "PPPPP"},
    {Handicap::LEFT_HALF, "a0 b0 c0 d0 b2 a3 c3", "i9 h9 g9 f9 h7 i6 g6", "ABCNPPR"},
    {Handicap::NINE_PIECES, "c0 d0 f0 g0 a3 c3 e3 g3 i3", "c9 d9 f9 g9 a6 c6 e6 g6 i6",
     "AABBPPPPP"},
};

std::set<Square> squares_of(const char* list) {
    std::set<Square> out;
    std::istringstream in(list);
    std::string sq;
    while (in >> sq) out.insert(make_square(sq[0] - 'a', sq[1] - '0'));
    return out;
}

}  // namespace

TEST_CASE("every handicap removes exactly its pieces / for both givers") {
    const Position start;
    for (const Expected& e : EXPECTED) {
        for (Color giver : {RED, BLACK}) {
            CAPTURE(handicap_info(e.handicap).key);
            CAPTURE(int(giver));
            const std::string fen = handicap_fen(e.handicap, giver);
            Position pos;
            std::string error;
            REQUIRE_MESSAGE(pos.set_fen(fen, &error), fen << ": " << error);
            CHECK(pos.side_to_move() == RED);
            CHECK(pos.fen() == fen);

            const std::set<Square> expected = squares_of(giver == RED ? e.red : e.black);
            std::set<Square> removed;
            std::string types;
            for (Square s = 0; s < SQUARE_NB; ++s) {
                if (pos.piece_on(s) == start.piece_on(s)) continue;
                CHECK(pos.piece_on(s) == NO_PIECE);  // nothing is added or moved
                CHECK(color_of(start.piece_on(s)) == giver);
                removed.insert(s);
                types += "?KABNRCP"[type_of(start.piece_on(s))];
            }
            std::sort(types.begin(), types.end());
            CHECK(removed == expected);
            CHECK(types == e.types);
            const std::vector<Square> listed = handicap_removed_squares(e.handicap, giver);
            CHECK(std::set<Square>(listed.begin(), listed.end()) == expected);
            CHECK(std::is_sorted(listed.begin(), listed.end()));
        }
    }
}

TEST_CASE("handicap FENs agree with the reference where one exists") {
    // xqbase's 让九子 and the reference doc's derived Red-giver FENs (section 5.2).
    CHECK(handicap_fen(Handicap::NINE_PIECES, RED) ==
          "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/9/1C5C1/9/RN2K2NR w - - 0 1");
    CHECK(handicap_fen(Handicap::LEFT_HORSE, RED) ==
          "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R1BAKABNR w - - 0 1");
    CHECK(handicap_fen(Handicap::BOTH_HORSES, RED) ==
          "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R1BAKAB1R w - - 0 1");
    CHECK(handicap_fen(Handicap::LEFT_CANNON, RED) ==
          "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/7C1/9/RNBAKABNR w - - 0 1");
    CHECK(handicap_fen(Handicap::BOTH_ROOKS, RED) ==
          "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/1NBAKABN1 w - - 0 1");
    CHECK(handicap_fen(Handicap::NONE, BLACK) == START_FEN);
    // Black's left is Red's right: Black gives the horse on h9, and Red still moves first.
    CHECK(handicap_fen(Handicap::LEFT_HORSE, BLACK) ==
          "rnbakab1r/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
}

TEST_CASE("handicap names and keys") {
    std::set<std::string> keys, chinese, english;
    int index = 0;
    for (const HandicapInfo& info : all_handicaps()) {
        CHECK(int(info.handicap) == index++);
        CHECK(&handicap_info(info.handicap) == &info);
        keys.insert(info.key);
        chinese.insert(info.chinese);
        english.insert(info.english);
        Handicap back = Handicap::NONE;
        CHECK(handicap_from_key(info.key, &back));
        CHECK(back == info.handicap);
    }
    CHECK(keys.size() == HANDICAP_NB);
    CHECK(chinese.size() == HANDICAP_NB);
    CHECK(english.size() == HANDICAP_NB);
    CHECK(std::string(handicap_info(Handicap::LEFT_HORSE).chinese) == "让左马");
    CHECK(std::string(handicap_info(Handicap::NINE_PIECES).chinese) == "让九子");
    Handicap h = Handicap::LEFT_ROOK;
    CHECK_FALSE(handicap_from_key("left horse", &h));
    CHECK(h == Handicap::LEFT_ROOK);  // untouched on failure
}
