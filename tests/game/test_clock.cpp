// The clock model with a hand-driven time source: Fischer, byo-yomi, unlimited, pauses, flags,
// the text form of the controls and saving/restoring a running clock.
#include <doctest/doctest.h>

#include "game/clock/clock.h"

using namespace xq;

namespace {

TimeControl fischer(int base, int inc) {
    return {TimeControl::Kind::FISCHER, base, inc};
}
TimeControl byoyomi(int base, int period) {
    return {TimeControl::Kind::BYOYOMI, base, period};
}

}  // namespace

TEST_CASE("Fischer: the mover's time runs down / the increment comes after the move") {
    Clock c;
    c.reset(fischer(600, 5), fischer(600, 5));
    CHECK(c.at(RED, 0).main_ms == 600000);
    c.run(RED, 1000);
    CHECK(c.at(RED, 4000).main_ms == 597000);
    CHECK(c.at(BLACK, 4000).main_ms == 600000);  // only the side to move runs
    c.moved(RED, 11000);                         // 10 s used, 5 s back
    CHECK(c.at(RED, 50000).main_ms == 595000);
    CHECK(c.at(RED, 50000).used_ms == 10000);
    CHECK(!c.running());
    c.run(BLACK, 11000);
    c.run(BLACK, 12000);  // a no-op: it runs already, the start is not moved
    CHECK(c.at(BLACK, 13000).main_ms == 598000);
}

TEST_CASE("Fischer: the flag falls when the main time is gone / increment or not") {
    Clock c;
    c.reset(fischer(10, 2), fischer(10, 2));
    c.run(RED, 0);
    CHECK(!c.flag_fallen(RED, 9999));
    CHECK(c.time_to_flag(RED, 9999) == 1);
    CHECK(c.flag_fallen(RED, 10000));
    CHECK(c.at(RED, 12000).main_ms == 0);  // never negative
    CHECK(!c.flag_fallen(BLACK, 12000));
}

TEST_CASE("byo-yomi: main time / then a fresh period for every move") {
    Clock c;
    c.reset(byoyomi(20, 60), byoyomi(20, 60));
    c.run(RED, 0);
    // 50 s on the first move: 20 s of main time, then 30 s of the period.
    Clock::Side s = c.at(RED, 50000);
    CHECK(s.main_ms == 0);
    CHECK(s.period_ms == 30000);
    CHECK(!c.flag_fallen(RED, 50000));
    c.moved(RED, 50000);
    CHECK(c.at(RED, 50000).period_ms == 60000);  // the next move gets the whole period
    c.run(RED, 100000);
    CHECK(!c.flag_fallen(RED, 159999));  // 59.999 s of a 60 s period
    CHECK(c.flag_fallen(RED, 160000));
    CHECK(c.time_to_flag(BLACK, 160000) == 80000);  // Black: 20 s main + 60 s period
}

TEST_CASE("unlimited and fixed time per move count the time used and never flag") {
    Clock c;
    c.reset(TimeControl{TimeControl::Kind::UNLIMITED}, TimeControl{});
    CHECK(!c.timed());
    c.run(RED, 0);
    CHECK(c.at(RED, 3600000).used_ms == 3600000);
    CHECK(!c.flag_fallen(RED, 3600000));
    c.moved(RED, 3600000);
    c.run(BLACK, 3600000);
    CHECK(!c.flag_fallen(BLACK, 99999999));
    CHECK(c.time_to_flag(BLACK, 0) > int64_t(1) << 40);
}

TEST_CASE("a stopped clock keeps its time: pause") {
    Clock c;
    c.reset(fischer(60, 0), fischer(60, 0));
    c.run(BLACK, 0);
    c.stop(5000);
    CHECK(!c.running());
    CHECK(c.at(BLACK, 500000).main_ms == 55000);  // paused for 495 s: nothing charged
    c.run(BLACK, 500000);
    CHECK(c.at(BLACK, 501000).main_ms == 54000);
}

TEST_CASE("each side has its own control: time odds") {
    Clock c;
    c.reset(fischer(300, 0), byoyomi(60, 10));
    CHECK(c.control(RED).kind == TimeControl::Kind::FISCHER);
    CHECK(c.control(BLACK).kind == TimeControl::Kind::BYOYOMI);
    CHECK(c.at(RED, 0).main_ms == 300000);
    CHECK(c.at(BLACK, 0).main_ms == 60000);
    CHECK(c.at(BLACK, 0).period_ms == 10000);
    CHECK(c.at(RED, 0).period_ms == 0);
}

TEST_CASE("saved and restored clocks continue where they stood") {
    Clock a;
    a.reset(byoyomi(20, 60), fischer(600, 5));
    a.run(RED, 0);
    Clock::Side red = a.saved(RED, 25000), black = a.saved(BLACK, 25000);
    CHECK(red.main_ms == 0);
    CHECK(red.period_ms == 55000);
    Clock b;
    b.reset(byoyomi(20, 60), fischer(600, 5));
    b.restore(RED, red);
    b.restore(BLACK, black);
    b.run(RED, 0);
    CHECK(b.time_to_flag(RED, 1000) == 54000);
    CHECK(b.at(RED, 1000).used_ms == 26000);
    // Nonsense from a file is clamped into the control's range.
    b.restore(BLACK, {-5, 999999, 0});
    CHECK(b.at(BLACK, 0).main_ms == 0);
    CHECK(b.at(BLACK, 0).period_ms == 0);
}

TEST_CASE("time controls as text") {
    CHECK(format_time_control(fischer(600, 5)) == "600+5");
    CHECK(format_time_control(byoyomi(1200, 60)) == "1200 byoyomi 60");
    CHECK(format_time_control({TimeControl::Kind::UNLIMITED}) == "-");
    CHECK(format_time_control({}) == "movetime");
    for (TimeControl tc : {fischer(600, 5), fischer(60, 0), byoyomi(1200, 60), byoyomi(0, 30),
                           TimeControl{TimeControl::Kind::UNLIMITED}, TimeControl{}}) {
        auto back = parse_time_control(format_time_control(tc));
        REQUIRE(back);
        CHECK(back->kind == tc.kind);
        if (tc.timed()) CHECK(*back == tc);
    }
    for (const char* bad : {"", "600", "600+", "+5", "abc", "0+5", "600+-1", "1200 byoyomi 0",
                            "99999999+1", "600+5 ", " byoyomi 60", "600+601"})
        CHECK_MESSAGE(!parse_time_control(bad), bad);
}

TEST_CASE("clock readings") {
    CHECK(format_clock(600000) == "10:00");
    CHECK(format_clock(59999) == "0:59");
    CHECK(format_clock(20000) == "0:20");
    CHECK(format_clock(19999) == "19.9");
    CHECK(format_clock(950) == "0.9");
    CHECK(format_clock(0) == "0.0");
    CHECK(format_clock(-5) == "0.0");
    CHECK(format_clock(3600000) == "1:00:00");
    CHECK(format_clock(3723000) == "1:02:03");
    CHECK(format_clock(19999, false) == "0:19");
    CHECK(format_clock(0, false) == "0:00");
}
