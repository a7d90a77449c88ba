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

#include "engine.h"
#include "formats/iccs.h"
#include "formats/pgn.h"
#include "puzzle_extend.h"
#include "puzzle_grade.h"
#include "rules/movegen.h"
#include "search/win_chance.h"
#include "util/command_line.h"

using namespace xq;

namespace {

// The thresholds, on the win-chance curve (search/win_chance.h).
double WINNING = 0.80;         // the key move's score must be at least this (about +505 cp)
double GAP = 0.30;             // best minus second best, in win chance
constexpr double SAME = 0.02;  // a move this close to the best is as good (accepted)
// Defence: the best move keeps at least HOLDS (about -150 cp) and every other move falls to
// LOST or below (about -505 cp) and GAP under it.
constexpr double HOLDS = 0.40;
constexpr double LOST = 0.20;
constexpr int DECOY_DEPTH = 2;         // the shallow look that makes a move tempting
constexpr double DECOY_MARGIN = 0.05;  // a move this close to the key move's shallow score tempts
constexpr int ENDGAME_PIECES = 4;      // rooks, horses and cannons on the board, both sides
constexpr int MAX_SOLVER_MOVES = 3;    // non-mate lines: the solver's only-moves kept
constexpr int MAX_MATE = 7;            // mates longer than this are not kept as mates

struct Options {
    uint64_t seed = 1;
    double sample = 0.05;  // share of input positions looked at
    int count = 600;       // stop after this many puzzles
    int quick_depth = 6;   // the first, cheap MultiPV 2 search
    int confirm_depth = 10;
    int min_score = 150;  // input score (side to move's view) below this: skipped
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

struct Candidate {
    std::string fen;
    Square blunder_to = SQ_NONE;  // where the random move went (blunder mode)
};

struct Line {
    Score score;
    Move move = MOVE_NONE;
    std::vector<Move> pv;
};

// The per-depth best line and the final lines of one search.
struct Result {
    std::map<int, std::map<int, Line>> by_depth;  // depth -> multipv -> line
    std::map<int, uint64_t> nodes;                // depth -> nodes searched up to it
    const std::map<int, Line>& last() const { return by_depth.rbegin()->second; }
};

int material(const Position& pos, Color c) {
    static constexpr int VALUE[PIECE_TYPE_NB] = {0, 0, 20, 20, 40, 90, 45, 10};
    int sum = 0;
    for (int t = ADVISOR; t <= PAWN; ++t) {
        const Piece p = make_piece(c, PieceType(t));
        int v = VALUE[t];
        sum += v * pos.count(p);
    }
    return sum;
}

class Searcher {
  public:
    Searcher() {
        engine_.set_threads(1);
        engine_.set_hash_mb(16);
        engine_.on_info([this](const SearchInfo& i) {
            if (i.bound != Bound::EXACT || i.pv.empty()) return;
            result_.by_depth[i.depth][i.multipv] = Line{i.score, i.pv[0], i.pv};
            result_.nodes[i.depth] = std::max(result_.nodes[i.depth], i.nodes);
        });
    }
    // A fresh search (hash cleared) so the result does not depend on what was searched before.
    Result search(const std::string& fen, const std::vector<Move>& moves, int depth, int lines) {
        result_ = {};
        engine_.new_game();
        engine_.set_multipv(lines);
        std::string error;
        if (!engine_.set_position(fen, moves, &error)) return {};
        SearchLimits limits;
        limits.depth = depth;
        engine_.go(limits);
        engine_.wait();
        return result_;
    }

