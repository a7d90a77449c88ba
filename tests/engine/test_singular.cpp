// Singular extension of the hash move (search.cpp): the excluded-move search must leave the
// node's result intact, and the extension must reach the mates it exists for. Both positions
// are from tests/mate_bench.txt; without the extension the search needs depth 15 for each
// (measured on the branch `hist` before it was added), with it depth 13.
#include <doctest/doctest.h>

#include <string>

#include "search_fen.h"

using namespace xq;

TEST_CASE("singular extension / forced mates are found two plies earlier with the right distance") {
    const struct {
        const char* fen;
        int mate;
    } cases[] = {
        {"2b1ka3/4a4/4b4/1R7/9/9/3r5/B5p2/3p5/4K4 b - - 20 62", 4},
        {"3a5/5k3/5r3/9/5R3/6B2/9/9/4A4/3KC4 w - - 17 93", 6},
    };
    for (const auto& c : cases) {
        CAPTURE(c.fen);
        const BestMoveInfo best = test::search_fen_to_depth(c.fen, 13);
        CHECK(best.score == Score{Score::MATE, c.mate});
    }
}
