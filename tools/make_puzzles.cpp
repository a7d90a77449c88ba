// Makes puzzles (assets/puzzles.txt) from positions of games: a puzzle is a position with one
// clearly winning move (or one move that holds a lost-looking position), found by MultiPV search
// and confirmed by a deeper one; its grade is measured (puzzle_grade.h, docs/puzzles.md).
//   cmake --build build --target make_puzzles
//   build/make_puzzles --seed 1 < SELFPLAY.txt > puzzles.txt
// (the shipped set's input and arguments: docs/puzzles.md)
// Input on stdin, one position a line: "FEN;result;score" (the self-play data: score in
// centipawns from Red's view) or a bare FEN; `--pgn FILE` (repeatable) adds every position of
// a game (the player's own games later). Same input and arguments give the same output, bit
// for bit: candidates are sampled by a seeded RNG and every search is to a fixed depth, on one
// thread, after clearing the hash table.
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <climits>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <map>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "formats/pgn.h"
#include "puzzle_extend.h"
#include "puzzle_grade.h"
#include "puzzle_maker.h"
#include "puzzle_maker_cli.h"
#include "rules/movegen.h"
#include "util/command_line.h"
#include "util/text.h"

using namespace xq;

namespace {

struct Options {
    uint64_t seed = 1;
    double sample = 0.05;      // share of input positions looked at
    int count = 600;           // stop after this many puzzles
    PuzzleMakerOptions maker;  // depths and thresholds
    int min_score = 150;       // input score (side to move's view) below this: skipped
    // Blunder mode: a game position within +-max_score, then one seeded-random legal move of
    // the side to move; the opponent's position is the candidate (self-play engines rarely
    // blunder, so their own positions give few puzzles: docs/puzzles.md).
    bool blunders = true;
    // At most this many puzzles of one grade, or of one theme (the mates count as one): a random
    // blunder mostly allows a mate in one or a free piece; 0 = no limit. Numbers, not shares of
    // --count, so that a run with a smaller --count makes the first lines of a longer one.
    int grade_cap = 0;
    int theme_cap = 0;
    int first_id = 1;
    int max_score = 200;
    std::vector<std::string> pgn_files;
    // A puzzle file this run adds to: its positions are not made again and its puzzles count
    // toward the caps (puzzle_extend.h).
    std::string extend;
};

// A uniform double in [0, 1) from the engine of the standard (fully specified, unlike the
// distributions, so the sample is the same with every library).
double uniform(std::mt19937_64& rng) {
    return double(rng() >> 11) * (1.0 / 9007199254740992.0);
}

// "FEN;result;score" or a bare FEN. Returns false for lines that are neither.
bool parse_candidate(const std::string& line, std::string& fen, bool& has_score, int& score) {
    const size_t semi = line.find(';');
    fen = line.substr(0, semi);
    while (!fen.empty() && (fen.back() == '\r' || fen.back() == ' ')) fen.pop_back();
    if (fen.find('/') == std::string::npos) return false;
    has_score = false;
    if (semi != std::string::npos) {
        const size_t semi2 = line.find(';', semi + 1);
        if (semi2 != std::string::npos) {
            // A third field that is not a number is no score.
            const size_t end = line.find(';', semi2 + 1);
            const std::optional<int64_t> n = parse_int(
                trim(std::string_view(line).substr(semi2 + 1, end - semi2 - 1)), -100000, 100000);
            has_score = n.has_value();
            score = int(n.value_or(0));
        }
    }
    return true;
}

// The puzzle file --extend names: its positions and counts into `known`; false (with the
// reason on stderr) when it cannot be read or --first-id is not above its ids.
bool read_extended_file(const Options& o, KnownPuzzles& known) {
    if (o.extend.empty()) return true;
    std::ifstream in(o.extend, std::ios::binary);
    std::string error = "cannot read the file";
    if (!in || !read_known_puzzles(in, known, error)) {
        std::fprintf(stderr, "make_puzzles: %s: %s\n", o.extend.c_str(), error.c_str());
        return false;
    }
    if (o.first_id <= known.last_id) {
        std::fprintf(stderr, "make_puzzles: --first-id %d: %s has ids up to %d\n", o.first_id,
                     o.extend.c_str(), known.last_id);
        return false;
    }
    return true;
}

// The candidate positions of stdin's lines and the --pgn games, one per placement and side
// and none the extended file has, in a seeded shuffle.
std::vector<PuzzleCandidate> gather_candidates(const Options& o, const KnownPuzzles& known,
                                               std::mt19937_64& rng) {
    std::vector<PuzzleCandidate> candidates;
    // The positions already made (the extended file's) and the candidates so far.
    std::set<std::string> seen = known.boards;
    auto add = [&](const std::string& fen) {
        PuzzleCandidate c{fen};
        if (o.blunders) {
            Position pos;
            if (!pos.set_fen(fen)) return;
            MoveList moves;
            generate_legal(pos, moves);
            if (moves.size() == 0) return;
            const Move m = moves.moves[rng() % uint64_t(moves.size())];
            pos.do_move(m);
            c = {pos.fen(), to_sq(m)};
        }
        // One puzzle per placement and side: the clocks do not make another puzzle.
        if (seen.insert(puzzle_board_key(c.fen)).second) candidates.push_back(c);
    };
    size_t read = 0;
    if (o.pgn_files.empty() || !isatty(0)) {
        for (std::string line; std::getline(std::cin, line);) {
            std::string fen;
            bool has_score = false;
            int score = 0;
            if (!parse_candidate(line, fen, has_score, score)) continue;
            ++read;
            if (uniform(rng) >= o.sample) continue;  // drawn for every line: same sample
            if (has_score) {
                const bool black = fen.find(" b") != std::string::npos;
                const int ours = black ? -score : score;
                if (o.blunders ? std::abs(ours) > o.max_score : ours < o.min_score) continue;
            }
            add(fen);
        }
    }
    for (const std::string& path : o.pgn_files) {
        std::ifstream in(path, std::ios::binary);
        std::stringstream text;
        text << in.rdbuf();
        const PgnReadResult r = read_pgn(text.str());
        if (!in || !r) {
            std::fprintf(stderr, "make_puzzles: %s: %s\n", path.c_str(),
                         in ? r.error.c_str() : "cannot read the file");
            continue;
        }
        Position pos;
        pos.set_fen(r.record.start_fen);
        for (Move m : r.record.moves()) {
            pos.do_move(m);
            ++read;
            add(pos.fen());
        }
    }
    // The order of work: a seeded shuffle (Fisher-Yates on the raw engine output).
    for (size_t i = candidates.size(); i > 1; --i)
        std::swap(candidates[i - 1], candidates[rng() % i]);
    std::fprintf(stderr, "make_puzzles: %zu positions read, %zu candidates\n", read,
                 candidates.size());
    return candidates;
}

// The output's comment lines: the options that made it.
void print_header(const Options& o, const KnownPuzzles& known) {
    std::printf("# Xiangqi puzzles made by tools/make_puzzles.cpp (format: docs/puzzles.md)\n");
    std::printf(
        "# --seed %llu --sample %g --blunders %d --min-score %d --max-score %d "
        "--quick-depth %d --confirm-depth %d --winning %g --gap %g\n",
        (unsigned long long)o.seed, o.sample, int(o.blunders), o.min_score, o.max_score,
        o.maker.quick_depth, o.maker.confirm_depth, o.maker.winning, o.maker.gap);
    std::printf("# --grade-cap %d --theme-cap %d --first-id %d\n", o.grade_cap, o.theme_cap,
                o.first_id);
    if (!o.extend.empty())
        std::printf("# --extend %s (%zu puzzles)\n", o.extend.c_str(), known.boards.size());
    std::fflush(stdout);
}

// Puzzles from the candidates in order, each printed when made, until --count, within the
// grade and theme caps; the reasons for the rest counted on stderr.
void make_puzzles(const Options& o, const KnownPuzzles& known,
                  const std::vector<PuzzleCandidate>& candidates) {
    PuzzleMaker maker(o.maker);
    std::map<std::string, int> rejected;
    int made = 0;
    std::map<int, int> per_grade = known.per_grade;
    std::map<std::string, int> per_theme = known.per_family;
    const int grade_cap = o.grade_cap ? o.grade_cap : INT_MAX;
    const int theme_cap = o.theme_cap ? o.theme_cap : INT_MAX;
    size_t tried = 0;
    for (const PuzzleCandidate& c : candidates) {
        if (made >= o.count) break;
        ++tried;
        std::set<std::string> full;
        if (per_grade[1] >= grade_cap) full.insert("grade 1");
        for (const char* family : {"mate", "defence"})
            if (per_theme[family] >= theme_cap) full.insert(family);
        maker.set_full(full);
        MadePuzzle p;
        std::string why;
        if (!maker.make(c, p, why)) {
            ++rejected[why];
            continue;
        }
        const std::string family = puzzle_theme_family(p.theme);
        if (per_grade[p.grade] >= grade_cap) {
            ++rejected["grade " + std::to_string(p.grade) + " full"];
            continue;
        }
        if (per_theme[family] >= theme_cap) {
            ++rejected[family + " full"];
            continue;
        }
        ++per_grade[p.grade];
        ++per_theme[family];
        const int id = o.first_id + made;
        ++made;
        std::printf("%s\n", puzzle_line(id, p).c_str());
        std::fflush(stdout);
        std::fprintf(stderr, "make_puzzles: %s\n", measure_text(id, p).c_str());
        if (made % 10 == 0)
            std::fprintf(stderr, "make_puzzles: %d puzzles from %zu\n", made, tried);
    }
    std::fprintf(stderr, "make_puzzles: %d puzzles from %zu candidates;", made, tried);
    for (const auto& [why, n] : rejected) std::fprintf(stderr, " %s %d", why.c_str(), n);
    std::fprintf(stderr, "\n");
}

}  // namespace

