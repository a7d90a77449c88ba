// `xiangqi-engine bench`: engine/bench.h on the console, one line per position, then the total.
#include <cstdio>
#include <string>

#include "cli/commands.h"

namespace xq {

int bench_command(const BenchArgs& args) {
    const BenchResult r = run_bench(
        args.depth, [](const std::string& line) { std::printf("%s\n", line.c_str()); }, args.eval);
    if (r.nodes == 0) return 1;
    std::printf("nodes %llu time %lld nps %llu\n", (unsigned long long)r.nodes,
                (long long)r.time_ms, (unsigned long long)r.nps);
    return 0;
}

}  // namespace xq
