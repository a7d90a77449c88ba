// Singular extension of the hash move (search.cpp) must reach the mates it exists for. The
// position is from tests/mate_bench.txt (mate in 6, quiet moves). With the extension the search
// reports the shortest mate from depth 9. Without it (main 90ba0c1, before it was added) it
// reports mate in 9 at depth 12 and needs depth 19 for mate in 6; this test fails there, and
// fails on this build with the extension's minimum depth raised out of reach.
#include <doctest/doctest.h>

#include "search_fen.h"

using namespace xq;

TEST_CASE("singular extension / a forced mate is found at its shortest distance by depth 12") {
    const char* fen = "3R1a3/9/4k4/3N5/6b2/9/7nP/4B4/4A4/2BA1K3 w - - 3 54";
    const BestMoveInfo best = test::search_fen_to_depth(fen, 12);
    CHECK(best.score == Score{Score::MATE, 6});
}
