#include "search/search.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <thread>

#include "eval/evaluate.h"
#include "rules/movegen.h"
#include "rules/rules.h"
#include "search/see.h"
#include "search/skill.h"
#include "tb/tablebases.h"
#include "util/invariant.h"

namespace xq {

namespace {

// LMR reductions by depth and move number, log-log shaped.
struct ReductionTable {
    int8_t r[64][64];
    ReductionTable() {
        for (int d = 0; d < 64; ++d)
            for (int m = 0; m < 64; ++m)
                r[d][m] = d && m ? int8_t(0.4 + std::log(d) * std::log(m) / 2.2) : int8_t(0);
    }
};
const ReductionTable REDUCTIONS;

int reduction(int depth, int move_count) {
    return REDUCTIONS.r[std::min(depth, 63)][std::min(move_count, 63)];
}

// Mate scores are stored relative to the node, so the same entry serves any ply. No value at
// a node claims a mate before the node itself.
Value value_to_tt(Value v, int ply) {
    XQ_ASSERT(v >= mated_in(ply) && v <= mate_in(ply));
    if (v >= VALUE_MATE_IN_MAX_PLY) return v + ply;
    if (v <= -VALUE_MATE_IN_MAX_PLY) return v - ply;
    return v;
}

Value value_from_tt(Value v, int ply) {
    if (v == VALUE_NONE) return v;
    if (v >= VALUE_MATE_IN_MAX_PLY) return v - ply;
    if (v <= -VALUE_MATE_IN_MAX_PLY) return v + ply;
    return v;
}

constexpr int TT_DEPTH_QS = 0;

// Singular extension of the hash move from this depth on.
constexpr int SINGULAR_MIN_DEPTH = 7;

// How far behind (centipawns, side to move) a side must be for the mate-threat guard.
constexpr Value THREAT_GUARD_BEHIND = 600;

bool has_slider(const Position& pos, Color c) {
    return pos.count(make_piece(c, ROOK)) || pos.count(make_piece(c, CANNON));
}

}  // namespace

Score to_score(Value v) {
    if (v >= VALUE_MATE_IN_MAX_PLY) return {Score::MATE, (VALUE_MATE - v + 1) / 2};
    if (v <= -VALUE_MATE_IN_MAX_PLY) return {Score::MATE, -((VALUE_MATE + v) / 2)};
    return {Score::CENTIPAWNS, v};
}

Searcher::Searcher(int id) : id_(id) {
    clear();
}

void Searcher::clear() {
    std::fill(&history_.table[0][0][0],
              &history_.table[0][0][0] + sizeof history_.table / sizeof(int16_t), int16_t(0));
    cont_history_.clear();
    correction_.clear();
    std::fill(&capture_history_.table[0][0][0],
              &capture_history_.table[0][0][0] + sizeof capture_history_.table / sizeof(int16_t),
              int16_t(0));
    for (Frame& f : frames_) f = Frame{};
    for (auto& row : counter_moves_)
        for (Move& m : row) m = MOVE_NONE;
    std::fill(threat_memo_.begin(), threat_memo_.end(), uint64_t(0));
}

void Searcher::run(const Position& root, const std::vector<Move>& root_moves, SearchContext& ctx) {
    // The engine answers a position without a legal move itself: a search always has moves.
    XQ_ASSERT_MSG(!root_moves.empty(), "a search started without root moves");
    XQ_ASSERT(ctx.tt != nullptr);
    ctx_ = &ctx;
    pos_ = root;
    nnue_.reset(ctx.network);
    root_index_ = pos_.ply_from_fen();
    root_moves_.clear();
    for (Move m : root_moves) {
        RootMove rm;
        rm.move = m;
        rm.pv = {m};
        root_moves_.push_back(std::move(rm));
    }
    best_move_changes_ = 0;
    decayed_best_move_changes_ = 0;
    stable_iterations_ = 0;
    iteration_best_ = MOVE_NONE;
    iteration_values_.clear();
    completed_depth_ = 0;
    last_reported_best_ = MOVE_NONE;
    last_reported_score_ = VALUE_NONE;
    may_stop_ = false;
    null_min_ply_ = 0;
    // Age the history so that old games do not dominate.
    for (auto& side : history_.table)
        for (auto& row : side)
            for (int16_t& h : row) h = int16_t(h / 2);
    iterate();
}

int Searcher::max_depth() const {
    int cap = MAX_PLY - 8;
    if (ctx_->limits.depth > 0) cap = std::min(cap, ctx_->limits.depth);
    const int level =
        ctx_->skill_level ? ctx_->skill_level->load(std::memory_order_relaxed) : SKILL_RANGE.max;
    const SkillParams sp = skill_params(level);
    if (sp.max_depth > 0) cap = std::min(cap, sp.max_depth);
    return cap;
}

void Searcher::check_limits() {
    if (id_ != 0) return;
    SearchContext& c = *ctx_;
    if (c.limits.nodes && nodes() >= c.limits.nodes) c.stop.store(true, std::memory_order_relaxed);
    if ((nodes() & 1023) != 0) return;
    if (c.limits.nodes && c.total_nodes && c.total_nodes() >= c.limits.nodes)
        c.stop.store(true, std::memory_order_relaxed);
    if (!c.time.pondering() && c.time.elapsed_ms() >= c.time.hard_limit())
        c.stop.store(true, std::memory_order_relaxed);
    // The skill level is live: a level lowered during the search caps the depth below the
    // iteration running now, whose result that level would never have waited for.
    if (completed_depth_ > 0 && root_depth_ > max_depth())
        c.stop.store(true, std::memory_order_relaxed);
}

bool Searcher::null_move_allowed() const {
    // Zugzwang is common when a side has only defenders left: no null move without a rook,
    // horse or cannon, nor with less than a rook's worth of attackers.
    const Color us = pos_.side_to_move();
    return attacking_material(pos_, us) >= 800;
}

// Natural move limit and repetitions. Sets `value` and returns true when the node is decided.
// A win or loss by the repetition rules counts as a mate at this ply: the offender must break
// the cycle or lose, so it is no escape from a longer mate, and the loser of a real mate still
// prefers the longest line. Such values depend on the path and are marked so (Frame).
bool Searcher::draw_or_repetition(int ply, Value& value) {
    const bool decided = rules_decide(ply, value);
    XQ_ASSERT(!decided || (value >= mated_in(ply) && value <= mate_in(ply)));
    return decided;
}

bool Searcher::rules_decide(int ply, Value& value) {
    if (move_limit_reached(pos_)) {
        value = count_legal_moves(pos_) == 0 ? mated_in(ply) : VALUE_DRAW;
        return true;
    }
    switch (repetition_verdict(pos_, root_index_, ctx_->rule_book)) {
        case RepetitionVerdict::WIN:
            value = mate_in(ply + 1);  // as if the offender were mated by our next move
            frames_[ply].path_dependent = true;
            return true;
        case RepetitionVerdict::LOSS:
            value = mated_in(ply);
            frames_[ply].path_dependent = true;
            return true;
        case RepetitionVerdict::DRAW:
            value = VALUE_DRAW;
            return true;
        case RepetitionVerdict::NONE:
            return false;
    }
    return false;
}

// An endgame table's value of the position: its exact distance to mate, or a draw. A mate the
// 60-move limit could cut off, or one beyond the search's ply range, is left to the search, and
// so is a draw of a table made under the repetition convention (the rule book may decide it).
bool Searcher::probe_tablebase(int ply, Value& value) {
    const tb::Tablebases& tables = *ctx_->tablebases;
    int pieces = 0;
    for (Piece p = 1; p < PIECE_NB; ++p) pieces += pos_.count(p);
    if (pieces > tables.max_pieces()) return false;
    const auto v = tables.probe_decided(pos_);
    if (!v) return false;
    if (v->wdl != tb::Wdl::DRAW &&
        (pos_.rule60() + v->dtm >= MOVE_LIMIT_PLIES || ply + v->dtm >= MAX_PLY))
        return false;
    ctx_->tb_hits.fetch_add(1, std::memory_order_relaxed);
    value = v->wdl == tb::Wdl::WIN    ? mate_in(ply + v->dtm)
            : v->wdl == tb::Wdl::LOSS ? mated_in(ply + v->dtm)
                                      : VALUE_DRAW;
    return true;
}

// Could the opponent mate at once if it were its move? Only a check mates (a stalemate by a
// quiet move is left out), and a checking move starts or ends on the king's file or rank or
// within two files and ranks of it: a rook, cannon or king on the line, a cannon's screen
// joining or leaving it, a horse or pawn near the king, or a piece leaving a horse's leg.
bool Searcher::mate_in_one_threat() {
    // The same positions come back at every iteration: remember the last answers.
    uint64_t& memo = threat_memo_[pos_.key() & (THREAT_MEMO_SIZE - 1)];
    if ((memo | 1) == (pos_.key() | 1)) return memo & 1;
    const Color us = pos_.side_to_move();
    const Square king = pos_.king_square(us);
    const auto near_king = [king](Square s) {
        const int df = file_of(s) - file_of(king), dr = rank_of(s) - rank_of(king);
        return df == 0 || dr == 0 || (std::abs(df) <= 2 && std::abs(dr) <= 2);
    };
    XQ_ASSERT(!pos_.in_check());  // asked for the opponent's threat, never in check
    [[maybe_unused]] const uint64_t key = pos_.key();
    pos_.do_null_move();
    MoveList list;
    generate_pseudo<ALL_MOVES>(pos_, list);
    bool mate = false;
    for (Move m : list) {
        if (!near_king(from_sq(m)) && !near_king(to_sq(m))) continue;
        pos_.do_move(m);
        mate = pos_.in_check() && !pos_.king_attacked(~us) && count_legal_moves(pos_) == 0;
        pos_.undo_move();
        if (mate) break;
    }
    pos_.undo_null_move();
    XQ_ASSERT(pos_.key() == key);
    memo = (pos_.key() & ~uint64_t(1)) | uint64_t(mate);
    return mate;
}

void Searcher::update_pv(int ply, Move m) {
    // The child's line starts where the child is, and ends within the table.
    XQ_ASSERT(ply >= 0 && ply < MAX_PLY && m != MOVE_NONE);
    XQ_ASSERT(pv_len_[ply + 1] >= ply + 1 && pv_len_[ply + 1] <= MAX_PLY);
    pv_[ply][ply] = m;
    for (int i = ply + 1; i < pv_len_[ply + 1]; ++i) pv_[ply][i] = pv_[ply + 1][i];
    pv_len_[ply] = std::max(pv_len_[ply + 1], ply + 1);
}

QuietHistory Searcher::quiet_history(int ply) const {
    QuietHistory h;
    h.butterfly = &history_;
    if (ply >= 1) h.cont[0] = frames_[ply - 1].cont;
    if (ply >= 2) h.cont[1] = frames_[ply - 2].cont;
    return h;
}

void Searcher::set_frame_move(int ply, Move m) {
    XQ_ASSERT(ply >= 0 && ply < MAX_PLY);
    XQ_ASSERT(color_of(pos_.piece_on(from_sq(m))) == pos_.side_to_move());
    frames_[ply].move = m;
    frames_[ply].cont = &cont_history_.row(pos_.piece_on(from_sq(m)), to_sq(m));
}

void Searcher::update_quiet_stats(int ply, Move best, const Move* quiets, int quiet_count,
                                  int depth) {
    XQ_ASSERT(ply >= 0 && ply < MAX_PLY && quiet_count >= 0 && quiet_count <= 64);
    XQ_ASSERT_MSG(best != MOVE_NONE && !pos_.is_capture(best), "a killer that is no quiet move");
    Frame& f = frames_[ply];
    if (f.killers[0] != best) {
        f.killers[1] = f.killers[0];
        f.killers[0] = best;
    }
    XQ_ASSERT(f.killers[0] == best && f.killers[1] != best);
    const Move previous = pos_.last_move();
    // The piece that made the last move stands on its destination: the counter-move index.
    XQ_ASSERT(!previous || pos_.piece_on(to_sq(previous)) != NO_PIECE);
    if (previous) counter_moves_[pos_.piece_on(to_sq(previous))][to_sq(previous)] = best;
    const Color us = pos_.side_to_move();
    const int bonus = history_bonus(depth);
    history_.update(us, best, bonus);
    for (int i = 0; i < quiet_count; ++i) history_.update(us, quiets[i], -bonus);
    // The same bonus and malus for the replies to the last two moves.
    for (int back = 1; back <= 2 && back <= ply; ++back) {
        PieceToHistory* cont = frames_[ply - back].cont;
        if (!cont) continue;
        cont->update(pos_.piece_on(from_sq(best)), to_sq(best), bonus);
        for (int i = 0; i < quiet_count; ++i)
            cont->update(pos_.piece_on(from_sq(quiets[i])), to_sq(quiets[i]), -bonus);
    }
}

// Quiescence, whole like search() below: its steps (stand pat, the table, the captures and
// evasions with their pruning) are read in their order.
template <bool PV>
// NOLINTNEXTLINE(readability-function-cognitive-complexity)
Value Searcher::qsearch(Value alpha, Value beta, int ply) {
    XQ_ASSERT(-VALUE_INFINITE <= alpha && alpha < beta && beta <= VALUE_INFINITE);
    XQ_ASSERT(PV || beta == alpha + 1);
    XQ_ASSERT(ply >= 0 && ply < MAX_PLY);
    frames_[ply].path_dependent = false;
    count_node();
    counters_.bump(SearchCounters::QNODES);
    check_limits();
    if (stopped()) return VALUE_ZERO;
    if (PV) {
        pv_len_[ply] = ply;
        seldepth_ = std::max(seldepth_, ply);
    }
    const bool in_check = pos_.in_check();
    if (ply >= MAX_PLY - 2) return in_check ? VALUE_DRAW : static_evaluate();
    XQ_ASSERT(pos_.ply_from_fen() == root_index_ + ply);

    // The main search enters here after a quiet move too, and evasions are quiet: both can
    // complete a repetition or reach the move limit.
    Value rule_value;
    if (draw_or_repetition(ply, rule_value)) return rule_value;
    if (ctx_->tablebases && probe_tablebase(ply, rule_value)) return rule_value;
    // Stalemate loses. Only a side without rook and cannon can plausibly have no move, so
    // only there is it worth asking.
    if (!in_check && !has_slider(pos_, pos_.side_to_move()) && count_legal_moves(pos_) == 0)
        return mated_in(ply);

    TTData tte;
    const bool tt_hit = ctx_->tt->probe(pos_.key(), tte);
    if (tt_hit) counters_.bump(SearchCounters::TT_HITS);
    const Value tt_value = tt_hit ? value_from_tt(tte.value, ply) : VALUE_NONE;
    if (!PV && tt_hit && tte.depth >= TT_DEPTH_QS && tt_value != VALUE_NONE &&
        (tte.bound & (tt_value >= beta ? BOUND_LOWER : BOUND_UPPER)))
        return tt_value;

    Value best, static_eval = VALUE_NONE, raw_eval = VALUE_NONE;
    const Value old_alpha = alpha;
    if (in_check) {
        best = -VALUE_INFINITE;
    } else {
        raw_eval = tt_hit && tte.eval != VALUE_NONE ? tte.eval : static_evaluate();
        static_eval = correction_.correct(raw_eval, pos_);
        best = static_eval;
        if (tt_value != VALUE_NONE && (tte.bound & (tt_value > best ? BOUND_LOWER : BOUND_UPPER)))
            best = tt_value;
        if (best >= beta) {
            if (!tt_hit)
                ctx_->tt->store(pos_.key(), MOVE_NONE, value_to_tt(best, ply), raw_eval,
                                TT_DEPTH_QS - 1, BOUND_LOWER);
            return best;
        }
        alpha = std::max(alpha, best);
    }

    MovePicker mp(pos_, tt_hit ? tte.move : MOVE_NONE, &capture_history_);
    Move best_move = MOVE_NONE;
    int move_count = 0;
    bool any_dependent = false, cutoff_dependent = false;
    for (Move m; (m = mp.next()) != MOVE_NONE;) {
        ++move_count;
        if (!in_check) {
            // Delta pruning: even winning the piece cannot lift us to alpha.
            const int gain = PIECE_ORDER_VALUE[type_of(pos_.piece_on(to_sq(m)))];
            if (static_eval + gain + 150 < alpha && type_of(pos_.piece_on(from_sq(m))) != KING) {
                best = std::max(best, static_eval + gain + 150);
                continue;
            }
            if (!see_ge(pos_, m, 0)) continue;
        }
        frames_[ply].move = m;
        ctx_->tt->prefetch(pos_.key_after(m));  // before the move: more time for the fetch
        pos_.do_move(m);
        const Value v = -qsearch<PV>(-beta, -alpha, ply + 1);
        pos_.undo_move();
        if (stopped()) return VALUE_ZERO;
        XQ_ASSERT(v > -VALUE_INFINITE && v < VALUE_INFINITE);
        const bool dependent = frames_[ply + 1].path_dependent;
        any_dependent |= dependent;
        if (v > best) {
            best = v;
            if (v > alpha) {
                best_move = m;
                if (PV) update_pv(ply, m);
                if (v >= beta) {
                    cutoff_dependent = dependent;
                    break;
                }
                alpha = v;
            }
        }
    }
    if (in_check && move_count == 0) return mated_in(ply);
    XQ_ASSERT(best > -VALUE_INFINITE && best < VALUE_INFINITE);
    XQ_ASSERT(best_move == MOVE_NONE || best > old_alpha);
    const bool dependent = best >= beta ? cutoff_dependent : any_dependent;
    frames_[ply].path_dependent = dependent;
    if (!dependent) {
        const TTBound bound =
            best >= beta ? BOUND_LOWER : (PV && best > old_alpha ? BOUND_EXACT : BOUND_UPPER);
        ctx_->tt->store(pos_.key(), best_move, value_to_tt(best, ply), raw_eval, TT_DEPTH_QS,
                        bound);
    }
    return best;
}

// One node of the principal search, whole and over the size limits of .clang-tidy: the order
// of its steps (the table, mate distance, the static cuts, null move, then the move loop with
// its extensions, reductions and pruning) is the algorithm, read top to bottom as in the strong
// engines; split up, it would pass a dozen values between parts on the hottest path.
template <bool PV>
// NOLINTNEXTLINE(readability-function-size,readability-function-cognitive-complexity)
Value Searcher::search(Value alpha, Value beta, int depth, int ply, bool cut_node) {
    XQ_ASSERT(-VALUE_INFINITE <= alpha && alpha < beta && beta <= VALUE_INFINITE);
    XQ_ASSERT(PV || beta == alpha + 1);
    XQ_ASSERT(ply >= 0 && ply < MAX_PLY && depth < MAX_PLY);
    if (depth <= 0) return qsearch<PV>(alpha, beta, ply);
    frames_[ply].path_dependent = false;
    count_node();
    check_limits();
    if (stopped()) return VALUE_ZERO;
    if (PV) {
        pv_len_[ply] = ply;
        seldepth_ = std::max(seldepth_, ply);
    }
    const bool in_check = pos_.in_check();
    if (ply >= MAX_PLY - 2) return in_check ? VALUE_DRAW : static_evaluate();

    XQ_ASSERT_MSG(pos_.ply_from_fen() == root_index_ + ply, "the ply and the moves made disagree");
    XQ_ASSERT(!PV || !frames_[ply].excluded);  // a singular search is a zero-window one

    Value rule_value;
    if (draw_or_repetition(ply, rule_value)) return rule_value;

    // Mate distance pruning: no line from here can beat a mate already found nearer the root.
    alpha = std::max(mated_in(ply), alpha);
    beta = std::min(mate_in(ply + 1), beta);
    if (alpha >= beta) return alpha;

    Value table_value;
    if (ctx_->tablebases && probe_tablebase(ply, table_value)) return table_value;

    Frame& frame = frames_[ply];
    // A singular-extension search of this node without its hash move: nothing of the node's
    // own result goes into or comes out of the table, nor is the move left out pruned around.
    const Move excluded = frame.excluded;
    frames_[ply + 2].killers[0] = frames_[ply + 2].killers[1] = MOVE_NONE;
    frames_[ply + 2].cutoff_count = 0;

    const uint64_t key = pos_.key();
    TTData tte;
    const bool tt_hit = ctx_->tt->probe(key, tte);
    if (tt_hit) counters_.bump(SearchCounters::TT_HITS);
    const Value tt_value = tt_hit ? value_from_tt(tte.value, ply) : VALUE_NONE;
    // A mate stored relative to its node is never nearer than this node.
    XQ_ASSERT(tt_value == VALUE_NONE || (tt_value >= mated_in(ply) && tt_value <= mate_in(ply)));
    Move tt_move = tt_hit ? tte.move : MOVE_NONE;
    if (!PV && !excluded && tt_hit && tte.depth >= depth && tt_value != VALUE_NONE &&
        (tte.bound & (tt_value >= beta ? BOUND_LOWER : BOUND_UPPER)))
        return tt_value;

    Value static_eval = VALUE_NONE, eval = VALUE_NONE, raw_eval = VALUE_NONE;
    bool improving = false;
    if (!in_check) {
        raw_eval = tt_hit && tte.eval != VALUE_NONE ? tte.eval : static_evaluate();
        static_eval = eval = correction_.correct(raw_eval, pos_);
        if (tt_value != VALUE_NONE && (tte.bound & (tt_value > eval ? BOUND_LOWER : BOUND_UPPER)))
            eval = tt_value;
        if (!tt_hit && !excluded)
            ctx_->tt->store(key, MOVE_NONE, VALUE_NONE, raw_eval, -1, BOUND_NONE);
        improving = ply >= 2 && frames_[ply - 2].static_eval != VALUE_NONE &&
                    static_eval > frames_[ply - 2].static_eval;
    }
    frame.static_eval = static_eval;

    if (!PV && !in_check && !excluded && !is_mate_score(beta)) {
        // Razoring: far below alpha at low depth, see whether captures can repair it.
        if (depth <= 3 && eval + 200 + 150 * depth <= alpha) {
            const Value v = qsearch<false>(alpha, alpha + 1, ply);
            if (v <= alpha) return v;  // qsearch marked this frame if v rests on a ruling
            frame.path_dependent = false;
        }
        // A side far behind is the one that gets mated, and there neither the evaluation nor
        // quiescence (no quiet checks) sees that the opponent threatens mate in one: both
        // shortcuts below, which assume that our move can wait, ask first (once, and only
        // when they would apply). In balanced positions they stay as they were (that cost
        // strength: docs/engine.md, "Mate benchmark").
        int threat = eval <= -THREAT_GUARD_BEHIND ? -1 : 0;
        const auto threatened = [&] {
            if (threat < 0) threat = mate_in_one_threat();
            return threat == 1;
        };
        // Reverse futility: far above beta, the opponent's quiet move is unlikely to matter.
        // (At depth 1 our replies would end in quiescence, blind to the threat anyway.)
        if (depth <= 8 && eval - (90 - 30 * improving) * depth >= beta &&
            eval < VALUE_MATE_IN_MAX_PLY && (depth == 1 || !threatened()))
            return eval;
        // Null move, with the zugzwang guard, verified at high depth.
        if (depth >= 2 && eval >= beta && static_eval >= beta - 20 * depth &&
            ply >= null_min_ply_ && (ply == 0 || frames_[ply - 1].move != MOVE_NONE) &&
            null_move_allowed() && !threatened()) {
            const int r = 3 + depth / 4 + std::min(3, (eval - beta) / 200);
            frame.move = MOVE_NONE;
            frame.cont = nullptr;
            XQ_ASSERT(!in_check);  // passing is no answer to a check
            pos_.do_null_move();
            counters_.bump(SearchCounters::NULL_TRIES);
            Value v = -search<false>(-beta, -beta + 1, depth - r, ply + 1, !cut_node);
            pos_.undo_null_move();
            if (stopped()) return VALUE_ZERO;
            if (v >= beta) {
                if (v >= VALUE_MATE_IN_MAX_PLY) v = beta;  // a null move proves no mate
                const bool verify =
                    depth >= 10 || attacking_material(pos_, pos_.side_to_move()) < 1300;
                frame.path_dependent = frames_[ply + 1].path_dependent;
                if (!verify) {
                    counters_.bump(SearchCounters::NULL_CUTOFFS);
                    return v;
                }
                // Verification: the same reduced depth without null moves near this node.
                null_min_ply_ = ply + 3 * (depth - r) / 4 + 1;
                const Value w = search<false>(beta - 1, beta, depth - r, ply, false);
                null_min_ply_ = 0;
                if (stopped()) return VALUE_ZERO;
                frame.path_dependent |= frames_[ply + 1].path_dependent;
                if (w >= beta) {
                    counters_.bump(SearchCounters::NULL_CUTOFFS);
                    return v;
                }
            }
            frame.path_dependent = false;
        }
    }

    // No hash move at a deep PV node: a shallower search finds one.
    if (PV && !tt_move && depth >= 6) {
        search<true>(alpha, beta, depth - 2, ply, cut_node);
        frame.path_dependent = false;  // that value is thrown away
        TTData t2;
        if (ctx_->tt->probe(key, t2)) tt_move = t2.move;
    } else if (cut_node && !tt_move && depth >= 7) {
        --depth;
    }

    const Move previous = pos_.last_move();
    XQ_ASSERT(!previous || pos_.piece_on(to_sq(previous)) != NO_PIECE);
    const Move counter =
        previous ? counter_moves_[pos_.piece_on(to_sq(previous))][to_sq(previous)] : MOVE_NONE;
    const QuietHistory quiet_history = this->quiet_history(ply);
    MovePicker mp(pos_, tt_move, frame.killers, counter, quiet_history, &capture_history_);
    Value best = -VALUE_INFINITE;
    Move best_move = MOVE_NONE;
    int move_count = 0, quiet_count = 0, capture_count = 0;
    Move quiets[64], captures[32];
    const Value old_alpha = alpha;
    bool any_dependent = false, cutoff_dependent = false;

    for (Move m; (m = mp.next()) != MOVE_NONE;) {
        if (m == excluded) continue;
        ++move_count;
        const bool capture = pos_.is_capture(m);
        // Singular extension: a hash move that failed high at nearly this depth, while every
        // other move fails low against a margin below its value at half the depth, is the only
        // move here and gets one more ply. If another move also clears that margin and it is
        // above beta, two moves fail high and the node is cut at once (multi-cut); if only the
        // hash move's own value is above beta, it is not alone and is searched a ply shallower.
        int singular = 0;
        if (m == tt_move && tt_value != VALUE_NONE && m == tte.move && !excluded &&
            depth >= SINGULAR_MIN_DEPTH && (tte.bound & BOUND_LOWER) && tte.depth >= depth - 3 &&
            !is_mate_score(tt_value) && ply < 2 * root_depth_) {
            const Value singular_beta = tt_value - 2 * depth;
            frame.excluded = m;
            const Value v =
                search<false>(singular_beta - 1, singular_beta, (depth - 1) / 2, ply, cut_node);
            frame.excluded = MOVE_NONE;
            if (stopped()) return VALUE_ZERO;
            if (v < singular_beta) {
                singular = 1;
            } else if (singular_beta >= beta) {
                return singular_beta;  // frame.path_dependent as that search left it
            } else if (tt_value >= beta) {
                singular = -1;
            }
            frame.path_dependent = false;  // that value is thrown away
        }
        // The history of a quiet move steers its reduction and pruning (read before the move).
        const int stat = capture ? 0 : quiet_history.score(pos_, m);
        // Shallow-depth pruning of moves that do not give check (decided after making them).
        bool prune_unless_check = false;
        if (ply > 0 && !in_check && best > -VALUE_MATE_IN_MAX_PLY) {
            if (!capture) {
                const int lmp_limit = (3 + depth * depth) / (2 - improving);
                // Futility by the depth the move would be searched at after its reduction.
                const int lmr_depth = std::max(depth - 1 - reduction(depth, move_count), 0);
                if ((depth <= 8 && move_count > lmp_limit) ||
                    (lmr_depth <= 7 && static_eval + 120 + 100 * lmr_depth + stat / 64 <= alpha))
                    prune_unless_check = true;
            } else if (depth <= 5 && !see_ge(pos_, m, -80 * depth)) {
                prune_unless_check = true;
            }
        }
        set_frame_move(ply, m);
        // Prefetch the child's entry before making the move (more time for the fetch), unless
        // the move is likely to be pruned right after it is made.
        if (!prune_unless_check) ctx_->tt->prefetch(pos_.key_after(m));
        pos_.do_move(m);
        // A fail high by a zero-window search below must not pick up a sibling's old line.
        if (PV) pv_len_[ply + 1] = ply + 1;
        const bool gives_check = pos_.in_check();
        if (prune_unless_check && !gives_check) {
            pos_.undo_move();
            continue;
        }
        if (prune_unless_check) ctx_->tt->prefetch(pos_.key());
        // Extend checks that do not simply lose the checking piece.
        bool extend = gives_check && ply < 2 * root_depth_;
        if (extend && !capture) {
            pos_.undo_move();
            extend = see_ge(pos_, m, 0);
            pos_.do_move(m);
        }
        const int extension = extend ? 1 : singular;
        const int new_depth = depth - 1 + extension;

        Value v = -VALUE_INFINITE;  // always set below; silences -Wmaybe-uninitialized
        if (depth >= 3 && move_count > 1 + PV && !capture && !gives_check) {
            int r = reduction(depth, move_count);
            r += !PV;
            r += cut_node;
            r -= improving;
            r -= stat / 8000;
            r += frames_[ply + 1].cutoff_count > 3;
            if (m == frame.killers[0] || m == frame.killers[1] || m == counter) --r;
            const int d = std::clamp(new_depth - r, 1, new_depth);
            if (d < new_depth) counters_.bump(SearchCounters::LMR_REDUCTIONS);
            v = -search<false>(-alpha - 1, -alpha, d, ply + 1, true);
            if (v > alpha && d < new_depth) {
                // The reduced search beat alpha: re-search a ply deeper when it did so by far,
                // a ply shallower when only just.
                const int full = new_depth + (v > best + 40 + 2 * new_depth) - (v < best + 10);
                if (full > d) {
                    counters_.bump(SearchCounters::LMR_RESEARCHES);
                    v = -search<false>(-alpha - 1, -alpha, full, ply + 1, !cut_node);
                }
            }
        } else if (!PV || move_count > 1) {
            v = -search<false>(-alpha - 1, -alpha, new_depth, ply + 1, !cut_node);
        }
        if (PV && (move_count == 1 || (v > alpha && v < beta))) {
            pv_len_[ply + 1] = ply + 1;
            v = -search<true>(-beta, -alpha, new_depth, ply + 1, false);
        }
        pos_.undo_move();
        if (stopped()) return VALUE_ZERO;
        if (ply <= EXPERIENCE_MAX_PLY && ctx_->experience) v = experience_value(key, m, depth, v);
        XQ_ASSERT(v > -VALUE_INFINITE && v < VALUE_INFINITE);
        const bool dependent = frames_[ply + 1].path_dependent;
        any_dependent |= dependent;

        if (v > best) {
            best = v;
            if (v > alpha) {
                best_move = m;
                if (PV) update_pv(ply, m);
                if (v >= beta) {
                    cutoff_dependent = dependent;
                    ++frame.cutoff_count;
                    counters_.bump(SearchCounters::BETA_CUTOFFS);
                    if (move_count == 1) counters_.bump(SearchCounters::FIRST_MOVE_CUTOFFS);
                    break;
                }
                alpha = v;
            }
        }
        if (!capture && m != best_move && quiet_count < 64) quiets[quiet_count++] = m;
        if (capture && m != best_move && capture_count < 32) captures[capture_count++] = m;
    }

    // No legal move: checkmate or stalemate, and both lose in Xiangqi. Without its excluded
    // move the node knows only that nothing else reaches alpha.
    if (move_count == 0) return excluded ? alpha : mated_in(ply);
    XQ_ASSERT(best_move == MOVE_NONE || best > old_alpha);
    XQ_ASSERT(!best_move || best_move != excluded);

    if (best >= beta && best_move) {
        const int bonus = history_bonus(depth);
        const auto update_capture = [&](Move c, int b) {
            capture_history_.update(pos_.piece_on(from_sq(c)), to_sq(c),
                                    type_of(pos_.piece_on(to_sq(c))), b);
        };
        if (pos_.is_capture(best_move))
            update_capture(best_move, bonus);
        else
            update_quiet_stats(ply, best_move, quiets, quiet_count, depth);
        // The captures tried before the cut-off did not refute the move.
        for (int i = 0; i < capture_count; ++i) update_capture(captures[i], -bonus);
    }

    // A value that rests on a repetition ruling is kept out of the table (only its move goes
    // in, where the slot is free): elsewhere the same position may not repeat at all.
    XQ_ASSERT(best > -VALUE_INFINITE && best < VALUE_INFINITE);
    XQ_ASSERT_MSG(pos_.key() == key, "the moves made below a node were not all taken back");
    const bool dependent = best >= beta ? cutoff_dependent : any_dependent;
    frame.path_dependent = dependent;
    if (excluded) return best;  // not the node's value: the table keeps the full search's
    if (!dependent) {
        const TTBound bound =
            best >= beta ? BOUND_LOWER : (PV && best > old_alpha ? BOUND_EXACT : BOUND_UPPER);
        ctx_->tt->store(key, best_move, value_to_tt(best, ply), raw_eval, depth, bound);
    } else if (!tt_hit) {
        ctx_->tt->store(key, best_move, VALUE_NONE, raw_eval, -1, BOUND_NONE);
    }
    // Teach the correction history where the search disagreed with the static evaluation in a
    // direction the bound proves: not after a capture (the evaluation is not at fault there),
    // nor a fail high it already predicted, nor an all-node above it.
    if (!in_check && !dependent && !is_mate_score(best) &&
        !(best_move && pos_.is_capture(best_move)) && !(best >= beta && best <= static_eval) &&
        !(!best_move && best >= static_eval))
        correction_.update(pos_, best, static_eval, depth);
    return best;
}

Value Searcher::experience_value(uint64_t key, Move m, int depth, Value searched) const {
    const ExperienceEntry* e = ctx_->experience->find(key, m);
    return e && e->depth >= depth ? Value(e->value) : searched;
}

Move Searcher::avoided_by_experience(int depth, Value best) const {
    for (size_t i = 1; i < root_moves_.size(); ++i) {
        const RootMove& rm = root_moves_[i];
        if (rm.learned_depth >= depth - 1 && rm.unlearned_score > best) return rm.move;
    }
    return MOVE_NONE;
}

Value Searcher::search_root(Value alpha, Value beta, int depth, int pv_index) {
    XQ_ASSERT(-VALUE_INFINITE <= alpha && alpha < beta && beta <= VALUE_INFINITE);
    XQ_ASSERT(depth >= 1 && depth < MAX_PLY);
    XQ_ASSERT(pv_index >= 0 && size_t(pv_index) < root_moves_.size());
    XQ_ASSERT(pos_.ply_from_fen() == root_index_);
    Value best = -VALUE_INFINITE;
    const bool main = id_ == 0;
    root_scored_ = false;
    frames_[2].cutoff_count = 0;  // what search() does for the nodes two plies below it
    for (size_t i = pv_index; i < root_moves_.size(); ++i) {
        RootMove& rm = root_moves_[i];
        const int number = int(i) + 1;
        if (main && ctx_->on_currmove)  // the protocol filters; the GUI shows it at once
            ctx_->on_currmove(CurrMoveInfo{depth, rm.move, number, ctx_->search_id});
        const uint64_t nodes_before = nodes();
        set_frame_move(0, rm.move);
        pos_.do_move(rm.move);
        const bool gives_check = pos_.in_check();
        const int new_depth = depth - 1 + (gives_check ? 1 : 0);
        seldepth_ = std::max(seldepth_, 1);
        pv_len_[1] = 1;
        Value v;
        if (int(i) == pv_index) {
            v = -search<true>(-beta, -alpha, new_depth, 1, false);
        } else {
            const bool reduce = depth >= 4 && int(i) > pv_index + 4 && !gives_check &&
                                pos_.state_at(pos_.ply_from_fen()).captured == NO_PIECE;
            v = -search<false>(-alpha - 1, -alpha, new_depth - reduce, 1, true);
            if (v > alpha && reduce) v = -search<false>(-alpha - 1, -alpha, new_depth, 1, true);
            if (v > alpha && v < beta) {
                pv_len_[1] = 1;
                v = -search<true>(-beta, -alpha, new_depth, 1, false);
            }
        }
        pos_.undo_move();
        rm.nodes += nodes() - nodes_before;
        if (stopped()) break;
        XQ_ASSERT(v > -VALUE_INFINITE && v < VALUE_INFINITE);
        XQ_ASSERT(v >= mated_in(1) && v <= mate_in(1));
        if (ctx_->experience) {
            const Value searched = v;
            v = experience_value(pos_.key(), rm.move, depth, searched);
            if (v != searched) {
                rm.learned_depth = depth;
                rm.unlearned_score = searched;
            }
        }
        // A move after the first that beats alpha takes the lead: the best move changed.
        if (main && pv_index == 0 && int(i) != pv_index && v > alpha && depth > 1)
            ++best_move_changes_;
        if (int(i) == pv_index || v > alpha) {
            rm.score = v;
            root_scored_ = true;
            rm.seldepth = seldepth_;
            rm.pv.assign(1, rm.move);
            XQ_ASSERT(pv_len_[1] >= 1 && pv_len_[1] <= MAX_PLY);
            for (int k = 1; k < pv_len_[1]; ++k) rm.pv.push_back(pv_[1][k]);
            if constexpr (SLOW_ASSERTS) assert_line_legal(rm.pv);
        } else {
            rm.score = -VALUE_INFINITE;  // only known to be worse than the best
        }
        best = std::max(best, v);
        if (v > alpha) {
            alpha = v;
            if (v >= beta) break;
        }
    }
    return best;
}

void Searcher::report(int depth, Value alpha, Value beta) {
    if (id_ != 0 || !ctx_->on_info) return;
    const int64_t ms = ctx_->time.elapsed_ms();
    // One snapshot of all threads' counts: the nodes shown and the iteration's counts agree.
    const SearchStats totals = ctx_->total_stats ? ctx_->total_stats() : stats();
    const uint64_t nodes = totals.nodes;
    const int lines = std::min<int>(ctx_->multipv, int(root_moves_.size()));
    for (int i = 0; i < lines; ++i) {
        const RootMove& rm = root_moves_[i];
        const bool updated = i <= pv_index_;
        const Value v = updated ? rm.score : rm.previous_score;
        if (v == -VALUE_INFINITE) continue;
        SearchInfo info;
        info.depth = updated ? depth : std::max(1, depth - 1);
        // A hash hit below the root can end a line before `depth` plies; the line's value still
        // stands for a search that deep, so seldepth is never shown below depth ("5/1").
        info.seldepth = std::max(rm.seldepth, info.depth);
        info.multipv = i + 1;
        info.score = to_score(v);
        info.bound = i == pv_index_ && v <= alpha  ? Bound::UPPER
                     : i == pv_index_ && v >= beta ? Bound::LOWER
                                                   : Bound::EXACT;
        info.nodes = nodes;
        info.time_ms = ms;
        info.nps = ms > 0 ? nodes * 1000 / uint64_t(ms) : 0;
        info.hashfull = ctx_->tt->hashfull();
        info.tbhits = ctx_->tb_hits.load(std::memory_order_relaxed);
        info.side_to_move = pos_.side_to_move();
        info.pv = rm.pv;
        info.search_id = ctx_->search_id;
        if (i == 0 && updated) info.avoided = avoided_by_experience(depth, v);
        info.stats = totals - iteration_start_;
        if (i == 0) {
            last_reported_best_ = rm.move;
            last_reported_score_ = v;
        }
        ctx_->on_info(info);
    }
}

bool Searcher::time_for_next_iteration() {
    SearchContext& c = *ctx_;
    const RootMove& best = root_moves_[0];
    // What the iterations so far say about the position: the best move's changes (older ones
    // count half per iteration), how long it has stood, and how far its value fell.
    decayed_best_move_changes_ = decayed_best_move_changes_ / 2 + best_move_changes_;
    best_move_changes_ = 0;
    stable_iterations_ = best.move == iteration_best_ ? stable_iterations_ + 1 : 0;
    iteration_best_ = best.move;
    SearchTrend trend;
    trend.best_move_changes = decayed_best_move_changes_;
    trend.stable_iterations = stable_iterations_;
    if (!iteration_values_.empty() && !is_mate_score(best.score)) {
        Value sum = 0;
        for (Value v : iteration_values_) sum += v;
        trend.score_drop = sum / int(iteration_values_.size()) - best.score;
    }
    uint64_t root_nodes = 0;
    for (const RootMove& rm : root_moves_) root_nodes += rm.nodes;
    trend.best_move_node_share = root_nodes ? double(best.nodes) / double(root_nodes) : 0.0;
    if (is_mate_score(best.score)) {
        iteration_values_.clear();
    } else {
        iteration_values_.push_back(best.score);
        if (iteration_values_.size() > 3) iteration_values_.erase(iteration_values_.begin());
    }

    // Do not start an iteration that the soft limit says we cannot afford.
    if (c.time.pondering() || c.limits.infinite) return true;
    int64_t soft = c.time.soft_limit();
    if (c.time_by_position && c.time.on_clock())
        soft = scaled_soft_limit(soft, c.time.hard_limit(), soft_time_scale(trend));
    return c.time.elapsed_ms() < soft;
}

void Searcher::assert_line_legal(const std::vector<Move>& line) {
    int made = 0;
    for (Move m : line) {
        XQ_ASSERT_MSG(pos_.is_legal(m), "a principal variation holds an illegal move");
        pos_.do_move(m);
        ++made;
    }
    while (made--) pos_.undo_move();
}

void Searcher::iterate() {
    SearchContext& c = *ctx_;
    const bool main = id_ == 0;
    const int level =
        c.skill_level ? c.skill_level->load(std::memory_order_relaxed) : SKILL_RANGE.max;
    multipv_ =
        std::min<int>(std::max(c.multipv, skill_params(level).multipv), int(root_moves_.size()));
    XQ_ASSERT(multipv_ >= 1 && multipv_ <= int(root_moves_.size()));
    Value previous = VALUE_ZERO;
    // Helpers start at different depths so that they fill the table with different work.
    for (root_depth_ = 1 + (id_ % 2); root_depth_ <= max_depth(); ++root_depth_) {
        if (root_depth_ > 1) may_stop_ = true;
        if (stopped()) break;
        if (main) iteration_start_ = c.total_stats ? c.total_stats() : stats();
        for (RootMove& rm : root_moves_) rm.previous_score = rm.score;
        for (pv_index_ = 0; pv_index_ < multipv_ && !stopped(); ++pv_index_) {
            seldepth_ = 0;
            Value delta = 25;
            Value alpha = -VALUE_INFINITE, beta = VALUE_INFINITE;
            if (root_depth_ >= 5 && root_moves_[pv_index_].previous_score != -VALUE_INFINITE &&
                !is_mate_score(root_moves_[pv_index_].previous_score)) {
                previous = root_moves_[pv_index_].previous_score;
                alpha = std::max(previous - delta, -VALUE_INFINITE);
                beta = std::min(previous + delta, VALUE_INFINITE);
            }
            while (true) {
                XQ_ASSERT_MSG(alpha < beta, "an aspiration window closed");
                const Value v = search_root(alpha, beta, root_depth_, pv_index_);
                if (root_scored_) window_alpha_ = alpha, window_beta_ = beta;
                std::stable_sort(
                    root_moves_.begin() + pv_index_, root_moves_.end(),
                    [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
                if (stopped()) break;
                // A long search shows a failed window as it happens, as the bound it is: the
                // report gets the window the value failed, not the wider one searched next.
                const bool show_bound =
                    main && (v <= alpha || v >= beta) && c.time.elapsed_ms() > 1000;
                if (show_bound) report(root_depth_, alpha, beta);
                if (v <= alpha) {
                    beta = (alpha + beta) / 2;
                    alpha = std::max(v - delta, -VALUE_INFINITE);
                } else if (v >= beta) {
                    beta = std::min(v + delta, VALUE_INFINITE);
                } else {
                    break;
                }
                delta += delta / 2 + 5;
                if (delta > 1000) alpha = -VALUE_INFINITE, beta = VALUE_INFINITE;
            }
            std::stable_sort(
                root_moves_.begin(), root_moves_.begin() + pv_index_ + 1,
                [](const RootMove& a, const RootMove& b) { return a.score > b.score; });
        }
        if (stopped()) break;
        // A completed iteration scored its best move.
        XQ_ASSERT(root_moves_[0].score > -VALUE_INFINITE && root_moves_[0].score < VALUE_INFINITE);
        completed_depth_ = root_depth_;
        pv_index_ = multipv_ - 1;
        if (main) report(root_depth_, -VALUE_INFINITE, VALUE_INFINITE);
        if (!main) continue;
        if (!time_for_next_iteration()) break;
        // A forced mate found with a margin of depth needs no deeper search under a clock: the
        // time saved stays on it. A fixed time per move cannot be saved, so it goes on looking
        // for a shorter mate (or a longer defence) until the time is up.
        const Value best = root_moves_[0].score;
        if (c.time.on_clock() && !c.limits.infinite && !c.limits.ponder && c.limits.depth == 0 &&
            is_mate_score(best) && VALUE_MATE - std::abs(best) + 4 <= root_depth_)
            break;
    }
    if (!main) return;
    // An unfinished iteration may have found a new best move, or a new value for the old one (a
    // mate found in its first move, say); report it so that the last PV a listener saw starts
    // with the move that will be played and carries the best value known, as a bound if it
    // failed the window it was searched with.
    if (c.multipv == 1 && !root_moves_.empty() && root_moves_[0].score != -VALUE_INFINITE &&
        (root_moves_[0].move != last_reported_best_ ||
         root_moves_[0].score != last_reported_score_)) {
        pv_index_ = 0;
        report(root_depth_, window_alpha_, window_beta_);
    }
    // Pondering and infinite searches wait for stop or ponderhit before giving a move.
    while (!c.stop.load(std::memory_order_relaxed) && (c.limits.infinite || c.time.pondering()))
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

template Value Searcher::search<true>(Value, Value, int, int, bool);
template Value Searcher::search<false>(Value, Value, int, int, bool);

}  // namespace xq
