// Self-play data for evaluation tuning and network training: plays games [first, first+games)
// of a seed and appends every quiet position as "FEN;result;score" (result 1/0.5/0 and score in
// centipawns, both from Red's view). Resumable: run the same command again after a stop or a
// crash. Ctrl-C stops after the games already written. docs/tuning.md has the recipe.
//   cmake --build build --target selfplay
//   nice -n 10 build/selfplay --out /tmp/sp-1.txt --seed 1 --games 20000 --threads 2
#include <CLI/CLI.hpp>
#include <atomic>
#include <csignal>
#include <cstdio>
#include <string>

#include "selfplay_gen.h"
#include "util/command_line.h"

using namespace xq;

namespace {

std::atomic<bool> g_stop{false};

void on_signal(int) {
    g_stop.store(true);
}

}  // namespace

int main(int argc, char** argv) {
    SelfplayOptions o;
    std::string out;
    const CommandLine command_line = parse_command_line(
        argc, argv, "selfplay",
        "selfplay: self-play games for tuning and network training, resumable "
        "(docs/tuning.md).",
        [&](CLI::App& cli) {
            cli.option_defaults()->always_capture_default();
            cli.add_option("--out", out, "the data file, appended to; run again to resume")
                ->required();
            cli.add_option("--seed", o.seed, "the games' random seed");
            cli.add_option("--first", o.first_game, "the first game of the range");
            cli.add_option("--games", o.games, "games in the range");
            cli.add_option("--nodes", o.nodes, "nodes per move")->check(check_positive, "POSITIVE");
            cli.add_option("--threads", o.threads, "games played at once")
                ->check(check_positive, "POSITIVE");
            cli.add_option("--hash", o.hash_mb, "hash table MB per game")
                ->check(check_non_negative, "NONNEGATIVE");
            cli.add_option("--max-start-score", o.max_start_score,
                           "centipawns: random starts scored beyond this are replaced")
                ->check(check_non_negative, "NONNEGATIVE");
            cli.add_option("--adjudicate", o.adjudicate_score,
                           "centipawns: a score beyond this for the same side ...")
                ->check(check_non_negative, "NONNEGATIVE");
            cli.add_option("--adjudicate-plies", o.adjudicate_plies,
                           "... in this many plies in a row wins the game")
                ->check(check_non_negative, "NONNEGATIVE");
            cli.add_option("--max-plies", o.max_plies,
                           "a game this long (after the random start) is a draw")
                ->check(check_non_negative, "NONNEGATIVE");
            cli.add_option(
                "--eval", o.eval,
                "the evaluation that plays: a network file, or hce for the hand-made one "
                "(default: the engine's own)");
        });
    if (command_line.exit_code) return *command_line.exit_code;
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
