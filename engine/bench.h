// bench: a fixed list of positions searched to a fixed depth on one thread with a fresh hash
// table. The total node count is a signature of the search: a change that leaves it alone
// does not change what the engine plays. nps is a speed figure.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace xq {

struct BenchResult {
    uint64_t nodes = 0;
    int64_t time_ms = 0;
    uint64_t nps = 0;
};

constexpr int BENCH_DEFAULT_DEPTH = 12;

const std::vector<std::string>& bench_positions();

// Which evaluation the bench searches with: the engine's default, or one named (nps costs).
enum class BenchEval { DEFAULT, HAND_MADE, NNUE };

// `progress`, if given, receives one line per position (for the console).
BenchResult run_bench(int depth = BENCH_DEFAULT_DEPTH,
                      const std::function<void(const std::string&)>& progress = {},
                      BenchEval eval = BenchEval::DEFAULT);

}  // namespace xq
