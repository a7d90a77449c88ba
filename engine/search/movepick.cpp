#include "search/movepick.h"

#include <algorithm>

#include "eval/evaluate.h"
#include "search/see.h"
#include "util/invariant.h"

namespace xq {

namespace {

int mvv_lva(const Position& pos, Move m) {
    return PIECE_ORDER_VALUE[type_of(pos.piece_on(to_sq(m)))] * 16 -
           PIECE_ORDER_VALUE[type_of(pos.piece_on(from_sq(m)))] / 16;
}

// MVV-LVA, moved by the capture history by up to about five pawns' worth.
int capture_score(const Position& pos, Move m, const CaptureHistory* history) {
    int s = mvv_lva(pos, m);
    if (history)
        s += history->get(pos.piece_on(from_sq(m)), to_sq(m), type_of(pos.piece_on(to_sq(m)))) / 2;
    return s;
}

}  // namespace

MovePicker::MovePicker(const Position& pos, Move tt_move, const Move* killers, Move counter,
                       const QuietHistory& history, const CaptureHistory* captures)
    : pos_(pos), history_(history), capture_history_(captures), tt_move_(tt_move) {
    if (killers) {
        killers_[0] = killers[0];
        killers_[1] = killers[1];
    }
    killers_[2] = counter;
    stage_ = pos.in_check() ? EVASION_TT : TT_MOVE;
    if (tt_move_ && !(pos.is_pseudo_legal(tt_move_) && legal(tt_move_))) tt_move_ = MOVE_NONE;
    if (!tt_move_) stage_ = Stage(stage_ + 1);
}

MovePicker::MovePicker(const Position& pos, Move tt_move, const CaptureHistory* captures)
    : pos_(pos), capture_history_(captures), tt_move_(tt_move) {
    if (pos.in_check()) {
        stage_ = EVASION_TT;
    } else {
        stage_ = QS_TT;
        if (tt_move_ && !pos.is_capture(tt_move_)) tt_move_ = MOVE_NONE;
    }
    if (tt_move_ && !(pos.is_pseudo_legal(tt_move_) && legal(tt_move_))) tt_move_ = MOVE_NONE;
    if (!tt_move_) stage_ = Stage(stage_ + 1);
}

bool MovePicker::legal(Move m) const {
    return legality_.legal(m);
}

bool MovePicker::is_special(Move m) const {
    return m == tt_move_ || m == killers_[0] || m == killers_[1] || m == killers_[2];
}

void MovePicker::score_captures(int begin, int end) {
    for (int i = begin; i < end; ++i)
        moves_[i].score = capture_score(pos_, moves_[i].move, capture_history_);
}

Move MovePicker::pick_best(int& cur, int end) {
    XQ_ASSERT(cur >= 0 && cur < end && end <= MAX_MOVES);
    int best = cur;
    for (int i = cur + 1; i < end; ++i)
        if (moves_[i].score > moves_[best].score) best = i;
    std::swap(moves_[cur], moves_[best]);
    return moves_[cur++].move;
}

#ifndef NDEBUG
// Every move handed out is legal, and the moves of the special stages (the TT move, the
// killers, the counter move) are handed out once: the other stages skip them.
void MovePicker::check_picked(Move m) {
    if (m == MOVE_NONE) return;
    XQ_ASSERT(pos_.is_pseudo_legal(m) && pos_.leaves_king_safe(m));
    // In check every move comes from the evasion stages, and only then.
    XQ_ASSERT((stage_ > EVASION_TT && stage_ <= EVASIONS) == pos_.in_check());
    XQ_ASSERT_MSG(stage_ < QS_TT || pos_.is_capture(m), "quiescence was handed a quiet move");
    XQ_ASSERT(stage_ != BAD_CAPTURES || pos_.is_capture(m));
    for (int i = 0; i < picked_special_count_; ++i)
        XQ_ASSERT_MSG(picked_special_[i] != m, "the move picker handed out a move twice");
    if (!is_special(m)) return;
    XQ_ASSERT(picked_special_count_ < 4);
    picked_special_[picked_special_count_++] = m;
}
#endif

Move MovePicker::pick() {
    switch (stage_) {
        case TT_MOVE:
        case EVASION_TT:
        case QS_TT:
            stage_ = Stage(stage_ + 1);
            return tt_move_;

        case INIT_CAPTURES:
        case QS_INIT_CAPTURES: {
            // Once per picker, before any losing capture is set aside.
            XQ_ASSERT(bad_begin_ == MAX_MOVES && bad_end_ == MAX_MOVES);
            MoveList list;
            generate_pseudo<GenType::CAPTURES>(pos_, list);
            cur_ = end_ = 0;
            for (Move m : list) moves_[end_++] = {m, 0};
            score_captures(0, end_);
            stage_ = Stage(stage_ + 1);
            return pick();
        }

        case GOOD_CAPTURES:
            while (cur_ < end_) {
                const Move m = pick_best(cur_, end_);
                if (m == tt_move_ || !legal(m)) continue;
                if (!see_ge(pos_, m, 0)) {
                    // The losing captures set aside at the tail never reach those still to pick.
                    XQ_ASSERT(bad_begin_ > end_);
                    moves_[--bad_begin_] = {m, 0};  // tail grows down; order kept by MVV
                    continue;
                }
                XQ_ASSERT(pos_.is_capture(m));
                return m;
            }
            stage_ = KILLER_1;
            [[fallthrough]];

        case KILLER_1:
        case KILLER_2:
        case COUNTER_MOVE: {
            const int index = stage_ - KILLER_1;
            const Move k = killers_[index];
            stage_ = Stage(stage_ + 1);
            bool repeated = k == tt_move_;
            for (int i = 0; i < index; ++i) repeated |= k == killers_[i];
            if (k && !repeated && !pos_.is_capture(k) && pos_.is_pseudo_legal(k) && legal(k))
                return k;
            return pick();
        }

        case INIT_QUIETS: {
            XQ_ASSERT_MSG(cur_ == end_, "the quiet moves overwrote captures not yet tried");
            MoveList list;
            generate_pseudo<GenType::QUIETS>(pos_, list);
            cur_ = end_ = 0;
            for (Move m : list) {
                // History first; the piece-square gain orders moves the history knows nothing of.
                const int pst = 4 * pst_gain(pos_.piece_on(from_sq(m)), from_sq(m), to_sq(m));
                moves_[end_++] = {m, history_.score(pos_, m) + pst};
            }
            // One sort: all-nodes visit every quiet move, where repeated selection costs n^2.
            // Insertion sort is stable (the same order as std::stable_sort) and, for the few
            // dozen moves of a list, cheaper than its merge sort with a heap buffer.
            for (int i = 1; i < end_; ++i) {
                const Scored x = moves_[i];
                int j = i;
                for (; j > 0 && moves_[j - 1].score < x.score; --j) moves_[j] = moves_[j - 1];
                moves_[j] = x;
            }
            // The quiet moves fill the list from the front, the losing captures its tail: they
            // are distinct pseudo-legal moves, so they fit together.
            XQ_ASSERT(end_ <= bad_begin_);
            stage_ = QUIET_MOVES;
            [[fallthrough]];
        }

        case QUIET_MOVES:
            while (cur_ < end_) {
                const Move m = moves_[cur_++].move;
                if (is_special(m) || !legal(m)) continue;
                return m;
            }
            stage_ = BAD_CAPTURES;
            // The bad captures were stored from the tail down; play them best MVV first.
            cur_ = MAX_MOVES - 1;
            [[fallthrough]];

        case BAD_CAPTURES:
            if (cur_ >= bad_begin_) return moves_[cur_--].move;
            stage_ = DONE;
            return MOVE_NONE;

        case INIT_EVASIONS: {
            XQ_ASSERT_MSG(pos_.in_check(), "evasions generated out of check");
            MoveList list;
            generate_pseudo<GenType::ALL_MOVES>(pos_, list);
            cur_ = end_ = 0;
            for (Move m : list) {
                if (m == tt_move_ || !legal(m)) continue;
                const int score =
                    pos_.is_capture(m) ? 1000000 + mvv_lva(pos_, m) : history_.score(pos_, m);
                moves_[end_++] = {m, score};
            }
            stage_ = EVASIONS;
            [[fallthrough]];
        }

        case EVASIONS:
            if (cur_ < end_) return pick_best(cur_, end_);
            stage_ = DONE;
            return MOVE_NONE;

        case QS_CAPTURES:
            while (cur_ < end_) {
                const Move m = pick_best(cur_, end_);
                if (m == tt_move_ || !legal(m)) continue;
                return m;
            }
            stage_ = DONE;
            return MOVE_NONE;

        case DONE:
            return MOVE_NONE;
    }
    return MOVE_NONE;
}

}  // namespace xq
