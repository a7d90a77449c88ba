// Captured pieces and the material balance, for the player cards beside the board.
#pragma once

#include <vector>

#include "rules/position.h"

namespace xq {

struct Material {
    // The pieces each side has taken (by the capturer's Color), strongest first. Counted against
    // the game's start position, so a handicap's missing pieces are not "captured".
    std::vector<Piece> taken_by[2];
    // Red's material minus Black's in pawns (rook 9, cannon 4.5, horse 4, advisor and elephant
    // 2, pawn 1), over all pieces on the board: a handicap shows in it.
    double balance = 0;
};

// The usual teaching values; the king counts 0.
double piece_value(PieceType t);
Material material(const Position& start, const Position& now);

}  // namespace xq
