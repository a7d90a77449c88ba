// The time manager's plan for one move: what the clock and the increment allow.
#include <doctest/doctest.h>

#include <utility>

#include "search/timeman.h"

using namespace xq;

TEST_CASE("time manager: an increment lengthens the planned time / never past the clock") {
    // Mutant time-target-no-increment: the plan for a move ignored the increment.
    auto limits_for = [](int64_t left, int64_t inc) {
        SearchLimits l;
        l.time_left_ms[RED] = left;
        l.increment_ms[RED] = inc;
        TimeManager tm;
        tm.start(l, RED);
        return std::pair{tm.soft_limit(), tm.hard_limit()};
    };
    const auto [soft0, hard0] = limits_for(60000, 0);
    const auto [soft5, hard5] = limits_for(60000, 5000);
    CHECK(soft5 > soft0);
    CHECK(hard5 > hard0);
    // 60 s over 30 moves plus three quarters of a 5 s increment, half of it as the soft limit.
    CHECK(soft5 == ((60000 - TimeManager::MOVE_OVERHEAD_MS) / 30 + 5000 * 3 / 4) / 2);
    // With little time left an increment cannot plan past the clock.
    const auto [soft_low, hard_low] = limits_for(300, 60000);
    CHECK(hard_low <= 300);
    CHECK(soft_low <= hard_low);
}
