// xiangqi-engine: the console program. With no arguments it speaks UCCI or UCI on
// stdin/stdout (the first command, `ucci` or `uci`, decides). Subcommands: perft, bench, judge.
#include <chrono>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <string>

#include "bench.h"
#include "cli/judge.h"
#include "engine.h"
#include "formats/iccs.h"
#include "protocol/protocol.h"
#include "rules/perft.h"
#include "rules/position.h"

using namespace xq;

namespace xq {
int review_command(int argc, char** argv);  // review.cpp
}

namespace {

constexpr const char* USAGE =
    "usage: xiangqi-engine                 speak UCCI or UCI on stdin/stdout\n"
    "       xiangqi-engine perft <depth> [--fen \"<FEN>\"] [--divide]\n"
    "       xiangqi-engine bench [depth] [nnue|hce]   search the bench positions; the node count\n"
    "                                      is a signature (default evaluation unless named)\n"
    "       xiangqi-engine judge --fen \"<FEN>\" [--moves m1 m2 ...]   the referee's ruling\n"
    "       xiangqi-engine review [--movetime MS] [--threads N] [--depth N] FILE.pgn|.xqf\n"
    "                                      annotated game on stdout (docs/review.md)\n"
    "       xiangqi-engine --help\n"
    "\n"
    "The first protocol command picks the dialect: 'ucci' (UCCI 3.0, times in milliseconds unless\n"
    "'setoption usemillisec false') or 'uci' (UCI as Pikafish). See docs/protocol.md.\n";

int usage(int code) {
    std::fputs(USAGE, code == 0 ? stdout : stderr);
    return code;
}

int run_perft(int argc, char** argv) {
    if (argc < 3) return usage(2);
    char* end = nullptr;
    long depth = std::strtol(argv[2], &end, 10);
    if (*end || depth < 1 || depth > 12) {
        std::fprintf(stderr, "error: depth must be a number from 1 to 12, not '%s'\n", argv[2]);
        return 2;
    }
    std::string fen = START_FEN;
    bool divide = false;
    for (int i = 3; i < argc; ++i) {
        if (!std::strcmp(argv[i], "--divide")) {
            divide = true;
        } else if (!std::strcmp(argv[i], "--fen") && i + 1 < argc) {
            fen = argv[++i];
        } else {
            std::fprintf(stderr, "error: unknown argument '%s'\n", argv[i]);
            return usage(2);
        }
    }
    Position pos;
    std::string error;
    if (!pos.set_fen(fen, &error)) {
        std::fprintf(stderr, "error: bad FEN: %s\n", error.c_str());
        return 2;
    }
    auto start = std::chrono::steady_clock::now();
    uint64_t nodes = 0;
    if (divide) {
        for (auto& [move, n] : perft_divide(pos, int(depth))) {
            std::printf("%s: %llu\n", move_to_iccs(move).c_str(), (unsigned long long)n);
            nodes += n;
        }
    } else {
        nodes = perft(pos, int(depth));
    }
    auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                  std::chrono::steady_clock::now() - start)
                  .count();
    std::printf("nodes %llu time %lld nps %llu\n", (unsigned long long)nodes, (long long)ms,
                (unsigned long long)(nodes * 1000 / (ms > 0 ? ms : 1)));
    return 0;
}

int bench_command(int argc, char** argv) {
    int depth = BENCH_DEFAULT_DEPTH;
    if (argc >= 3) {
        char* end = nullptr;
        long d = std::strtol(argv[2], &end, 10);
        if (*end || d < 1 || d > 64) {
            std::fprintf(stderr, "error: bench depth must be a number from 1 to 64, not '%s'\n",
                         argv[2]);
            return 2;
        }
        depth = int(d);
    }
    BenchEval eval = BenchEval::DEFAULT;
    if (argc >= 4 && !std::strcmp(argv[3], "nnue")) eval = BenchEval::NNUE;
    if (argc >= 4 && !std::strcmp(argv[3], "hce")) eval = BenchEval::HAND_MADE;
    if (argc > 4 || (argc == 4 && eval == BenchEval::DEFAULT)) {
        std::fprintf(stderr, "error: unknown argument '%s'\n", argv[argc - 1]);
        return usage(2);
    }
    BenchResult r = run_bench(
        depth, [](const std::string& line) { std::printf("%s\n", line.c_str()); }, eval);
    if (r.nodes == 0) return 1;
    std::printf("nodes %llu time %lld nps %llu\n", (unsigned long long)r.nodes,
                (long long)r.time_ms, (unsigned long long)r.nps);
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc >= 2) {
        if (!std::strcmp(argv[1], "perft")) return run_perft(argc, argv);
        if (!std::strcmp(argv[1], "bench")) return bench_command(argc, argv);
        if (!std::strcmp(argv[1], "judge")) return judge_command(argc, argv);
        if (!std::strcmp(argv[1], "review")) return review_command(argc, argv);
        if (!std::strcmp(argv[1], "--help") || !std::strcmp(argv[1], "-h")) return usage(0);
        std::fprintf(stderr, "error: unknown command '%s'\n", argv[1]);
        return usage(2);
    }
    std::ios::sync_with_stdio(false);
    Engine engine;
    ProtocolLoop loop(engine, std::cin, std::cout);
    loop.run();
    return 0;
}
