// The easy end of the mate benchmark (tests/mate_bench.txt, scripts/mate_bench.py): the first
// two mates in 1, 2 and 3 of the file are found at a fixed depth with the reference distance.
// The whole benchmark is timed and too slow for ctest; this keeps the file and the search honest.
#include <doctest/doctest.h>

#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "search_fen.h"

using namespace xq;

TEST_CASE("mate benchmark / the first mates in 1 to 3 are found with the shortest distance") {
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
        if (n > 3 || taken[n] >= 2) continue;
        ++taken[n];
        CAPTURE(fen);
        const BestMoveInfo best = test::search_fen_to_depth(fen, 2 * n + 10);
        CHECK(best.score == Score{Score::MATE, n});
        ++tested;
    }
    CHECK(tested == 6);
}
