#include "game/clock/clock_limits.h"

#include <algorithm>
#include <cmath>

namespace xq {

SearchLimits clock_limits(const Clock& clock, Color side, int64_t now, double movetime_s) {
    SearchLimits limits;
    const TimeControl& tc = clock.control(side);
    if (!tc.timed()) {
        limits.movetime_ms = std::max<int64_t>(1, std::llround(movetime_s * 1000));
        return limits;
    }
    for (Color c : {RED, BLACK}) {
        const TimeControl& t = clock.control(c);
        if (!t.timed()) continue;
        const Clock::Side s = clock.at(c, now);
        if (t.kind == TimeControl::Kind::BYOYOMI) {
            // The main time runs first and is not refilled; the period after it is. Once less
            // than a period of main time is left, this move may use both, the last of the pool.
            limits.time_left_ms[c] =
                std::max<int64_t>(1, s.main_ms + s.period_ms - CLOCK_SAFETY_MS);
            if (c == side && s.main_ms < s.period_ms) limits.movestogo = 1;
        } else {
            limits.time_left_ms[c] = std::max<int64_t>(1, s.main_ms - CLOCK_SAFETY_MS);
            limits.increment_ms[c] = int64_t(t.extra_s) * 1000;
        }
    }
    return limits;
}

}  // namespace xq
