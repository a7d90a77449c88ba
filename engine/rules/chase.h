// Chase detection (捉) for the repetition rules: which enemy pieces does a move threaten to
// win on the next move? docs/rules.md states the exact subset of the Asian rules implemented.
#pragma once

#include <cstdint>

#include "rules/position.h"

namespace xq {

// The squares (after the move) of the enemy pieces a move chases. Targets never move during
// the chaser's move, so their squares identify them.
struct ChaseTargets {
    uint8_t count = 0;
    uint8_t squares[16];  // an enemy has at most 15 non-king pieces
    bool contains(Square s) const {
        for (int i = 0; i < count; ++i)
            if (squares[i] == s) return true;
        return false;
    }
};

// The pieces that the legal move m (by the side to move) chases: after m, one of the mover's
// pieces other than its king and pawns can legally capture the target, could not capture it
// before m (even ignoring its own king's safety), and the target is not a king, not a pawn on
// its own side of the river, and not a same-type piece that can legally capture the attacker
// back; the target must also be unprotected (no legal recapture on its square after the
// capture) unless it is a rook attacked by a horse or a cannon. `pos` is restored.
ChaseTargets chased_by_move(Position& pos, Move m);

}  // namespace xq