  private:
    Engine engine_;
    Result result_;
};

bool is_mate(const Score& s) {
    return s.kind == Score::MATE && s.value > 0;
}

// The moves of `lines` as good as the best: the same mate distance, or within SAME.
std::vector<Move> equally_good(const std::map<int, Line>& lines) {
    std::vector<Move> out;
    const Line& best = lines.begin()->second;
    for (const auto& [index, line] : lines) {
        const bool same = is_mate(best.score)
                              ? line.score == best.score
                              : win_chance(best.score) - win_chance(line.score) <= SAME;
        if (same) out.push_back(line.move);
    }
    return out;
}

// The best line that is not as good as the best, or none (every line is as good).
const Line* first_worse(const std::map<int, Line>& lines) {
    const std::vector<Move> good = equally_good(lines);
    for (const auto& [index, line] : lines)
        if (std::find(good.begin(), good.end(), line.move) == good.end()) return &line;
    return nullptr;
}

struct Step {
    std::vector<Move> accepted;  // the main move first
    Move reply = MOVE_NONE;      // the opponent's best reply (none after the last step)
};

struct Puzzle {
    std::string fen;
    std::vector<Step> steps;
    PuzzleMeasure measure;
    int grade = 0;
    int mate = 0;  // mate in N, 0 when not a mate
    std::string theme;
};

// What the puzzle asks: to win, or to hold (defence).
enum class Goal { WIN, HOLD };

std::string solution_text(const Puzzle& p) {
    std::string out;
    for (const Step& s : p.steps) {
        if (!out.empty()) out += ' ';
        for (size_t i = 0; i < s.accepted.size(); ++i)
            out.append(i ? "/" : "").append(move_to_iccs(s.accepted[i]));
        if (s.reply != MOVE_NONE) out.append(" ").append(move_to_iccs(s.reply));
    }
    return out;
}

// Is there one clearly winning move in `lines` (MultiPV, best first), or (HOLD) one move that
// holds while every other loses?
bool only_move(const std::map<int, Line>& lines, int legal_moves, Goal goal) {
    if (lines.empty()) return false;
    const Line& best = lines.begin()->second;
    if (goal == Goal::HOLD) {
        if (is_mate(best.score) || win_chance(best.score) < HOLDS) return false;
        if (win_chance(best.score) >= WINNING) return false;  // a win, not a defence
        if (lines.size() < 2) return legal_moves == 1;
        const Line& second = std::next(lines.begin())->second;
        return win_chance(second.score) <= LOST &&
               win_chance(best.score) - win_chance(second.score) >= GAP;
    }
    if (win_chance(best.score) < WINNING) return false;
    const Line* worse = first_worse(lines);
    if (!worse) return false;  // every move searched is as good: no single answer
    const size_t good = equally_good(lines).size();
    if (!is_mate(best.score) && good > 1) return false;
    if (good >= size_t(legal_moves)) return false;
    return win_chance(best.score) - win_chance(worse->score) >= GAP;
}

class Maker {
  public:
    explicit Maker(const Options& o) : o_(o) {}

    // A puzzle from this position, or none. `why` counts the reasons for the statistics.
    bool make(const Candidate& c, Puzzle& out, std::string& why) {
        const std::string& fen = c.fen;
        Position pos;
        if (!pos.set_fen(fen)) return why = "bad fen", false;
        const int legal = count_legal_moves(pos);
        if (legal < 2) return why = "forced", false;
        Result quick = searcher_.search(fen, {}, o_.quick_depth, 2);
        if (quick.by_depth.empty()) return why = "quick", false;
        Goal goal = Goal::WIN;
        if (!only_move(quick.last(), legal, goal)) {
            goal = Goal::HOLD;
            if (!only_move(quick.last(), legal, goal)) return why = "quick", false;
        }
        const Move quick_key = quick.last().begin()->second.move;
        // Taking the piece that just moved away from its guard is too easy to be a puzzle.
        if (to_sq(quick_key) == c.blunder_to) return why = "takes blunder", false;
        // A recapture restores the balance: not a puzzle.
        const Color us = pos.side_to_move();
        if (pos.is_capture(quick_key) && material(pos, us) < material(pos, ~us))
            return why = "recapture", false;
        // A free piece is grade 1 whatever the deeper search says, and a mate or a defence
        // seen now keeps its theme: skip them when their share is full (saves the deep search).
        if (full_.count("grade 1") && takes_free_piece(pos, quick_key, o_.confirm_depth))
            return why = "grade 1 full", false;
        if (full_.count("mate") && is_mate(quick.last().begin()->second.score))
            return why = "mate full", false;
        if (full_.count("defence") && goal == Goal::HOLD) return why = "defence full", false;
        Result deep = searcher_.search(fen, {}, o_.confirm_depth, 4);
        if (deep.by_depth.empty() || !only_move(deep.last(), legal, goal))
            return why = "confirm", false;
        const Line& key = deep.last().begin()->second;
        if (key.move != quick_key) return why = "changed", false;
        out = {};
        out.fen = fen;
        out.mate = is_mate(key.score) && key.score.value <= MAX_MATE ? key.score.value : 0;
        if (is_mate(key.score) && !out.mate) return why = "long mate", false;
        const std::vector<Move> key_moves = equally_good(deep.last());
        const int found_at = found_depth(deep, key_moves, goal);
        out.measure.depth = found_at;
        out.measure.nodes = deep.nodes[found_at];
        out.measure.quiet = !pos.is_capture(key.move) && !pos.gives_check(key.move);
        out.measure.decoys = decoys(fen, key_moves);
        out.measure.free_piece = takes_free_piece(pos, key.move, found_at);
        out.steps.push_back({key_moves, MOVE_NONE});
        // The line: the opponent's best reply, then the solver's next move while it is the only
        // winning one (every move of a mate), from the position after the reply.
        std::vector<Move> played{key.move};
        Line current = key;
        for (int step = 1;; ++step) {
            if (out.mate ? step >= out.mate : step >= MAX_SOLVER_MOVES) break;
            if (current.pv.size() < 2) break;
            const Move reply = current.pv[1];
            std::vector<Move> after = played;
            after.push_back(reply);
            Position p;
            p.set_fen(fen);
            for (Move m : after) p.do_move(m);
            const int n = count_legal_moves(p);
            const int depth = std::max(o_.quick_depth, o_.confirm_depth - 2 * step);
            Result r = searcher_.search(fen, after, depth, out.mate ? 4 : 2);
            if (r.by_depth.empty()) break;
            const auto& lines = r.last();
            const Line& best = lines.begin()->second;
            if (out.mate) {
                // The mate must go on as fast; else the line is not a mate we can trust.
                if (!(is_mate(best.score) && best.score.value == out.mate - step))
                    return why = "mate lost", false;
            } else if (!only_move(lines, n, goal)) {
                break;
            }
            out.steps.back().reply = reply;
            out.steps.push_back({equally_good(lines), MOVE_NONE});
            after.push_back(best.move);
            played = after;
            current = best;
        }
        out.measure.solver_moves = int(out.steps.size());
        out.grade = puzzle_grade(out.measure);
        // Theme: a mate, a defence, an endgame, or the material the line wins (its end against
        // the start).
        if (out.mate) {
            out.theme = "mate" + std::to_string(out.mate);
        } else if (goal == Goal::HOLD) {
            out.theme = "defence";
        } else if (endgame(pos)) {
            out.theme = "endgame";
        } else {
            Position p;
            p.set_fen(fen);
            for (Move m : played) p.do_move(m);
            // The opponent's best reply to the last move as well: the gain must survive it.
            if (current.pv.size() >= 2 && p.is_legal(current.pv[1])) p.do_move(current.pv[1]);
            const int before = material(pos, us) - material(pos, ~us);
            const int after = material(p, us) - material(p, ~us);
            out.theme = after - before >= 20 ? "material" : "advantage";
        }
        return true;
    }

