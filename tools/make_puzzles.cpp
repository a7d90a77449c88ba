// Makes puzzles (assets/puzzles.txt) from positions of games: a puzzle is a position with one
// clearly winning move, found by MultiPV search and confirmed by a deeper one (docs/puzzles.md).
//   cmake --build build --target make_puzzles
//   xz -dc /work/shared/data/selfplay-1.txt.xz | build/make_puzzles --seed 1 > assets/puzzles.txt
// Input on stdin, one position a line: "FEN;result;score" (the self-play data: score in
// centipawns from Red's view) or a bare FEN; `--pgn FILE` (repeatable) adds every position of
// a game (the player's own games later). Same input and arguments give the same output, bit
// for bit: candidates are sampled by a seeded RNG and every search is to a fixed depth, on one
// thread, after clearing the hash table.
#include <unistd.h>

#include <algorithm>
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
#include "rules/movegen.h"
#include "search/win_chance.h"

using namespace xq;

namespace {

// The thresholds, on the win-chance curve (search/win_chance.h).
double WINNING = 0.80;               // the key move's score must be at least this (about +505 cp)
double GAP = 0.30;                   // best minus second best, in win chance
constexpr double SAME = 0.02;        // a move this close to the best is as good (accepted)
constexpr int MAX_SOLVER_MOVES = 3;  // non-mate lines: the solver's only-moves kept
constexpr int MAX_MATE = 7;          // mates longer than this are not kept as mates

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
    // At most this share of --count may be grade 1 (the easiest; a random blunder mostly
    // allows a mate in one or a free piece); 1 = no limit.
    double grade1_share = 1;
    int max_score = 200;
    std::vector<std::string> pgn_files;
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
    int grade = 0;
    int mate = 0;  // mate in N, 0 when not a mate
    std::string theme;
};

std::string solution_text(const Puzzle& p) {
    std::string out;
    for (const Step& s : p.steps) {
        if (!out.empty()) out += ' ';
        for (size_t i = 0; i < s.accepted.size(); ++i)
            out += (i ? "/" : "") + move_to_iccs(s.accepted[i]);
        if (s.reply != MOVE_NONE) out += ' ' + move_to_iccs(s.reply);
    }
    return out;
}

int rating_of_grade(int grade) {
    return 800 + 120 * (grade - 1);
}

// Is there a clearly winning move in `lines` (MultiPV, best first)?
bool clearly_winning(const std::map<int, Line>& lines, int legal_moves) {
    if (lines.empty()) return false;
    const Line& best = lines.begin()->second;
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
        if (quick.by_depth.empty() || !clearly_winning(quick.last(), legal))
            return why = "quick", false;
        const Move quick_key = quick.last().begin()->second.move;
        // Taking the piece that just moved away from its guard is too easy to be a puzzle.
        if (to_sq(quick_key) == c.blunder_to) return why = "takes blunder", false;
        // A recapture restores the balance: not a puzzle.
        const Color us = pos.side_to_move();
        if (pos.is_capture(quick_key) && material(pos, us) < material(pos, ~us))
            return why = "recapture", false;
        Result deep = searcher_.search(fen, {}, o_.confirm_depth, 4);
        if (deep.by_depth.empty() || !clearly_winning(deep.last(), legal))
            return why = "confirm", false;
        const Line& key = deep.last().begin()->second;
        if (key.move != quick_key) return why = "changed", false;
        out = {};
        out.fen = fen;
        out.mate = is_mate(key.score) && key.score.value <= MAX_MATE ? key.score.value : 0;
        if (is_mate(key.score) && !out.mate) return why = "long mate", false;
        const std::vector<Move> key_moves = equally_good(deep.last());
        out.grade = grade(deep, key_moves);
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
            } else if (!clearly_winning(lines, n)) {
                break;
            }
            out.steps.back().reply = reply;
            out.steps.push_back({equally_good(lines), MOVE_NONE});
            after.push_back(best.move);
            played = after;
            current = best;
        }
        // Theme: a mate, or the material the line wins (its end against the start).
        if (out.mate) {
            out.theme = "mate" + std::to_string(out.mate);
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

  private:
    // The shallowest depth from which the search's best move is a key move with a winning score
    // at every depth up to the confirming one.
    static int grade(const Result& r, const std::vector<Move>& key_moves) {
        int grade = r.by_depth.rbegin()->first;
        for (auto it = r.by_depth.rbegin(); it != r.by_depth.rend(); ++it) {
            const Line& best = it->second.begin()->second;
            const bool found =
                std::find(key_moves.begin(), key_moves.end(), best.move) != key_moves.end() &&
                win_chance(best.score) >= WINNING;
            if (!found) break;
            grade = it->first;
        }
        return grade;
    }

    Options o_;
    Searcher searcher_;
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

int usage() {
    std::fprintf(stderr,
                 "usage: make_puzzles [--seed N] [--sample P] [--count N] [--quick-depth D]\n"
                 "                    [--confirm-depth D] [--min-score CP] [--max-score CP] "
                 "[--blunders 0|1]\n"
                 "                    [--winning W] [--gap G] [--grade1-share S] [--pgn FILE]... "
                 "< positions > puzzles.txt\n");
    return 2;
}

}  // namespace

