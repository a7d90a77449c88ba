// The moves that formed the repetition a game ended on, for the end dialog: a player who lost
// by perpetual check or chase should see which moves the referee counted.
#pragma once

#include <vector>

#include "game/game.h"

namespace xq {

struct RepetitionCycle {
    Position before;          // the position before the cycle's first move
    std::vector<Move> moves;  // from the previous occurrence of the final position to it
};

// Empty moves unless the game at its current ply ended on a repetition ruling (perpetual check,
// perpetual chase or a drawn repetition).
RepetitionCycle repetition_cycle(const Game& game);

}  // namespace xq
