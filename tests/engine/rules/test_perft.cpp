#include <doctest/doctest.h>

#include <string>

#include "formats/iccs.h"
#include "perft_vectors.h"
#include "rules/perft.h"
#include "rules/position.h"

using namespace xq;

TEST_CASE("perft matches every reference vector to depth 4") {
    for (const auto& v : perft_vectors()) {
        Position pos;
        std::string error;
        REQUIRE_MESSAGE(pos.set_fen(v.fen, &error), error);
        for (size_t d = 1; d <= v.counts.size(); ++d) {
            CAPTURE(v.fen);
            CAPTURE(d);
            CHECK(perft(pos, int(d)) == v.counts[d - 1]);
        }
        CHECK(pos.consistency_error() == "");
    }
}

TEST_CASE("perft divide sums to perft and lists each legal root move once") {
    Position pos;
    auto divide = perft_divide(pos, 3);
    CHECK(divide.size() == 44);
    uint64_t total = 0;
    for (auto& [m, n] : divide) total += n;
    CHECK(total == 79666);
    bool found = false;
    for (auto& [m, n] : divide)
        if (move_to_iccs(m) == "h2e2") found = true;
    CHECK(found);
}
