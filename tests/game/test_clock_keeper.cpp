// The clock keeper on its own: one low-time warning per drop under the limit, the flag fall, and
// the clocks that come back with the position they belong to.
#include <doctest/doctest.h>

#include "formats/iccs.h"
#include "game/clock/clock_keeper.h"

using namespace xq;

namespace {

TimeControl keeper_fischer(int base_s, int extra_s) {
    TimeControl tc;
    tc.kind = TimeControl::Kind::FISCHER;
    tc.base_s = base_s;
    tc.extra_s = extra_s;
    return tc;
}

}  // namespace

TEST_CASE("clock keeper / one warning under ten seconds, then the flag falls") {
    Game g;
    ClockKeeper k;
    k.reset(keeper_fischer(20, 0), keeper_fischer(20, 0), g, 0);
    CHECK(k.follow(true, RED, 0) == ClockKeeper::Tick::NOTHING);
    CHECK(k.follow(true, RED, 10001) == ClockKeeper::Tick::LOW_TIME);
    CHECK(k.follow(true, RED, 12000) == ClockKeeper::Tick::NOTHING);  // said once
    CHECK(k.follow(true, RED, 19999) == ClockKeeper::Tick::NOTHING);
    CHECK(k.follow(true, RED, 20000) == ClockKeeper::Tick::FLAG_FELL);
    CHECK(k.clock().running() == std::nullopt);  // stopped at the fall
    CHECK(k.clock().at(BLACK, 20000).main_ms == 20000);
}

TEST_CASE("clock keeper / a stopped clock spends nothing") {
    Game g;
    ClockKeeper k;
    k.reset(keeper_fischer(60, 0), keeper_fischer(60, 0), g, 0);
    CHECK(k.follow(false, RED, 30000) == ClockKeeper::Tick::NOTHING);
    CHECK(k.clock().at(RED, 30000).main_ms == 60000);
}

TEST_CASE("clock keeper / going back shows the clocks of that move, the end brings its own") {
    Game g;
    ClockKeeper k;
    k.reset(keeper_fischer(60, 0), keeper_fischer(60, 0), g, 0);
    k.follow(true, RED, 0);
    REQUIRE(g.play(iccs_to_move("h2e2")));
    k.moved(RED, g, 5000);  // Red spent 5 s
    k.follow(true, BLACK, 5000);
    // At 8 s Black (3 s spent so far) looks back at the start.
    auto left = k.before_navigation(g, 8000);
    REQUIRE(left);
    REQUIRE(g.go_to(0));
    k.after_navigation(std::move(left), g, 8000, false, false);
    CHECK(k.clock().at(RED, 8000).main_ms == 60000);
    CHECK(k.clock().at(BLACK, 8000).main_ms == 60000);
    // Back at the end at 10 s: Black's clock ran on meanwhile (looking back is no pause).
    auto from_start = k.before_navigation(g, 10000);
    CHECK(!from_start);  // only the game's last position has clocks to bring back
    REQUIRE(g.go_to(1));
    k.after_navigation(std::move(from_start), g, 10000, false, false);
    CHECK(k.clock().at(RED, 10000).main_ms == 55000);
    CHECK(k.clock().at(BLACK, 10000).main_ms == 55000);
}
