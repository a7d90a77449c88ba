// The correction history (search/correction.h) and the structure keys it reads
// (rules/position.h): each key follows only its own pieces, and the history's updates move later
// evaluations of the same structures in the direction the searches found, within a bound, for
// the side that searched.
#include <doctest/doctest.h>

#include <memory>

#include "formats/iccs.h"
#include "rules/position.h"
#include "search/correction.h"

using namespace xq;

namespace {

Position after(const char* moves) {
    Position pos;
    std::string list = moves;
    for (size_t at = 0; at < list.size(); at += 5) pos.do_move(iccs_to_move(list.substr(at, 4)));
    return pos;
}

// Which structure keys differ between two positions, as a bit per Structure.
unsigned changed(const Position& a, const Position& b) {
    unsigned bits = 0;
    for (int s = 0; s < STRUCTURE_NB; ++s)
        if (a.structure_key(Structure(s)) != b.structure_key(Structure(s))) bits |= 1u << s;
    return bits;
}

}  // namespace

TEST_CASE("structure keys / each move changes the key of its own structure only") {
    const Position start;
    CHECK(changed(start, after("h0g2")) == 1u << RED_MAJORS);
    CHECK(changed(start, after("h0g2 h9g7")) == (1u << RED_MAJORS | 1u << BLACK_MAJORS));
    CHECK(changed(start, after("c3c4")) == 1u << PAWN_STRUCTURE);
    CHECK(changed(start, after("c0e2")) == 1u << FORTRESS_STRUCTURE);
    CHECK(changed(start, after("e0e1")) == 1u << FORTRESS_STRUCTURE);
    // A capture changes the capturer's structure and the captured piece's: a cannon takes a
    // horse, then a cannon takes a pawn.
    CHECK(changed(start, after("h2h9")) == (1u << RED_MAJORS | 1u << BLACK_MAJORS));
    CHECK(changed(start, after("h2e2 a6a5 e2e6")) == (1u << RED_MAJORS | 1u << PAWN_STRUCTURE));
    // The same structure reached by other moves has the same key; the incremental keys agree
    // with keys computed from the board.
    CHECK(changed(after("h0g2 h9g7 c3c4"), after("c3c4 h9g7 h0g2")) == 0);
    const Position played = after("h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 h0h4 c6c5 e2e6 a9a8");
    CHECK(played.consistency_error() == "");
    Position copy;
    REQUIRE(copy.set_fen(played.fen()));
    CHECK(changed(played, copy) == 0);
}

TEST_CASE("correction history / searches above the evaluation raise it, for that side only") {
    auto history = std::make_unique<CorrectionHistory>();
    const Position red;
    Position black;
    REQUIRE(black.set_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1"));
    CHECK(history->correct(100, red) == 100);  // nothing learnt yet
    for (int i = 0; i < 50; ++i) history->update(red, 300, 100, 12);
    const Value raised = history->correct(100, red);
    CHECK(raised > 100);
    CHECK(raised <= 100 + 3 * CorrectionHistory::LIMIT / 32);  // weights 1 + 1 + 1/2 + 1/2
    CHECK(history->correct(100, black) == 100);
    // With a horse of each side moved only the pawn and fortress entries are shared; with a
    // pawn, an elephant and a horse moved, nothing.
    CHECK(history->correct(100, after("h0g2 h9g7")) < raised);
    CHECK(history->correct(100, after("h0g2 h9g7")) > 100);
    CHECK(history->correct(100, after("c3c4 h9g7 c0e2 g6g5 h0g2 g5g4")) == 100);
    // Searches below the evaluation pull it back down, and further.
    for (int i = 0; i < 100; ++i) history->update(red, -300, 100, 12);
    CHECK(history->correct(100, red) < 100);
    history->clear();
    CHECK(history->correct(100, red) == 100);
}

TEST_CASE("correction history / a corrected evaluation never reaches a mate score") {
    auto history = std::make_unique<CorrectionHistory>();
    const Position pos;
    for (int i = 0; i < 50; ++i) history->update(pos, 3000, 0, 30);
    CHECK_FALSE(is_mate_score(history->correct(VALUE_MATE_IN_MAX_PLY - 2, pos)));
}
