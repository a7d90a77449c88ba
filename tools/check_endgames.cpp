// Verifies the endgame collection (docs/endgames.md): the engine plays every position out
// against itself at a fixed node budget per move, one thread, and each listed result must hold
// (a win ends in Red's mate or a forced mate found; a draw ends without Red winning).
//   cmake --build build --target check_endgames && build/check_endgames
// With --keep FILE it writes the confirmed lines there (building the collection from
// candidates whose results are what the textbooks say).
// With --tables DIR it checks the endgame tables in play instead: every won position whose
// material the tables cover is played to its end by an engine with the tables (Red) against
// one without (Black), e.g. at --movetime 1000 (docs/tablebases.md).
#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "engine.h"
#include "game/endgames/endgame_check.h"
#include "game/endgames/endgame_set.h"
#include "game/files/storage.h"
#include "tb/tablebases.h"
#include "util/command_line.h"

using namespace xq;

int main(int argc, char** argv) {
    std::string file = default_endgame_path(), keep;
    EndgameCheckLimits limits;  // the budget the collection was confirmed at (docs/endgames.md)
    int only = 0;
    std::string tables_folder;
    const CommandLine command_line = parse_command_line(
        argc, argv, "check_endgames",
        "Plays every endgame of the collection out, engine against engine, and checks its "
        "listed result.",
        [&](CLI::App& cli) {
            cli.add_option("--file", file, "the collection (default: assets/endgames.txt)");
            cli.add_option("--nodes", limits.nodes, "nodes searched per move")
                ->check(CLI::Range(uint64_t(100), uint64_t(1000000000000)));
            cli.add_option("--plies", limits.max_plies, "plies played at most per position")
                ->check(CLI::Range(1, 10000));
            cli.add_option("--id", only, "only this endgame");
            cli.add_option("--keep", keep, "write the confirmed lines to this file");
            cli.add_option("--movetime", limits.movetime_ms,
                           "milliseconds per move instead of the nodes")
                ->check(CLI::Range(1, 3600000));
            cli.add_option("--tables", tables_folder,
                           "endgame tables: the covered wins, Red with them against Black "
                           "without, played to the end");
        });
    if (command_line.exit_code) return *command_line.exit_code;

    std::vector<Endgame> set;
    std::string error;
    if (!load_endgame_file(file, set, &error)) {
        std::fprintf(stderr, "%s\n", error.c_str());
        if (set.empty()) return 1;
    }
    // One thread, a small hash, no book: the play-out is deterministic at a node budget.
    const auto set_up = [](Engine& e) {
        e.set_threads(1);
        e.set_hash_mb(64);
        e.set_own_book(false);
    };
    Engine engine;
    set_up(engine);
    // With tables: Red's engine probes them, Black's (`engine`) searches alone.
    std::shared_ptr<tb::Tablebases> tables;
    std::unique_ptr<Engine> with_tables;
    if (!tables_folder.empty()) {
        tables = std::make_shared<tb::Tablebases>();
        if (tables->load_folder(tables_folder, &error) <= 0) {
            std::fprintf(stderr, "no endgame tables read from %s %s\n", tables_folder.c_str(),
                         error.c_str());
            return 1;
        }
        with_tables = std::make_unique<Engine>();
        set_up(*with_tables);
        with_tables->set_tablebases(tables);
        limits.to_the_end = true;
        limits.max_plies = 400;  // the game's own move limit ends it first
    }
    Engine& red = with_tables ? *with_tables : engine;
    int confirmed = 0, failed = 0, checked = 0;
    std::string kept;
    const auto start = std::chrono::steady_clock::now();
    for (const Endgame& e : set) {
        if (e.composition || (only && e.id != only)) continue;  // compositions: make_compositions
        if (tables) {
            Position pos;
            if (e.result != EndgameResult::RED_WINS || !pos.set_fen(e.fen) || !tables->probe(pos))
                continue;
        }
        ++checked;
        const EndgameCheck c = play_out_endgame(red, engine, e, limits);
        const bool ok = endgame_confirmed(e, c);
        (ok ? confirmed : failed)++;
        if (ok) kept += format_endgame(e) + "\n";
        std::printf("%4d %-5s %-4s %s (%s)\n", e.id,
                    e.result == EndgameResult::RED_WINS ? "win" : "draw", ok ? "ok" : "FAIL",
                    e.name_en.c_str(), c.how.c_str());
        std::fflush(stdout);
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const std::string budget = limits.movetime_ms > 0
                                   ? std::to_string(limits.movetime_ms) + " ms a move"
                                   : std::to_string(limits.nodes) + " nodes a move";
    std::printf("%d checked, %d confirmed, %d failed, %.0f s (%s, %d plies%s)\n", checked,
                confirmed, failed, seconds, budget.c_str(), limits.max_plies,
                tables ? ", Red with the endgame tables, Black without" : "");
    if (!keep.empty() && !write_file_atomic(keep, kept, &error)) {
        std::fprintf(stderr, "%s\n", error.c_str());
        return 1;
    }
    return failed ? 1 : 0;
}
