// Static evaluation: material and piece-square tables interpolated between midgame and endgame
// by the amount of attacking material left, plus the positional terms documented in
// docs/engine.md. The result is from the side to move's point of view.
#pragma once

#include "position.h"
#include "types.h"

namespace xq {

// Midgame weight of the position: PHASE_MAX with all attacking pieces on the board, 0 with none.
constexpr int PHASE_MAX = 48;
int game_phase(const Position& pos);

// Material of colour c's rooks, horses and cannons (midgame piece values).
int attacking_material(const Position& pos, Color c);

Value evaluate(const Position& pos);

// Value of a piece type for move ordering and exchange decisions (centipawns).
constexpr int PIECE_ORDER_VALUE[PIECE_TYPE_NB] = {0, 10000, 200, 200, 400, 900, 450, 100};

}  // namespace xq
