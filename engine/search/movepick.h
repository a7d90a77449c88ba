// Staged move ordering. The main search gets: the transposition-table move, winning and equal
// captures (MVV-LVA moved by the capture history, checked by SEE), two killers, the counter
// move, quiet moves by history (history.h), then losing captures. In check every legal reply is
// generated at once and ordered the same way. Quiescence gets captures only (or all evasions when
// in check). Every move returned is legal.
#pragma once

#include <cstdint>

#include "rules/movegen.h"
#include "rules/position.h"
#include "search/history.h"

namespace xq {

class MovePicker {
  public:
    // Main search. `killers` holds two killers; `counter` is the usual reply to the last move.
    MovePicker(const Position& pos, Move tt_move, const Move* killers, Move counter,
               const QuietHistory& history, const CaptureHistory* captures = nullptr);
    // Quiescence: captures only unless in check.
    MovePicker(const Position& pos, Move tt_move, const CaptureHistory* captures = nullptr);

    // The next legal move, or MOVE_NONE when there are no more.
    Move next();

  private:
    enum Stage : uint8_t {
        TT_MOVE,
        INIT_CAPTURES,
        GOOD_CAPTURES,
        KILLER_1,
        KILLER_2,
        COUNTER_MOVE,
        INIT_QUIETS,
        QUIET_MOVES,
        BAD_CAPTURES,
        EVASION_TT,
        INIT_EVASIONS,
        EVASIONS,
        QS_TT,
        QS_INIT_CAPTURES,
        QS_CAPTURES,
        DONE,
    };
    struct Scored {
        Move move;
        int score;
    };

    Move pick();  // next() without its checks
    bool legal(Move m) const;
    bool is_special(Move m) const;  // already tried as TT move or killer
    void score_captures(int begin, int end);
    Move pick_best(int& cur, int end);

    const Position& pos_;
    LegalityFilter legality_{pos_};
    QuietHistory history_;
    const CaptureHistory* capture_history_ = nullptr;
    Move tt_move_;
    Move killers_[3] = {MOVE_NONE, MOVE_NONE, MOVE_NONE};  // two killers, counter move
    Stage stage_;
    Scored moves_[MAX_MOVES];
    int cur_ = 0, end_ = 0;
    int bad_begin_ = MAX_MOVES, bad_end_ = MAX_MOVES;  // losing captures stored at the tail
#ifndef NDEBUG
    void check_picked(Move m);
    Move picked_special_[4] = {};  // the TT move, killers and counter move handed out so far
    int picked_special_count_ = 0;
#endif
};

// Inline: the search calls it for every move, and Release builds keep only the call to pick().
inline Move MovePicker::next() {
    const Move m = pick();
#ifndef NDEBUG
    check_picked(m);
#endif
    return m;
}

}  // namespace xq
