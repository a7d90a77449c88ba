// Times repetition_verdict (engine/rules/rules.h) in the cases the search meets.
//   cmake --build build --target bench_repetition && build/bench_repetition
#include <chrono>
#include <cstdio>
#include <sstream>
#include <string>

#include "formats/iccs.h"
#include "rules/position.h"
#include "rules/rules.h"
#include "util/command_line.h"

using namespace xq;

namespace {

Position played(const char* fen, const char* moves) {
    Position pos;
    pos.set_fen(fen);
    std::istringstream in(moves);
    std::string m;
    while (in >> m) pos.do_move(iccs_to_move(m));
    return pos;
}

void time_it(const char* label, Position pos, int calls) {
    int sum = 0;
    const auto t0 = std::chrono::steady_clock::now();
    for (int i = 0; i < calls; ++i) sum += int(repetition_verdict(pos));
    const auto t1 = std::chrono::steady_clock::now();
    std::printf("%-40s %8.1f ns/call (verdict %d)\n", label,
                std::chrono::duration<double, std::nano>(t1 - t0).count() / calls, sum / calls);
}

}  // namespace

int main(int argc, char** argv) {
    const CommandLine command_line = parse_command_line(
        argc, argv, "bench_repetition",
        "bench_repetition: nanoseconds per repetition_verdict call in the cases the "
        "search meets (engine/rules/rules.h).",
        [](CLI::App&) {});
    if (command_line.exit_code) return *command_line.exit_code;
    time_it(
        "no repetition, 14 quiet plies",
        played(START_FEN, "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b0c2 c6c5 c2d4 b7b5 h0h6 a9b9 b2b6 h7h8"),
        2000000);
    time_it("perpetual check, 4-ply cycle",
            played("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1", "a0a9 e9e8 a9a8 e8e9 a8a9 e9e8"), 2000000);
    time_it("perpetual chase, 4-ply cycle",
            played("3k5/9/2n6/9/2R6/9/9/9/9/4K4 b - - 0 1", "c7a8 c5a5 a8c7 a5c5"), 200000);
    time_it("quiet cycle from the start, 4 plies", played(START_FEN, "h0g2 h9g7 g2h0 g7h9"),
            200000);
}