int main(int argc, char** argv) {
    Options o;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (i + 1 >= argc) return usage();
        const char* v = argv[++i];
        if (a == "--seed")
            o.seed = std::strtoull(v, nullptr, 10);
        else if (a == "--sample")
            o.sample = std::atof(v);
        else if (a == "--count")
            o.count = std::atoi(v);
        else if (a == "--quick-depth")
            o.quick_depth = std::atoi(v);
        else if (a == "--confirm-depth")
            o.confirm_depth = std::atoi(v);
        else if (a == "--min-score")
            o.min_score = std::atoi(v);
        else if (a == "--winning")
            WINNING = std::atof(v);
        else if (a == "--gap")
            GAP = std::atof(v);
        else if (a == "--blunders")
            o.blunders = std::atoi(v) != 0;
        else if (a == "--max-score")
            o.max_score = std::atoi(v);
        else if (a == "--grade1-share")
            o.grade1_share = std::atof(v);
        else if (a == "--pgn")
            o.pgn_files.push_back(v);
        else
            return usage();
    }
    std::mt19937_64 rng(o.seed);
    std::vector<Candidate> candidates;
    std::set<std::string> seen;
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
        const std::string board = c.fen.substr(0, c.fen.find(' ', c.fen.find(' ') + 1));
        if (seen.insert(board).second) candidates.push_back(c);
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
    if (o.grade1_share < 1) std::printf("# --grade1-share %g\n", o.grade1_share);
    std::fflush(stdout);
    Maker maker(o);
    std::map<std::string, int> rejected;
    int made = 0, grade1 = 0;
    size_t tried = 0;
    for (const Candidate& c : candidates) {
        if (made >= o.count) break;
        ++tried;
        Puzzle p;
        std::string why;
        if (!maker.make(c, p, why)) {
            ++rejected[why];
            continue;
        }
        if (p.grade == 1 && grade1 >= int(o.grade1_share * o.count)) {
            ++rejected["grade 1 full"];
            continue;
        }
        grade1 += p.grade == 1;
        ++made;
        std::printf("%d;%s;%s;%d;%d;%s\n", made, p.fen.c_str(), solution_text(p).c_str(),
                    rating_of_grade(p.grade), p.grade, p.theme.c_str());
        std::fflush(stdout);
        if (made % 10 == 0)
            std::fprintf(stderr, "make_puzzles: %d puzzles from %zu\n", made, tried);
    }
    std::fprintf(stderr, "make_puzzles: %d puzzles from %zu candidates;", made, tried);
    for (const auto& [why, n] : rejected) std::fprintf(stderr, " %s %d", why.c_str(), n);
    std::fprintf(stderr, "\n");
    return 0;
}
