// Self-play data for evaluation tuning and network training: plays games [first, first+games)
// of a seed and appends every quiet position as "FEN;result;score" (result 1/0.5/0 and score in
// centipawns, both from Red's view). Resumable: run the same command again after a stop or a
// crash. Ctrl-C stops after the games already written. docs/tuning.md has the recipe.
//   cmake --build build --target selfplay
//   nice -n 10 build/selfplay --out /tmp/sp-1.txt --seed 1 --games 20000 --threads 2
#include <atomic>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "selfplay_gen.h"

using namespace xq;

namespace {

std::atomic<bool> g_stop{false};

void on_signal(int) {
    g_stop.store(true);
}

int usage() {
    std::fprintf(stderr,
                 "usage: selfplay --out FILE [--seed S] [--first I] [--games N] [--nodes N]\n"
                 "                [--threads T] [--hash MB] [--max-start-score CP]\n"
                 "                [--adjudicate CP] [--adjudicate-plies N] [--max-plies N]\n"
                 "                [--eval NETWORK_FILE|hce]\n");
    return 2;
}

bool parse_u64(const char* s, uint64_t& v) {
    char* end = nullptr;
    v = std::strtoull(s, &end, 10);
    return *s && *end == 0 && *s != '-';
}

}  // namespace

int main(int argc, char** argv) {
    SelfplayOptions o;
    std::string out;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "-h" || a == "--help") return usage();
        if (i + 1 >= argc) {
            std::fprintf(stderr, "selfplay: %s needs a value\n", a.c_str());
            return usage();
        }
        const char* val = argv[++i];
        uint64_t v = 0;
        if (a == "--out") {
            out = val;
            continue;
        }
        if (a == "--eval") {
            o.eval = val;
            continue;
        }
        if (!parse_u64(val, v)) {
            std::fprintf(stderr, "selfplay: %s wants a non-negative number, not '%s'\n", a.c_str(),
                         val);
            return 2;
        }
        if (a == "--seed")
            o.seed = v;
        else if (a == "--first")
            o.first_game = v;
        else if (a == "--games")
            o.games = v;
        else if (a == "--nodes")
            o.nodes = v;
        else if (a == "--threads")
            o.threads = int(v);
        else if (a == "--hash")
            o.hash_mb = int(v);
        else if (a == "--max-start-score")
            o.max_start_score = int(v);
        else if (a == "--adjudicate")
            o.adjudicate_score = int(v);
        else if (a == "--adjudicate-plies")
            o.adjudicate_plies = int(v);
        else if (a == "--max-plies")
            o.max_plies = int(v);
        else {
            std::fprintf(stderr, "selfplay: unknown option %s\n", a.c_str());
            return usage();
        }
    }
    if (out.empty()) return usage();
    std::signal(SIGINT, on_signal);
    std::signal(SIGTERM, on_signal);
    const SelfplayRun run = run_selfplay(o, out, &g_stop, [](const SelfplayProgress& p) {
        const double hours = p.seconds / 3600;
        std::fprintf(stderr, "\rgames %llu  positions %llu  next %llu  %.0f positions/hour   ",
                     (unsigned long long)p.games_written, (unsigned long long)p.positions_written,
                     (unsigned long long)p.next_game,
                     hours > 0 ? double(p.positions_written) / hours : 0.0);
    });
    if (run.progress.games_written) std::fprintf(stderr, "\n");
    if (!run.ok) {
        std::fprintf(stderr, "selfplay: %s\n", run.error.c_str());
        return 1;
    }
    std::fprintf(stderr, "%s at game %llu (%llu games, %llu positions, %.0f s in this run)\n",
                 run.finished ? "range complete" : "stopped; run again to resume",
                 (unsigned long long)run.progress.next_game,
                 (unsigned long long)run.progress.games_written,
                 (unsigned long long)run.progress.positions_written, run.progress.seconds);
    return 0;
}
