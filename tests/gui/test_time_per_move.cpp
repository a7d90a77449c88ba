// The engine's time per move (每步限时) acts only where the engine has no clock: under Fischer or
// byo-yomi on both sides the slider is greyed and a note says why.
#include <doctest/doctest.h>

#include "game/clock/clock.h"
#include "gui_test_util.h"

using namespace xq;
using namespace xq::test;

namespace {

void drag_time_slider_left(App& app) {
    REQUIRE(app.ui().widgets.count("##time"));
    const Ui::Rect r = app.ui().widgets.at("##time");
    drag(app, r.center(), {r.min.x - 50, r.center().y});
}

}  // namespace

TEST_CASE("the time per move is greyed under a clock on both sides / active otherwise") {
    auto app = make_app(headless_options());
    REQUIRE(app);
    Settings& s = app->settings();
    s.movetime_s = 2.0;
    for (const char* control : {"600+5", "1200 byoyomi 60"}) {
        s.time_control[RED] = s.time_control[BLACK] = *parse_time_control(control);
        app->controller().settings_changed();
        app->ui().select_tab = Ui::Tab::GAME;
        for (int i = 0; i < 3; ++i) app->frame();
        PointF note;
        CHECK(app->find_widget("##time_by_clock", note));
        drag_time_slider_left(*app);
        CHECK(s.movetime_s == doctest::Approx(2.0));
    }
    s.time_control[RED] = s.time_control[BLACK] = TimeControl{};  // the fixed time per move
    app->controller().settings_changed();
    for (int i = 0; i < 3; ++i) app->frame();
    PointF note;
    CHECK(!app->find_widget("##time_by_clock", note));
    drag_time_slider_left(*app);
    CHECK(s.movetime_s == doctest::Approx(0.1));
}
