// `xiangqi-engine perft`: the move generator's leaf counts, with the time they took.
#include "rules/perft.h"

#include <chrono>
#include <cstdio>

#include "cli/commands.h"
#include "formats/iccs.h"

namespace xq {

int perft_command(const PerftArgs& args) {
    Position pos;
    std::string error;
    if (!pos.set_fen(args.fen, &error)) return input_error("bad FEN: " + error);
    const auto start = std::chrono::steady_clock::now();
    uint64_t nodes = 0;
    if (args.divide) {
        for (auto& [move, n] : perft_divide(pos, args.depth)) {
            std::printf("%s: %llu\n", move_to_iccs(move).c_str(), (unsigned long long)n);
            nodes += n;
        }
    } else {
        nodes = perft(pos, args.depth);
    }
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                        std::chrono::steady_clock::now() - start)
                        .count();
    std::printf("nodes %llu time %lld nps %llu\n", (unsigned long long)nodes, (long long)ms,
                (unsigned long long)(nodes * 1000 / uint64_t(ms > 0 ? ms : 1)));
    return 0;
}

}  // namespace xq
