// Time by position: under a clock the soft limit stretches while the best move changes or its
// value falls and shrinks once the best move stands, never past the hard limit; and a search
// on a clock ends within its hard limit whether the option is on or off.
#include <doctest/doctest.h>

#include <chrono>
#include <string>
#include <vector>

#include "engine.h"
#include "search/timeman.h"

using namespace xq;

TEST_CASE("time by position / a stable best move shortens, a changing or falling one lengthens") {
    const SearchTrend neutral{};
    CHECK(soft_time_scale(neutral) == doctest::Approx(1.0));

    SearchTrend stable;
    stable.stable_iterations = 4;
    CHECK(soft_time_scale(stable) < 1.0);
    SearchTrend long_stable = stable;
    long_stable.stable_iterations = 8;
    CHECK(soft_time_scale(long_stable) < soft_time_scale(stable));
    SearchTrend all_nodes = long_stable;
    all_nodes.best_move_node_share = 0.95;
    CHECK(soft_time_scale(all_nodes) < soft_time_scale(long_stable));

    SearchTrend changing;
    changing.best_move_changes = 1;
    CHECK(soft_time_scale(changing) > 1.0);
    SearchTrend changing_more = changing;
    changing_more.best_move_changes = 2;
    CHECK(soft_time_scale(changing_more) > soft_time_scale(changing));

    SearchTrend falling;
    falling.score_drop = 60;
    CHECK(soft_time_scale(falling) > 1.0);
    SearchTrend rising;
    rising.score_drop = -60;
    CHECK(soft_time_scale(rising) < 1.0);

    SearchTrend worst;
    worst.best_move_changes = 50;
    worst.score_drop = 5000;
    CHECK(soft_time_scale(worst) == doctest::Approx(SOFT_SCALE_MAX));
    SearchTrend calmest;
    calmest.stable_iterations = 50;
    calmest.score_drop = -5000;
    calmest.best_move_node_share = 1.0;
    CHECK(soft_time_scale(calmest) >= SOFT_SCALE_MIN);
}

TEST_CASE("time by position / the scaled soft limit never passes the hard limit") {
    for (int64_t left : {300, 1000, 10000, 60000, 600000})
        for (int64_t inc : {0, 100, 2000})
            for (double scale : {SOFT_SCALE_MIN, 0.5, 1.0, 2.0, SOFT_SCALE_MAX}) {
                SearchLimits l;
                l.time_left_ms[RED] = left;
                l.increment_ms[RED] = inc;
                TimeManager tm;
                tm.start(l, RED);
                CAPTURE(left);
                CAPTURE(inc);
                CAPTURE(scale);
                const int64_t soft = scaled_soft_limit(tm.soft_limit(), tm.hard_limit(), scale);
                CHECK(soft >= 1);
                CHECK(soft <= tm.hard_limit());
                if (scale >= 1.0) CHECK(soft >= tm.soft_limit());
                if (scale <= 1.0) CHECK(soft <= tm.soft_limit());
            }
    // No limit at all stays no limit, without overflow.
    CHECK(scaled_soft_limit(TimeManager::NO_LIMIT, TimeManager::NO_LIMIT, SOFT_SCALE_MAX) ==
          TimeManager::NO_LIMIT);
}

TEST_CASE("time by position / a search on a clock ends within its hard limit") {
    // Positions where the best move tends to change (tactics) and quiet ones, with short clocks
    // whose hard limit a search would pass if the stretched soft limit started iterations it
    // could not finish and nothing stopped them.
    const char* fens[] = {
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2B1NC1/9/RN1AKA2R w - - 0 1",
        "2b1kab2/4a4/4c4/p3R4/6p2/4P3P/P5P2/6n2/5r3/3K5 b - - 5 43",
    };
    for (const bool by_position : {true, false})
        for (const char* fen : fens)
            for (int64_t left : {1000, 3000}) {
                Engine engine;
                engine.set_hash_mb(16);
                engine.set_time_by_position(by_position);
                std::string error;
                REQUIRE_MESSAGE(engine.set_position(fen, std::vector<Move>{}, &error), error);
                SearchLimits limits;
                const Color us = engine.position().side_to_move();
                limits.time_left_ms[us] = left;
                limits.increment_ms[us] = 100;
                TimeManager plan;
                plan.start(limits, us);
                const auto t0 = std::chrono::steady_clock::now();
                engine.go(limits);
                engine.wait();
                const int64_t ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                                       std::chrono::steady_clock::now() - t0)
                                       .count();
                CAPTURE(fen);
                CAPTURE(left);
                CAPTURE(by_position);
                CAPTURE(plan.hard_limit());
                // The hard limit plus what stopping and a loaded machine may add.
                CHECK(ms <= plan.hard_limit() + 100);
            }
}