    // The grades ("grade 1") and themes ("mate", "defence") that take no more puzzles.
    void set_full(std::set<std::string> full) { full_ = std::move(full); }

  private:
    // The shallowest depth from which the search's best move is a key move with a winning (or,
    // HOLD, holding) score at every depth up to the confirming one.
    static int found_depth(const Result& r, const std::vector<Move>& key_moves, Goal goal) {
        int depth = r.by_depth.rbegin()->first;
        const double least = goal == Goal::WIN ? WINNING : HOLDS;
        for (auto it = r.by_depth.rbegin(); it != r.by_depth.rend(); ++it) {
            const Line& best = it->second.begin()->second;
            const bool found =
                std::find(key_moves.begin(), key_moves.end(), best.move) != key_moves.end() &&
                win_chance(best.score) >= least;
            if (!found) break;
            depth = it->first;
        }
        return depth;
    }

    // The moves other than the key moves that a shallow search (DECOY_DEPTH, MultiPV 4) scores
    // about as well as the key move, or better: they tempt, and they fail.
    int decoys(const std::string& fen, const std::vector<Move>& key_moves) {
        Result shallow = searcher_.search(fen, {}, DECOY_DEPTH, PUZZLE_DECOYS_COUNTED);
        if (shallow.by_depth.empty()) return 0;
        const std::map<int, Line>& lines = shallow.last();
        auto is_key = [&](Move m) {
            return std::find(key_moves.begin(), key_moves.end(), m) != key_moves.end();
        };
        // The key move's shallow score; when the key move is not among the lines, the last
        // line's (every line shown scores at least as well).
        double key = win_chance(lines.rbegin()->second.score);
        for (const auto& [index, line] : lines)
            if (is_key(line.move)) {
                key = win_chance(line.score);
                break;
            }
        int n = 0;
        for (const auto& [index, line] : lines)
            n += !is_key(line.move) && win_chance(line.score) >= key - DECOY_MARGIN;
        return n;
    }

    // Few pieces that attack: the technique of the endgame.
    static bool endgame(const Position& pos) {
        int pieces = 0;
        for (Color c : {RED, BLACK})
            for (PieceType t : {ROOK, HORSE, CANNON}) pieces += pos.count(make_piece(c, t));
        return pieces <= ENDGAME_PIECES;
    }

