// What the engine is told about time when it moves for `side`: its clock (wtime/btime, winc/binc;
// movestogo 1 in a byo-yomi period) under a timed control, else the fixed time per move.
#pragma once

#include <cstdint>

#include "game/clock/clock.h"
#include "search/search_types.h"

namespace xq {

// Kept back from the clock for the time between the engine's answer and the frame that plays it.
constexpr int64_t CLOCK_SAFETY_MS = 100;

SearchLimits clock_limits(const Clock& clock, Color side, int64_t now, double movetime_s);

}  // namespace xq
