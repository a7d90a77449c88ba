// xiangqi-engine: the console program. Subcommands: perft (more come with the protocols).
#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>

#include "iccs.h"
#include "perft.h"
#include "position.h"

using namespace xq;

namespace {

int usage() {
    std::fprintf(stderr, "usage: xiangqi-engine perft <depth> [--fen \"<FEN>\"] [--divide]\n");
    return 2;
}

int run_perft(int argc, char** argv) {
    if (argc < 3) return usage();
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
            return usage();
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
    auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start).count();
    std::printf("nodes %llu time %lld nps %llu\n", (unsigned long long)nodes, (long long)ms,
                (unsigned long long)(nodes * 1000 / (ms > 0 ? ms : 1)));
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc >= 2 && !std::strcmp(argv[1], "perft")) return run_perft(argc, argv);
    return usage();
}