int main(int argc, char** argv) {
    Options o;
    const CommandLine command_line = parse_command_line(
        argc, argv, "make_puzzles",
        "make_puzzles: puzzles from game positions read on stdin (\"FEN;result;score\" or "
        "FEN lines) and --pgn files, written to stdout (docs/puzzles.md).",
        [&](CLI::App& cli) {
            cli.option_defaults()->always_capture_default();
            cli.add_option("--seed", o.seed, "the seed of the sample and of the blunder moves");
            cli.add_option("--sample", o.sample, "the share of the input positions looked at")
                ->check(CLI::Range(0.0, 1.0));
            cli.add_option("--count", o.count, "stop after this many puzzles")
                ->check(check_non_negative, "NONNEGATIVE");
            add_puzzle_maker_options(cli, o.maker);
            cli.add_option("--min-score", o.min_score,
                           "centipawns, side to move: input positions scored below are skipped");
            cli.add_option("--max-score", o.max_score,
                           "with --blunders 1: positions scored beyond +-this are skipped");
            cli.add_option(
                   "--blunders", o.blunders,
                   "1: play a random move first and look for the punishment; 0: the position "
                   "itself")
                ->check(CLI::Range(0, 1));
            cli.add_option("--grade-cap", o.grade_cap,
                           "at most this many puzzles of one grade (0: no limit)")
                ->check(check_non_negative, "NONNEGATIVE");
            cli.add_option("--theme-cap", o.theme_cap,
                           "at most this many puzzles of one theme, the mates counting as one "
                           "(0: no limit)")
                ->check(check_non_negative, "NONNEGATIVE");
            cli.add_option("--first-id", o.first_id, "the id of the first puzzle")
                ->check(CLI::Range(1, 99999));
            cli.add_option("--extend", o.extend,
                           "a puzzle file this run adds to: its positions are skipped, its "
                           "puzzles count toward the caps, --first-id must be above its ids");
            cli.add_option("--pgn", o.pgn_files,
                           "a game whose every position is a candidate (repeatable)")
                ->take_all();
        });
    if (command_line.exit_code) return *command_line.exit_code;
    KnownPuzzles known;
    if (!read_extended_file(o, known)) return 1;
    std::mt19937_64 rng(o.seed);
    const std::vector<PuzzleCandidate> candidates = gather_candidates(o, known, rng);
    print_header(o, known);
    make_puzzles(o, known, candidates);
    return 0;
}
