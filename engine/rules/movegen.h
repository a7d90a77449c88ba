// Move generation. The pseudo-legal generators ignore own-king safety. generate_legal and
// count_legal_moves work out once per position which pieces and squares can expose the king
// (rules/pins.h) and play on the board only those moves, king moves and moves out of check;
// count_legal_moves counts a free slider's quiet moves without listing them (perft's last ply).
// legal_when_not_in_check is the per-move filter of the search's move picker.
#pragma once

#include "rules/pins.h"
#include "rules/position.h"
#include "util/invariant.h"

namespace xq {

constexpr int MAX_MOVES = 160;  // more than the pseudo-legal maximum of any position

struct MoveList {
    Move moves[MAX_MOVES];
    int count = 0;
    void push(Move m) {
        XQ_ASSERT_MSG(count < MAX_MOVES, "a move list overflowed MAX_MOVES");
        if constexpr (SLOW_ASSERTS)
            XQ_ASSERT(from_sq(m) != to_sq(m) && from_sq(m) < SQUARE_NB && to_sq(m) < SQUARE_NB);
        moves[count++] = m;
    }
    const Move* begin() const { return moves; }
    const Move* end() const { return moves + count; }
    int size() const { return count; }
    bool contains(Move m) const {
        for (Move x : *this)
            if (x == m) return true;
        return false;
    }
};

enum GenType { CAPTURES, QUIETS, ALL_MOVES };

// Pseudo-legal moves of the side to move; appends to list.
template <GenType T>
void generate_pseudo(const Position& pos, MoveList& list);

// Legal moves (all, or captures only). When in check every legal move is an evasion.
void generate_legal(const Position& pos, MoveList& list);
void generate_legal_captures(const Position& pos, MoveList& list);
// Legal replies to a check (the same set as generate_legal when in check).
void generate_evasions(const Position& pos, MoveList& list);
int count_legal_moves(const Position& pos);

// Fast filter for a pseudo-legal move when the mover is not in check: only king moves and moves
// touching the king's rank, file or diagonal neighbours (horse legs) are played on the board.
bool legal_when_not_in_check(const Position& pos, Move m);

// The legality of pseudo-legal moves of one position, asked one move at a time (the search's
// move picker). Out of check, legal_when_not_in_check's geometry first, then the pin facts; in
// check, the check breaks. Either is worked out once for the position, at the first move that
// needs it, and then only king moves and the moves it names are played on the board.
class LegalityFilter {
  public:
    explicit LegalityFilter(const Position& pos) : pos_(pos) {}
    bool legal(Move m) const;

  private:
    bool decide(Move m) const;
    const Position& pos_;
    mutable Pins pins_;           // out of check
    mutable CheckBreaks breaks_;  // in check
    mutable bool ready_ = false;
};

}  // namespace xq
