// Static exchange evaluation: the material outcome of the capture sequence on one square when
// both sides recapture with their least valuable piece first and may stop at any time. Pins
// are ignored. Used to order captures and to prune losing ones in quiescence.
#pragma once

#include "rules/position.h"

namespace xq {

// The exchange value of move m from the mover's point of view (centipawns).
int see(const Position& pos, Move m);

// Is see(pos, m) >= threshold? Cheap when the capture is obviously good.
bool see_ge(const Position& pos, Move m, int threshold = 0);

}  // namespace xq
