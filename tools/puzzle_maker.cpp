#include "puzzle_maker.h"

#include <algorithm>
#include <cstdio>

#include "formats/iccs.h"
#include "rules/movegen.h"
#include "search/win_chance.h"

namespace xq {

namespace {

// The thresholds, on the win-chance curve (search/win_chance.h); the winning score and the gap
// are options (PuzzleMakerOptions).
constexpr double SAME = 0.02;  // a move this close to the best is as good (accepted)
// Defence: the best move keeps at least HOLDS (about -150 cp) and every other move falls to
// LOST or below (about -505 cp) and the gap under it.
constexpr double HOLDS = 0.40;
constexpr double LOST = 0.20;
constexpr int DECOY_DEPTH = 2;         // the shallow look that makes a move tempting
constexpr double DECOY_MARGIN = 0.05;  // a move this close to the key move's shallow score tempts
constexpr int ENDGAME_PIECES = 4;      // rooks, horses and cannons on the board, both sides
constexpr int MAX_SOLVER_MOVES = 3;    // non-mate lines: the solver's only-moves kept
constexpr int MAX_MATE = 7;            // mates longer than this are not kept as mates

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

}  // namespace

PuzzleSearcher::PuzzleSearcher(int hash_mb) {
    engine_.set_threads(1);
    engine_.set_hash_mb(hash_mb);
    engine_.on_info([this](const SearchInfo& i) {
        if (i.bound != Bound::EXACT || i.pv.empty()) return;
        result_.by_depth[i.depth][i.multipv] = PuzzleLine{i.score, i.pv[0], i.pv};
        result_.nodes[i.depth] = std::max(result_.nodes[i.depth], i.nodes);
    });
    engine_.on_bestmove([this](const BestMoveInfo& b) { result_.best = b; });
}

PuzzleSearch PuzzleSearcher::search(const std::string& fen, const std::vector<Move>& moves,
                                    int depth, int lines, bool fresh) {
    result_ = {};
    if (fresh) engine_.new_game();
    engine_.set_multipv(lines);
    std::string error;
    if (!engine_.set_position(fen, moves, &error)) return {};
    SearchLimits limits;
    limits.depth = depth;
    engine_.go(limits);
    engine_.wait();
    return result_;
}

namespace {

bool is_mate(const Score& s) {
    return s.kind == Score::MATE && s.value > 0;
}

// The moves of `lines` as good as the best: the same mate distance, or within SAME.
std::vector<Move> equally_good(const std::map<int, PuzzleLine>& lines) {
    std::vector<Move> out;
    const PuzzleLine& best = lines.begin()->second;
    for (const auto& [index, line] : lines) {
        const bool same = is_mate(best.score)
                              ? line.score == best.score
                              : win_chance(best.score) - win_chance(line.score) <= SAME;
        if (same) out.push_back(line.move);
    }
    return out;
}

// The best line that is not as good as the best, or none (every line is as good).
const PuzzleLine* first_worse(const std::map<int, PuzzleLine>& lines) {
    const std::vector<Move> good = equally_good(lines);
    for (const auto& [index, line] : lines)
        if (std::find(good.begin(), good.end(), line.move) == good.end()) return &line;
    return nullptr;
}

// What the puzzle asks: to win, or to hold (defence).
enum class Goal { WIN, HOLD };

// Is there one clearly winning move in `lines` (MultiPV, best first), or (HOLD) one move that
// holds while every other loses?
bool only_move(const std::map<int, PuzzleLine>& lines, int legal_moves, Goal goal,
               const PuzzleMakerOptions& o) {
    if (lines.empty()) return false;
    const PuzzleLine& best = lines.begin()->second;
    if (goal == Goal::HOLD) {
        if (is_mate(best.score) || win_chance(best.score) < HOLDS) return false;
        if (win_chance(best.score) >= o.winning) return false;  // a win, not a defence
        if (lines.size() < 2) return legal_moves == 1;
        const PuzzleLine& second = std::next(lines.begin())->second;
        return win_chance(second.score) <= LOST &&
               win_chance(best.score) - win_chance(second.score) >= o.gap;
    }
    if (win_chance(best.score) < o.winning) return false;
    const PuzzleLine* worse = first_worse(lines);
    if (!worse) return false;  // every move searched is as good: no single answer
    const size_t good = equally_good(lines).size();
    if (!is_mate(best.score) && good > 1) return false;
    if (good >= size_t(legal_moves)) return false;
    return win_chance(best.score) - win_chance(worse->score) >= o.gap;
}

// The shallowest depth from which the search's best move is a key move with a winning (or,
// HOLD, holding) score at every depth up to the confirming one.
int found_depth(const PuzzleSearch& r, const std::vector<Move>& key_moves, Goal goal,
                double winning) {
    int depth = r.by_depth.rbegin()->first;
    const double least = goal == Goal::WIN ? winning : HOLDS;
    for (auto it = r.by_depth.rbegin(); it != r.by_depth.rend(); ++it) {
        const PuzzleLine& best = it->second.begin()->second;
        const bool found =
            std::find(key_moves.begin(), key_moves.end(), best.move) != key_moves.end() &&
            win_chance(best.score) >= least;
        if (!found) break;
        depth = it->first;
    }
    return depth;
}

// Few pieces that attack: the technique of the endgame.
bool endgame(const Position& pos) {
    int pieces = 0;
    for (Color c : {RED, BLACK})
        for (PieceType t : {ROOK, HORSE, CANNON}) pieces += pos.count(make_piece(c, t));
    return pieces <= ENDGAME_PIECES;
}

}  // namespace

std::string solution_text(const MadePuzzle& p) {
    std::string out;
    for (const MadeStep& s : p.steps) {
        if (!out.empty()) out += ' ';
        for (size_t i = 0; i < s.accepted.size(); ++i)
            out.append(i ? "/" : "").append(move_to_iccs(s.accepted[i]));
        if (s.reply != MOVE_NONE) out.append(" ").append(move_to_iccs(s.reply));
    }
    return out;
}

std::string puzzle_line(int id, const MadePuzzle& p) {
    return std::to_string(id) + ';' + p.fen + ';' + solution_text(p) + ';' +
           std::to_string(puzzle_rating(p.grade)) + ';' + std::to_string(p.grade) + ';' + p.theme;
}

std::string measure_text(int id, const MadePuzzle& p) {
    const PuzzleMeasure& m = p.measure;
    char text[256];
    std::snprintf(text, sizeof text,
                  "measure id %d depth %d nodes %llu moves %d quiet %d decoys %d free %d points "
                  "%.2f grade %d theme %s",
                  id, m.depth, (unsigned long long)m.nodes, m.solver_moves, int(m.quiet), m.decoys,
                  int(m.free_piece), puzzle_points(m), p.grade, p.theme.c_str());
    return text;
}

bool PuzzleMaker::make(const PuzzleCandidate& c, MadePuzzle& out, std::string& why) {
    const std::string& fen = c.fen;
    Position pos;
    if (!pos.set_fen(fen)) return why = "bad fen", false;
    const int legal = count_legal_moves(pos);
    if (legal < 2) return why = "forced", false;
    PuzzleSearch quick = searcher_.search(fen, {}, o_.quick_depth, 2);
    if (quick.by_depth.empty()) return why = "quick", false;
    Goal goal = Goal::WIN;
    if (!only_move(quick.last(), legal, goal, o_)) {
        goal = Goal::HOLD;
        if (!only_move(quick.last(), legal, goal, o_)) return why = "quick", false;
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
    PuzzleSearch deep = searcher_.search(fen, {}, o_.confirm_depth, 4);
    if (deep.by_depth.empty() || !only_move(deep.last(), legal, goal, o_))
        return why = "confirm", false;
    const PuzzleLine& key = deep.last().begin()->second;
    if (key.move != quick_key) return why = "changed", false;
    out = {};
    out.fen = fen;
    out.mate = is_mate(key.score) && key.score.value <= MAX_MATE ? key.score.value : 0;
    if (is_mate(key.score) && !out.mate) return why = "long mate", false;
    const std::vector<Move> key_moves = equally_good(deep.last());
    const int found_at = found_depth(deep, key_moves, goal, o_.winning);
    out.measure.depth = found_at;
    out.measure.nodes = deep.nodes[found_at];
    out.measure.quiet = !pos.is_capture(key.move) && !pos.gives_check(key.move);
    out.measure.decoys = decoys(fen, key_moves);
    out.measure.free_piece = takes_free_piece(pos, key.move, found_at);
    out.steps.push_back({key_moves, MOVE_NONE});
    // The line: the opponent's best reply, then the solver's next move while it is the only
    // winning one (every move of a mate), from the position after the reply.
    std::vector<Move> played{key.move};
    PuzzleLine current = key;
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
        PuzzleSearch r = searcher_.search(fen, after, depth, out.mate ? 4 : 2);
        if (r.by_depth.empty()) break;
        const auto& lines = r.last();
        const PuzzleLine& best = lines.begin()->second;
        if (out.mate) {
            // The mate must go on as fast; else the line is not a mate we can trust.
            if (!(is_mate(best.score) && best.score.value == out.mate - step))
                return why = "mate lost", false;
        } else if (!only_move(lines, n, goal, o_)) {
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

// The moves other than the key moves that a shallow search (DECOY_DEPTH, MultiPV 4) scores
// about as well as the key move, or better: they tempt, and they fail.
int PuzzleMaker::decoys(const std::string& fen, const std::vector<Move>& key_moves) {
    PuzzleSearch shallow = searcher_.search(fen, {}, DECOY_DEPTH, PUZZLE_DECOYS_COUNTED);
    if (shallow.by_depth.empty()) return 0;
    const std::map<int, PuzzleLine>& lines = shallow.last();
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

}  // namespace xq