    Options o_;
    Searcher searcher_;
    std::set<std::string> full_;
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
            has_score = true;
            score = std::atoi(line.c_str() + semi2 + 1);
        }
    }
    return true;
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
            cli.add_option("--quick-depth", o.quick_depth,
                           "depth of the first, cheap MultiPV search")
                ->check(CLI::Range(1, 64));
            cli.add_option("--confirm-depth", o.confirm_depth, "depth of the confirming search")
                ->check(CLI::Range(1, 64));
            cli.add_option("--min-score", o.min_score,
                           "centipawns, side to move: input positions scored below are skipped");
            cli.add_option("--max-score", o.max_score,
                           "with --blunders 1: positions scored beyond +-this are skipped");
            cli.add_option(
                   "--blunders", o.blunders,
                   "1: play a random move first and look for the punishment; 0: the position "
                   "itself")
                ->check(CLI::Range(0, 1));
            cli.add_option("--winning", WINNING, "the key move's win chance must reach this")
                ->check(CLI::Range(0.0, 1.0));
            cli.add_option("--gap", GAP, "the least win-chance gap to the second best move")
                ->check(CLI::Range(0.0, 1.0));
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
    if (!o.extend.empty()) {
        std::ifstream in(o.extend, std::ios::binary);
        std::string error = "cannot read the file";
        if (!in || !read_known_puzzles(in, known, error)) {
            std::fprintf(stderr, "make_puzzles: %s: %s\n", o.extend.c_str(), error.c_str());
            return 1;
        }
        if (o.first_id <= known.last_id) {
            std::fprintf(stderr, "make_puzzles: --first-id %d: %s has ids up to %d\n", o.first_id,
                         o.extend.c_str(), known.last_id);
            return 1;
        }
    }
    std::mt19937_64 rng(o.seed);
    std::vector<Candidate> candidates;
    // The positions already made (the extended file's) and the candidates so far.
    std::set<std::string> seen = known.boards;
    auto add = [&](const std::string& fen) {
        Candidate c{fen};
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
            bool has_score;
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

    std::printf("# Xiangqi puzzles made by tools/make_puzzles.cpp (format: docs/puzzles.md)\n");
    std::printf(
        "# --seed %llu --sample %g --blunders %d --min-score %d --max-score %d "
        "--quick-depth %d --confirm-depth %d --winning %g --gap %g\n",
        (unsigned long long)o.seed, o.sample, int(o.blunders), o.min_score, o.max_score,
        o.quick_depth, o.confirm_depth, WINNING, GAP);
    std::printf("# --grade-cap %d --theme-cap %d --first-id %d\n", o.grade_cap, o.theme_cap,
                o.first_id);
    if (!o.extend.empty())
        std::printf("# --extend %s (%zu puzzles)\n", o.extend.c_str(), known.boards.size());
    std::fflush(stdout);
    Maker maker(o);
    std::map<std::string, int> rejected;
    int made = 0;
    std::map<int, int> per_grade = known.per_grade;
    std::map<std::string, int> per_theme = known.per_family;
    const int grade_cap = o.grade_cap ? o.grade_cap : INT_MAX;
    const int theme_cap = o.theme_cap ? o.theme_cap : INT_MAX;
    size_t tried = 0;
    for (const Candidate& c : candidates) {
        if (made >= o.count) break;
        ++tried;
        std::set<std::string> full;
        if (per_grade[1] >= grade_cap) full.insert("grade 1");
        for (const char* family : {"mate", "defence"})
            if (per_theme[family] >= theme_cap) full.insert(family);
        maker.set_full(full);
        Puzzle p;
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
        std::printf("%d;%s;%s;%d;%d;%s\n", id, p.fen.c_str(), solution_text(p).c_str(),
                    puzzle_rating(p.grade), p.grade, p.theme.c_str());
        std::fflush(stdout);
        const PuzzleMeasure& m = p.measure;
        std::fprintf(stderr,
                     "make_puzzles: measure id %d depth %d nodes %llu moves %d quiet %d "
                     "decoys %d free %d points %.2f grade %d theme %s\n",
                     id, m.depth, (unsigned long long)m.nodes, m.solver_moves, int(m.quiet),
                     m.decoys, int(m.free_piece), puzzle_points(m), p.grade, p.theme.c_str());
        if (made % 10 == 0)
            std::fprintf(stderr, "make_puzzles: %d puzzles from %zu\n", made, tried);
    }
    std::fprintf(stderr, "make_puzzles: %d puzzles from %zu candidates;", made, tried);
    for (const auto& [why, n] : rejected) std::fprintf(stderr, " %s %d", why.c_str(), n);
    std::fprintf(stderr, "\n");
    return 0;
}
