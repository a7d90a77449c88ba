// The time manager's plan for one move: what the clock and the increment allow.
#include <doctest/doctest.h>

#include <algorithm>
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
    CHECK(soft5 == ((60000 - MOVE_OVERHEAD_RANGE.fallback) / 30 + 5000 * 3 / 4) / 2);
    // With little time left an increment cannot plan past the clock.
    const auto [soft_low, hard_low] = limits_for(300, 60000);
    CHECK(hard_low <= 300);
    CHECK(soft_low <= hard_low);
}

TEST_CASE("time manager: the move overhead is kept back from a clock and from a fixed time") {
    SearchLimits clock;
    clock.time_left_ms[RED] = 60000;
    TimeManager none, big;
    none.start(clock, RED, 0);
    big.start(clock, RED, 3000);
    CHECK(none.soft_limit() == 60000 / 30 / 2);
    CHECK(big.soft_limit() == (60000 - 3000) / 30 / 2);
    CHECK(big.hard_limit() < none.hard_limit());

    SearchLimits fixed;
    fixed.movetime_ms = 1000;
    auto budget = [&](int64_t overhead) {
        TimeManager tm;
        tm.start(fixed, RED, overhead);
        CHECK(tm.soft_limit() == tm.hard_limit());
        return tm.hard_limit();
    };
    CHECK(budget(0) == 990);  // what stopping costs: about 3%, 2 to 10 ms
    CHECK(budget(10) == 990);
    CHECK(budget(30) == 970);
    CHECK(budget(100) == 900);
    CHECK(budget(5000) == 500);  // never more than half of a fixed time
    // set_movetime() on a running search keeps the overhead it started with.
    TimeManager tm;
    tm.start(fixed, RED, 100);
    tm.set_movetime(2000);
    CHECK(tm.hard_limit() == 1900);
}

TEST_CASE("time manager: a clock worn down to the increment keeps half of it in hand") {
    // 10 s + 0.1 s on a loaded machine: every answer arrives 20 ms after the search's hard
    // limit (the pipe and the scheduler). Spending a third of the clock plus the increment
    // wore it down to the flag within a few moves; spending at most half of it keeps a reserve.
    constexpr int64_t INC = 100, LATENCY = 20;
    int64_t left = 10000, least = left;
    for (int move = 0; move < 300; ++move) {
        SearchLimits l;
        l.time_left_ms[RED] = left;
        l.increment_ms[RED] = INC;
        TimeManager tm;
        tm.start(l, RED);
        CHECK(tm.hard_limit() <= (left - MOVE_OVERHEAD_RANGE.fallback) / 2);
        left -= tm.hard_limit() + LATENCY;  // the worst case: every search runs to its hard limit
        least = std::min(least, left);
        left += INC;
    }
    CHECK(least > 0);
}
