// How long the engine's move is held before it is played at the board. A low difficulty caps the
// search depth, so the engine would answer within milliseconds and a demo game would flash past:
// below full strength its move waits until the time per move has passed (the player set it), or,
// under a clock, a short human pace that never costs more than a small part of the time left.
// The engine stays as weak as its level; only the answer waits.
#pragma once

#include <cstdint>

#include "game/clock/clock.h"

namespace xq {

// At most this long under a clock (and at most a thirtieth of the time left before the flag).
constexpr int64_t CLOCK_PACE_MS = 1500;

// Milliseconds from the start of the search before the engine's move of `side` is played.
int64_t engine_pace_ms(const Clock& clock, Color side, int64_t now, double movetime_s, int skill);

}  // namespace xq
