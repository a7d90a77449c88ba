#include "game/clock/engine_pace.h"

#include <algorithm>
#include <cmath>

#include "search/search_types.h"

namespace xq {

int64_t engine_pace_ms(const Clock& clock, Color side, int64_t now, double movetime_s, int skill) {
    if (skill >= SKILL_RANGE.max) return 0;  // full strength spends its time searching
    if (!clock.control(side).timed()) return std::llround(movetime_s * 1000);
    return std::min(CLOCK_PACE_MS, clock.time_to_flag(side, now) / 30);
}

}  // namespace xq
