// The last report of a search carries the move that will be played and its value, also when a
// node limit stops the search inside an iteration: a mate proven by the first move of an
// unfinished iteration used to be played but never shown (the mate benchmark,
// scripts/mate_bench.py, reads the last reported score).
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "search_fen.h"
#include "sweep.h"

using namespace xq;

namespace {

struct LastReport {
    BestMoveInfo best;
    SearchInfo last;
    int reports = 0;
};

LastReport search_nodes(const std::string& fen, uint64_t nodes) {
    LastReport r;
    SearchLimits limits;
    limits.nodes = nodes;
    r.best = test::search_fen(fen, limits, [&](const SearchInfo& i) {
        r.last = i;
        ++r.reports;
    });
    return r;
}

}  // namespace

TEST_CASE("last report / a node limit inside an iteration still reports the value played") {
    const char* fens[] = {
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2B1NC1/9/RN1AKA2R w - - 0 1",
        "2b1kab2/4a4/4c4/p3R4/6p2/4P3P/P5P2/6n2/5r3/3K5 b - - 5 43",
        "3ak4/4a4/4bcR2/3N5/9/P8/4P4/4B4/9/3AKAB2 w - - 13 55",
        "4ka3/3Pa4/5n2R/2N4P1/9/9/9/3AB4/4A4/2B1K4 w - - 17 71",
    };
    int index = 0;
    for (const std::string fen : fens)
        for (uint64_t nodes : {3000u, 17000u, 41000u, 90000u}) {
            if (!test::sweep_takes(index++)) continue;
            CAPTURE(fen);
            CAPTURE(nodes);
            const LastReport r = search_nodes(fen, nodes);
            REQUIRE(r.reports > 0);
            REQUIRE(!r.last.pv.empty());
            CHECK(r.last.pv[0] == r.best.best);
            CHECK(r.last.score == r.best.score);
        }
}
