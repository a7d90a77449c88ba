// Measures the mate-by-checks solver (search/check_mate_solver.h) on real positions: the mate
// benchmark (tests/mate_bench.txt: FEN;N;class, N the references' shortest mate) or a folder of
// mating exercises as game files (the position is the game's FEN; a game from the standard
// opening, and every game with --last-checks, is taken where the winner's last run of checks
// begins). Per position: the solver's
// verdict, its distance, nodes and time, and for the positions it mates, optionally the normal
// search's mate distance at a node budget. Prints a line per position with --verbose and the counts
// at the end (docs/mate-by-checks.md).
//   cmake --build build --target check_mates_by_checks
//   build/check_mates_by_checks --bench tests/mate_bench.txt --search-nodes 1500000
//   build/check_mates_by_checks --games DATASET/殺局_殺法_練習題 --search-nodes 1500000
#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "engine.h"
#include "formats/game_record.h"
#include "formats/iccs.h"
#include "formats/read_game_file.h"
#include "rules/rules.h"
#include "search/check_mate_solver.h"
#include "util/command_line.h"
#include "util/text.h"

using namespace xq;
namespace fs = std::filesystem;

namespace {

struct Case {
    std::string name;
    std::string fen;
    int known = 0;  // the reference distance (benchmark) or the recorded line's (games); 0: none
    bool recorded_by_checks = false;  // games: the winner's recorded moves all check to mate
};

std::string file_bytes(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

std::vector<Case> bench_cases(const std::string& path) {
    std::vector<Case> cases;
    std::ifstream in(path);
    int line_number = 0;
    for (std::string line; std::getline(in, line);) {
        ++line_number;
        if (line.empty() || line[0] == '#') continue;
        std::istringstream fields(line);
        Case c;
        std::string moves;
        std::getline(fields, c.fen, ';');
        std::getline(fields, moves, ';');
        c.name = "line " + std::to_string(line_number);
        c.known = int(parse_int(trim(moves), 0, 10000).value_or(0));  // no number: none known
        cases.push_back(c);
    }
    return cases;
}

// The exercise of a game record: its start position, or for a game from the standard opening
// (a won game), and for every game with `last_checks`, the position before the winner's last
// move, taken back over the winner's moves before it while each gives check. `known` is the number
// of the winner's moves from there when the recorded line ends in the winner's checkmate.
std::optional<Case> game_case(const GameRecord& record, const std::string& name, bool last_checks) {
    Position pos;
    if (!replay(record, pos)) return std::nullopt;
    const std::vector<Move> moves = record.moves();
    const int plies = int(moves.size());
    const bool mated = judge_game(pos).reason == EndReason::CHECKMATE;
    const Color first = pos.ply_from_fen() % 2 == 0 ? pos.side_to_move() : ~pos.side_to_move();
    auto mover = [&](int i) { return i % 2 == 0 ? first : ~first; };
    int start = 0;
    if (last_checks || record.starts_from_standard_position()) {
        if (record.result != RESULT_RED_WINS && record.result != RESULT_BLACK_WINS)
            return std::nullopt;
        const Color winner = record.result == RESULT_RED_WINS ? RED : BLACK;
        start = plies - 1;
        if (start >= 0 && mover(start) != winner) --start;
        if (start < 0) return std::nullopt;
        // state_at(i + 1) is the position after move i: in check when move i checked.
        while (start >= 2 && pos.state_at(start - 1).in_check) start -= 2;
    }
    Position at;
    at.set_fen(record.start_fen);
    for (int i = 0; i < start; ++i) at.do_move(moves[size_t(i)]);
    Case c;
    c.name = name;
    c.fen = at.fen();
    bool all_checks = true;
    for (int i = start; i < plies; i += 2) all_checks &= pos.state_at(i + 1).in_check;
    if (mated && (plies - start) % 2 == 1) {  // the side to move at `start` gave the mate
        c.known = (plies - start + 1) / 2;
        c.recorded_by_checks = all_checks;
    }
    return c;
}

std::vector<Case> game_cases(const std::string& folder, bool last_checks, int& unreadable) {
    std::vector<fs::path> files;
    for (const auto& entry : fs::recursive_directory_iterator(folder))
        if (entry.is_regular_file()) files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    std::vector<Case> cases;
    for (const fs::path& p : files) {
        const PgnReadResult read = read_game_file(file_bytes(p));
        std::optional<Case> c;
        if (read)
            c = game_case(read.record, p.lexically_relative(folder).generic_string(), last_checks);
        if (c)
            cases.push_back(*c);
        else
            ++unreadable;
    }
    return cases;
}

// The normal search's mate distance for the side to move at a node budget; 0 when it reports
// no mate for it.
int search_mate(Engine& engine, const std::string& fen, uint64_t nodes) {
    engine.new_game();
    engine.set_position(fen, std::vector<Move>{});
    BestMoveInfo best;
    engine.on_bestmove([&](const BestMoveInfo& b) { best = b; });
    SearchLimits limits;
    limits.nodes = nodes;
    engine.go(limits);
    engine.wait();
    return best.score.kind == Score::MATE && best.score.value > 0 ? best.score.value : 0;
}

const char* verdict_word(CheckMateVerdict v) {
    switch (v) {
        case CheckMateVerdict::MATE:
            return "mate";
        case CheckMateVerdict::NO_MATE:
            return "no_mate";
        case CheckMateVerdict::NODE_LIMIT:
            return "node_limit";
        case CheckMateVerdict::TOO_DEEP:
            return "too_deep";
        case CheckMateVerdict::STOPPED:
            return "stopped";
    }
    return "?";
}

}  // namespace

int main(int argc, char** argv) {
    std::string bench, games;
    uint64_t nodes = 2'000'000, search_nodes = 0;
    bool verbose = false, last_checks = false;
    const CommandLine command_line = parse_command_line(
        argc, argv, "check_mates_by_checks",
        "check_mates_by_checks: the mate-by-checks solver on the mate benchmark or on a folder "
        "of mating exercises (docs/engine.md).",
        [&](CLI::App& app) {
            auto* b = app.add_option("--bench", bench, "a mate benchmark file: FEN;N;class lines");
            auto* g = app.add_option("--games", games, "a folder of game files (PGN, XQF, ...)");
            b->excludes(g);
            app.add_option("--nodes", nodes, "the solver's node limit per position")
                ->check(check_positive)
                ->capture_default_str();
            app.add_option("--search-nodes", search_nodes,
                           "the normal search's mate at this node budget where the solver mates "
                           "(0: not run)")
                ->capture_default_str();
            app.add_flag("--last-checks", last_checks,
                         "games: every game from where the winner's last run of checks begins");
            app.add_flag("--verbose", verbose, "a line per position");
        });
    if (command_line.exit_code) return *command_line.exit_code;
    if (bench.empty() == games.empty()) {
        std::fprintf(stderr, "check_mates_by_checks: give --bench FILE or --games FOLDER\n");
        return 2;
    }
    int unreadable = 0;
    std::vector<Case> cases;
    try {
        cases = bench.empty() ? game_cases(games, last_checks, unreadable) : bench_cases(bench);
    } catch (const fs::filesystem_error& e) {
        std::fprintf(stderr, "check_mates_by_checks: %s\n", e.what());
        return 2;
    }
    if (cases.empty()) {
        std::fprintf(stderr, "check_mates_by_checks: no positions read\n");
        return 2;
    }

    Engine engine;
    engine.set_hash_mb(64);
    std::map<std::string, int> verdicts;
    int solved_known = 0, shorter_than_known = 0, equal_known = 0, known_count = 0;
    int recorded_checks = 0, recorded_checks_solved = 0;
    int search_equal = 0, search_shorter = 0, search_solver_shorter = 0;
    int search_missed = 0;
    double total_ms = 0, max_ms = 0;
    uint64_t total_nodes = 0;
    for (const Case& c : cases) {
        Position pos;
        if (!pos.set_fen(c.fen)) {
            ++unreadable;
            continue;
        }
        CheckMateLimits limits;
        limits.nodes = nodes;
        const auto start = std::chrono::steady_clock::now();
        const CheckMateResult r = solve_mate_by_checks(pos, limits);
        const double ms =
            std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                .count();
        total_ms += ms;
        max_ms = std::max(max_ms, ms);
        total_nodes += r.nodes;
        ++verdicts[verdict_word(r.verdict)];
        const bool mate = r.verdict == CheckMateVerdict::MATE;
        if (c.known) {
            ++known_count;
            if (mate) {
                ++solved_known;
                equal_known += r.moves == c.known;
                shorter_than_known += r.moves < c.known;
            }
        }
        if (c.recorded_by_checks) {
            ++recorded_checks;
            recorded_checks_solved += mate;
        }
        int searched = 0;
        if (search_nodes && mate) {
            searched = search_mate(engine, c.fen, search_nodes);
            if (searched) {
                search_equal += r.moves == searched;
                search_shorter += searched < r.moves;
                search_solver_shorter += r.moves < searched;
            } else {
                ++search_missed;
            }
        }
        if (verbose) {
            std::string line;
            for (Move m : r.line) line += (line.empty() ? "" : " ") + move_to_iccs(m);
            std::printf("%s\t%s\t%s\tmoves %d\tknown %d%s\tsearch %d\tnodes %llu\t%.1f ms\t%s\n",
                        c.name.c_str(), c.fen.c_str(), verdict_word(r.verdict), r.moves, c.known,
                        c.recorded_by_checks ? " (checks)" : "", searched,
                        (unsigned long long)r.nodes, ms, line.c_str());
        }
    }

    const size_t n = cases.size();
    std::printf("positions %zu (unreadable %d), solver node limit %llu\n", n, unreadable,
                (unsigned long long)nodes);
    for (const auto& [word, count] : verdicts) std::printf("  %-10s %d\n", word.c_str(), count);
    std::printf("known distance: %d positions; solved %d, equal %d, shorter %d\n", known_count,
                solved_known, equal_known, shorter_than_known);
    if (!games.empty())
        std::printf("recorded line all checks to mate: %d, solved %d\n", recorded_checks,
                    recorded_checks_solved);
    if (search_nodes)
        std::printf(
            "normal search at %llu nodes on the solver's mates: same distance %d, search shorter "
            "%d, solver shorter %d, search found none %d\n",
            (unsigned long long)search_nodes, search_equal, search_shorter, search_solver_shorter,
            search_missed);
    std::printf("solver time: total %.0f ms, mean %.1f ms, max %.0f ms; nodes total %llu\n",
                total_ms, total_ms / double(n), max_ms, (unsigned long long)total_nodes);
    return 0;
}
