// The engine's time per move (每步限时) acts only where the engine has no clock: under Fischer or
// byo-yomi on both sides the slider is greyed and a note says why; below full strength it is the
// engine's pace, and a note says so. The difficulty is greyed while an external engine plays.
#include <doctest/doctest.h>

#include "game/clock/clock.h"
#include "game/text/i18n.h"
#include "gui_test_util.h"

using namespace xq;
using namespace xq::test;

namespace {

void drag_time_slider_left(App& app) {
    REQUIRE(app.ui().drawn.widgets.count("##time"));
    const WidgetRect r = app.ui().drawn.widgets.at("##time");
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

// Below level 20 the level caps the search: the time per move is then how long the engine takes
// to answer (it waits out the rest), and a note under the slider says so. At level 20 it is all
// thinking, and no note.
TEST_CASE("below full strength the time per move is the engine's pace / a note says so") {
    for (Lang lang : {Lang::ZH, Lang::EN}) {
        CAPTURE(int(lang));
        auto app = make_app(headless_options(true));
        REQUIRE(app);
        set_language(lang);
        Settings& s = app->settings();
        s.mode = Mode::HUMAN_RED;
        s.movetime_s = 1.0;
        s.skill = 15;
        app->controller().settings_changed();
        app->ui().select_tab = Ui::Tab::GAME;
        for (int i = 0; i < 3; ++i) app->frame();
        PointF note;
        REQUIRE(app->find_widget("##time_pace", note));
        CHECK(app->ui().drawn.tips.count("##time_pace") == 1);
        // The slider stays active: it sets how long the engine takes.
        drag_time_slider_left(*app);
        CHECK(s.movetime_s == doctest::Approx(0.1));
        save_screenshot(*app, lang == Lang::ZH ? "time_pace_zh" : "time_pace_en");
        s.skill = SKILL_RANGE.max;
        app->controller().settings_changed();
        for (int i = 0; i < 2; ++i) app->frame();
        CHECK(!app->find_widget("##time_pace", note));
    }
    set_language(Lang::ZH);
}

// The difficulty is the built-in engine's: with an external engine as the only engine at the
// board it is greyed, with a note and a tooltip that say why; with the built-in one it is active.
TEST_CASE("the difficulty is greyed while an external engine plays / active for the built-in") {
    for (Lang lang : {Lang::ZH, Lang::EN}) {
        CAPTURE(int(lang));
        auto app = make_app(headless_options(true));
        REQUIRE(app);
        set_language(lang);
        Settings& s = app->settings();
        s.mode = Mode::HUMAN_RED;
        s.skill = 10;
        ExternalEngineSpec spec;
        spec.name = "xiangqi-engine";
        spec.path = XQ_ENGINE_BIN;
        s.external_engines = {spec};
        s.opponent_engine = spec.name;
        app->controller().settings_changed();
        REQUIRE(app->controller().engine_name(BLACK) == spec.name);
        app->ui().select_tab = Ui::Tab::GAME;
        for (int i = 0; i < 3; ++i) app->frame();
        PointF note;
        CHECK(app->find_widget("##skill_external", note));
        REQUIRE(app->ui().drawn.tips.count("##skill"));
        CHECK(app->ui().drawn.tips.at("##skill") !=
              Str::TIP_SKILL);  // the tip says why it is greyed
        // No pace note either: the external engine keeps its own time.
        CHECK(!app->find_widget("##time_pace", note));
        // Greyed: a drag changes nothing.
        REQUIRE(app->ui().drawn.widgets.count("##skill"));
        const WidgetRect r = app->ui().drawn.widgets.at("##skill");
        drag(*app, r.center(), {r.max.x + 50, r.center().y});
        CHECK(s.skill == 10);
        save_screenshot(*app, lang == Lang::ZH ? "skill_external_zh" : "skill_external_en");
        // The built-in engine again: active.
        s.opponent_engine.clear();
        app->controller().settings_changed();
        for (int i = 0; i < 3; ++i) app->frame();
        CHECK(!app->find_widget("##skill_external", note));
        CHECK(app->ui().drawn.tips.at("##skill") == Str::TIP_SKILL);
        const WidgetRect active =
            app->ui().drawn.widgets.at("##skill");  // below the pace's note now
        drag(*app, active.center(), {active.max.x + 50, active.center().y});
        CHECK(s.skill == SKILL_RANGE.max);
    }
    set_language(Lang::ZH);
}
