// The correction history (search/correction.h): its structure keys follow only the pawns and
// the fortresses, and its updates move later evaluations of the same structure in the
// direction the searches found, within a bound, for the side that searched.
#include <doctest/doctest.h>

#include <memory>

#include "formats/iccs.h"
#include "rules/position.h"
#include "search/correction.h"

using namespace xq;

namespace {

StructureKeys keys_after(const char* moves) {
    Position pos;
    std::string list = moves;
    for (size_t at = 0; at < list.size(); at += 5) pos.do_move(iccs_to_move(list.substr(at, 4)));
    return structure_keys(pos);
}

}  // namespace

TEST_CASE("correction keys / pawn moves change the pawn key, fortress moves the fortress key") {
    const StructureKeys start = structure_keys(Position());
    const StructureKeys horse = keys_after("h0g2");  // neither structure
    CHECK(horse.pawns == start.pawns);
    CHECK(horse.fortresses == start.fortresses);
    const StructureKeys pawn = keys_after("c3c4");
    CHECK(pawn.pawns != start.pawns);
    CHECK(pawn.fortresses == start.fortresses);
    const StructureKeys elephant = keys_after("c0e2");
    CHECK(elephant.pawns == start.pawns);
    CHECK(elephant.fortresses != start.fortresses);
    // The same structure reached by other moves has the same keys.
    CHECK(keys_after("h0g2 h9g7 c3c4").pawns == keys_after("c3c4 h9g7 h0g2").pawns);
}

TEST_CASE("correction history / searches above the evaluation raise it, for that side only") {
    auto history = std::make_unique<CorrectionHistory>();
    const StructureKeys k = structure_keys(Position());
    CHECK(history->correct(100, RED, k) == 100);  // nothing learnt yet
    for (int i = 0; i < 50; ++i) history->update(RED, k, 300, 100, 12);
    const Value raised = history->correct(100, RED, k);
    CHECK(raised > 100);
    CHECK(raised <= 100 + 2 * CorrectionHistory::LIMIT / 32);  // two tables, each bounded
    CHECK(history->correct(100, BLACK, k) == 100);
    // Other pawns share only the fortress entry; other pawns and fortresses share nothing.
    const Value pawns_moved = history->correct(100, RED, keys_after("c3c4"));
    CHECK(pawns_moved > 100);
    CHECK(pawns_moved < raised);
    CHECK(history->correct(100, RED, keys_after("c3c4 h9g7 c0e2")) == 100);
    // Searches below the evaluation pull it back down, and further.
    for (int i = 0; i < 100; ++i) history->update(RED, k, -300, 100, 12);
    CHECK(history->correct(100, RED, k) < 100);
    history->clear();
    CHECK(history->correct(100, RED, k) == 100);
}

TEST_CASE("correction history / a corrected evaluation never reaches a mate score") {
    auto history = std::make_unique<CorrectionHistory>();
    const StructureKeys k = structure_keys(Position());
    for (int i = 0; i < 50; ++i) history->update(RED, k, 3000, 0, 30);
    CHECK_FALSE(is_mate_score(history->correct(VALUE_MATE_IN_MAX_PLY - 2, RED, k)));
}
