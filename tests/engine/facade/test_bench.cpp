// bench is a deterministic signature: two runs at the same depth visit the same nodes.
#include <doctest/doctest.h>

#include "bench.h"

using namespace xq;

TEST_CASE("bench at a low depth gives the same signature twice") {
    const BenchResult a = run_bench(4);
    const BenchResult b = run_bench(4);
    CHECK(a.nodes > 0);
    CHECK(a.nodes == b.nodes);
}

TEST_CASE("bench covers varied positions / all valid") {
    CHECK(bench_positions().size() >= 20);
    int reported = 0;
    run_bench(1, [&](const std::string& line) {
        CHECK(line.find("bad FEN") == std::string::npos);
        ++reported;
    });
    CHECK(reported == int(bench_positions().size()));
}
