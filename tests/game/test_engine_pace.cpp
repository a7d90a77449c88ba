// Below full strength the engine's move waits for the time per move (or a short pace under a
// clock): a weak level answers at once from its capped search, and a demo game would flash past.
#include <doctest/doctest.h>

#include <chrono>
#include <thread>

#include "formats/iccs.h"
#include "game/clock/engine_pace.h"
#include "game/controller.h"
#include "game/settings.h"

using namespace xq;

namespace {

uint32_t ms_since(std::chrono::steady_clock::time_point start) {
    return uint32_t(std::chrono::duration_cast<std::chrono::milliseconds>(
                        std::chrono::steady_clock::now() - start)
                        .count());
}

}  // namespace

TEST_CASE("the engine's pace: the time per move below full strength / a short one under a clock") {
    Clock clock;
    clock.reset(TimeControl{}, *parse_time_control("600+0"));
    CHECK(engine_pace_ms(clock, RED, 0, 0.8, 1) == 800);
    CHECK(engine_pace_ms(clock, RED, 0, 0.8, SKILL_RANGE.max) == 0);
    CHECK(engine_pace_ms(clock, BLACK, 0, 0.8, 1) == CLOCK_PACE_MS);
    clock.reset(TimeControl{}, *parse_time_control("30+0"));
    CHECK(engine_pace_ms(clock, BLACK, 0, 0.8, 1) == 1000);  // a thirtieth of what is left
}

TEST_CASE("at difficulty 1 the engine answers after the time per move / not at once") {
    Settings s;
    s.mode = Mode::HUMAN_RED;
    s.skill = 1;
    s.movetime_s = 0.4;
    s.opening_book = false;
    EngineBridge bridge({});
    Controller c(s, &bridge);
    c.new_game();
    const auto start = std::chrono::steady_clock::now();
    c.update(ms_since(start));
    // The pace counts from the controller's time when it asks the engine: not before this.
    const uint32_t asked = ms_since(start);
    REQUIRE(c.human_move(iccs_to_move("h2e2"), asked));
    c.update(ms_since(start));
    REQUIRE(c.engine_thinking());
    while (c.game().ply() < 2 && ms_since(start) < 5000) {
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
        c.update(ms_since(start));
    }
    REQUIRE(c.game().ply() == 2);
    const uint32_t took = ms_since(start) - asked;
    MESSAGE("the level-1 reply came after " << took << " ms (time per move 400 ms)");
    CHECK(took >= 400);
    CHECK(took < 2000);
    // Move now plays the held move at once.
    REQUIRE(c.human_move(iccs_to_move("h0g2"), ms_since(start)));
    c.update(ms_since(start));
    while (c.engine_thinking() && c.game().ply() < 4 && ms_since(start) < 5000) {
        c.move_now();
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
        c.update(ms_since(start));
    }
    CHECK(c.game().ply() == 4);
}
