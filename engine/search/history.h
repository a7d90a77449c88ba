// The history tables that order quiet moves and steer late-move reductions: a butterfly
// history (side, from, to) and continuation histories (how a move of a piece to a square has
// fared as the reply one or two plies after an earlier move of a piece to a square). All are
// int16 with a gravity update, so an entry saturates at +-HISTORY_MAX and a run of good or bad
// results outweighs what came long before.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "rules/position.h"
#include "util/invariant.h"

namespace xq {

constexpr int HISTORY_MAX = 16000;

// Moves `entry` towards +-limit by `bonus`, the more slowly the nearer it is already.
// With the entry within +-limit and the bonus no larger than the limit, so is the result.
inline void history_update(int16_t& entry, int bonus, int limit = HISTORY_MAX) {
    XQ_ASSERT(limit > 0 && limit <= INT16_MAX && bonus >= -limit && bonus <= limit);
    XQ_ASSERT(entry >= -limit && entry <= limit);
    entry = int16_t(entry + bonus - entry * (bonus < 0 ? -bonus : bonus) / limit);
    XQ_ASSERT_MSG(entry >= -limit && entry <= limit, "a history entry left its limits");
}

// The bonus of a move that cut off at `depth` (and the malus of those tried before it).
inline int history_bonus(int depth) {
    XQ_ASSERT(depth >= 1 && depth < MAX_PLY);
    return std::min(16 * depth * depth + 32 * depth, 2000);
}

// Butterfly history of quiet moves: side, from, to.
struct ButterflyHistory {
    int16_t table[2][SQUARE_NB][SQUARE_NB];
    int get(Color c, Move m) const {
        XQ_ASSERT(from_sq(m) < SQUARE_NB && to_sq(m) < SQUARE_NB);
        return table[c][from_sq(m)][to_sq(m)];
    }
    void update(Color c, Move m, int bonus) {
        XQ_ASSERT(m != MOVE_NONE && from_sq(m) < SQUARE_NB && to_sq(m) < SQUARE_NB);
        history_update(table[c][from_sq(m)][to_sq(m)], bonus);
    }
};

// Capture history: how captures by a piece on a square of a piece type have fared. It moves a
// capture up or down among captures of similar value.
struct CaptureHistory {
    int16_t table[PIECE_NB][SQUARE_NB][PIECE_TYPE_NB];
    int get(Piece pc, Square to, PieceType captured) const {
        XQ_ASSERT(pc != NO_PIECE && pc < PIECE_NB && to >= 0 && to < SQUARE_NB);
        XQ_ASSERT_MSG(captured != NO_PIECE_TYPE && captured != KING, "not a capture");
        return table[pc][to][captured];
    }
    void update(Piece pc, Square to, PieceType captured, int bonus) {
        XQ_ASSERT(pc != NO_PIECE && pc < PIECE_NB && to >= 0 && to < SQUARE_NB);
        XQ_ASSERT_MSG(captured != NO_PIECE_TYPE && captured != KING, "not a capture");
        history_update(table[pc][to][captured], bonus);
    }
};

// One row of a continuation history: the value of a move by its piece and destination.
struct PieceToHistory {
    int16_t table[PIECE_NB][SQUARE_NB];
    int get(Piece pc, Square to) const {
        XQ_ASSERT(pc != NO_PIECE && pc < PIECE_NB && to >= 0 && to < SQUARE_NB);
        return table[pc][to];
    }
    void update(Piece pc, Square to, int bonus) {
        XQ_ASSERT(pc != NO_PIECE && pc < PIECE_NB && to >= 0 && to < SQUARE_NB);
        history_update(table[pc][to], bonus);
    }
};

// A row per earlier move (piece, destination): 1440 rows of 1440 entries, 4 MB per searcher.
class ContinuationHistory {
  public:
    ContinuationHistory() : rows_(PIECE_NB * SQUARE_NB) { clear(); }
    PieceToHistory& row(Piece pc, Square to) {
        XQ_ASSERT(pc != NO_PIECE && pc < PIECE_NB && to >= 0 && to < SQUARE_NB);
        return rows_[pc * SQUARE_NB + to];
    }
    const PieceToHistory& row(Piece pc, Square to) const {
        XQ_ASSERT(pc != NO_PIECE && pc < PIECE_NB && to >= 0 && to < SQUARE_NB);
        return rows_[pc * SQUARE_NB + to];
    }
    void clear();
    // Memory of the tables (for tests and documentation).
    static constexpr size_t bytes() { return sizeof(PieceToHistory) * PIECE_NB * SQUARE_NB; }

  private:
    std::vector<PieceToHistory> rows_;
};

// The histories that judge a quiet move at one node: the side's butterfly history and the
// continuation rows of the opponent's last move and of our own move before it (null where
// there is no such move, or it was a null move).
struct QuietHistory {
    const ButterflyHistory* butterfly = nullptr;
    const PieceToHistory* cont[2] = {nullptr, nullptr};
    // Sum of the three entries for quiet move `m` of the side to move in `pos`.
    int score(const Position& pos, Move m) const {
        if constexpr (SLOW_ASSERTS)
            XQ_ASSERT_MSG(!pos.is_capture(m), "a capture scored by the quiet history");
        int s = butterfly ? butterfly->get(pos.side_to_move(), m) : 0;
        const Piece pc = pos.piece_on(from_sq(m));
        for (const PieceToHistory* c : cont)
            if (c) s += c->get(pc, to_sq(m));
        return s;
    }
};

}  // namespace xq
