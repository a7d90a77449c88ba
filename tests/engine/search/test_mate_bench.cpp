// The easy end of the mate benchmark (tests/mate_bench.txt, scripts/mate_bench.py): the first
// three mates in 2 and in 3 of the file are found at a fixed depth with the reference distance.
// The whole benchmark is timed and too slow for ctest; this keeps the file and the search honest.
#include <doctest/doctest.h>

#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "search_fen.h"

using namespace xq;

TEST_CASE("mate benchmark / the first mates in 2 and 3 are found with the shortest distance") {
    std::ifstream in(std::string(XQ_SOURCE_DIR) + "/tests/mate_bench.txt");
    REQUIRE(in);
    std::map<int, int> taken;
    int tested = 0;
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream fields(line);
        std::string fen, moves;
        std::getline(fields, fen, ';');
        std::getline(fields, moves, ';');
        const int n = std::stoi(moves);
        if (n < 2 || n > 3 || taken[n] >= 3) continue;
        ++taken[n];
        CAPTURE(fen);
        const BestMoveInfo best = test::search_fen_to_depth(fen, 2 * n + 10);
        CHECK(best.score == Score{Score::MATE, n});
        ++tested;
    }
    CHECK(tested == 6);
}

TEST_CASE("mate found / a clock stops the search early, a fixed time per move does not") {
    // Under a clock the time saved stays on it, so a mate proven with a margin of depth ends the
    // search. A fixed time per move cannot be saved: the search goes on (for a shorter mate),
    // which here, a mate in 2 bounded by mate distance pruning, means to the depth limit at once.
    const std::string mate_in_2 = "2bak4/4a4/8b/p1p3p1C/9/2P5r/4r1n2/B5R2/9/5K3 b - - 0 1";
    const auto last_depth = [&](const SearchLimits& limits) {
        int depth = 0;
        const BestMoveInfo best =
            test::search_fen(mate_in_2, limits, [&](const SearchInfo& i) { depth = i.depth; });
        CHECK(best.score == Score{Score::MATE, 2});
        return depth;
    };
    SearchLimits clock;
    clock.time_left_ms[BLACK] = clock.time_left_ms[RED] = 600000;
    CHECK(last_depth(clock) <= 3 + 4);
    SearchLimits movetime;
    movetime.movetime_ms = 20000;  // never reached: depth 127 comes first
    CHECK(last_depth(movetime) > 20);
}
