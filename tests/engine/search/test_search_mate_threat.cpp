// The mate-in-one threat guard of the search (Searcher::mate_in_one_threat): a side far behind
// no longer takes reverse futility or a null move when the opponent, given the move, would
// mate at once. Mates of the benchmark (tests/mate_bench.txt) whose defences run into such
// threats are found at depths where the search without the guard saw none (checked before the
// change: no mate by depth 14 for either position).
#include <doctest/doctest.h>

#include <string>

#include "search_fen.h"

using namespace xq;
using namespace xq::test;

TEST_CASE("mate threat guard / a mate in 3 is found at depth 8") {
    const BestMoveInfo best =
        search_fen_to_depth("3ak4/4a4/4b3b/p2PC3p/1N3R3/9/9/9/9/2rAK1R2 w - - 1 40", 8);
    CHECK(best.score == Score{Score::MATE, 3});
}

// A mate (in 4 or 5) by depth 13, the shortest, in 4, at depth 17. Both depths follow the
// shipped network's move order and the pruning margins, so a change to either may move them.
TEST_CASE("mate threat guard / a mate is found by depth 13, the mate in 4 by depth 17") {
    const char* fen = "9/3P1k3/9/9/p8/9/2R1N4/4r4/4A4/4K4 w - - 2 60";
    const BestMoveInfo at13 = search_fen_to_depth(fen, 13);
    CHECK(at13.score.kind == Score::MATE);
    CHECK(at13.score.value >= 4);
    CHECK(at13.score.value <= 5);
    CHECK(search_fen_to_depth(fen, 17).score == Score{Score::MATE, 4});
}
