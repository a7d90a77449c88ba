// The Engine tab's "mate by checks" button: a click starts the search off the UI thread, the
// line appears under the analysis lines in the language shown, and it goes when another
// position is shown. Screenshots in both languages.
#include <doctest/doctest.h>

#include "game/text/i18n.h"
#include "gui_test_util.h"

using namespace xq;
using namespace xq::test;

namespace {

// Red mates by checks in 3: 1. 马六进五 将６进１ 2. 马五进六 将６退１ 3. 车五平四.
const char* GUI_MATE_IN_3 = "3PR4/5k3/9/9/9/3N5/9/5r3/4K4/3A2B2 w - - 0 1";

std::unique_ptr<App> mate_app(Lang lang, int width = 1200, int height = 820) {
    AppOptions o = headless_options(true);
    o.width = width, o.height = height;
    auto app = make_app(o);
    if (!app) return nullptr;
    app->settings().mode = Mode::HUMAN_RED;
    app->settings().lang = lang;
    set_language(lang);
    app->controller().settings_changed();
    REQUIRE(app->controller().set_position(GUI_MATE_IN_3, nullptr));
    app->ui().select_tab = Ui::Tab::ENGINE;
    app->frame();
    app->frame();
    return app;
}

}  // namespace

TEST_CASE("mate by checks button / the line of the position shown, in both languages") {
    for (Lang lang : {Lang::EN, Lang::ZH}) {
        for (auto size : {std::pair{1200, 820}, std::pair{800, 600}}) {
            const int w = size.first, h = size.second;
            CAPTURE(int(lang));
            CAPTURE(w);
            auto app = mate_app(lang, w, h);
            REQUIRE(app);
            Controller& c = app->controller();
            PointF where;
            CHECK_FALSE(app->find_widget("##mate_by_checks", where));
            REQUIRE(click_widget(*app, tr(Str::FIND_MATE_BY_CHECKS)));
            const MateByChecksFinder& f = c.study().mate_by_checks();
            CHECK(f.about(c.game().position().key(), c.game().ply()));
            REQUIRE(run_until(
                        *app, [&] { return f.result().has_value(); }, 20000) >= 0);
            // The pointer leaves the button: its tip would cover the line in the screenshot.
            push_mouse(*app, SDL_MOUSEMOTION, app->square_in_window(make_square(4, 4)));
            app->frame();
            app->frame();
            CHECK(f.result()->moves == 3);
            const auto line = app->ui().drawn.widgets.find("##mate_by_checks");
            REQUIRE(line != app->ui().drawn.widgets.end());
            CHECK(line->second.max.x <= float(w));  // wrapped inside the window
            save_screenshot(*app, std::string("mate_by_checks_") +
                                      (lang == Lang::EN ? "en_" : "zh_") + std::to_string(w));
            // The first move played: the answer belongs to the position before it.
            REQUIRE(c.human_move(f.result()->line[0], SDL_GetTicks()));
            app->frame();
            app->frame();
            CHECK_FALSE(app->find_widget("##mate_by_checks", where));
        }
    }
    set_language(Lang::EN);
}

TEST_CASE("mate by checks button / no mate by checks is said so") {
    auto app = mate_app(Lang::EN);
    REQUIRE(app);
    Controller& c = app->controller();
    REQUIRE(c.set_position("4k4/R8/9/9/8r/9/9/9/9/3K5 w - - 0 1", nullptr));
    app->frame();
    REQUIRE(click_widget(*app, tr(Str::FIND_MATE_BY_CHECKS)));
    REQUIRE(run_until(
                *app, [&] { return c.study().mate_by_checks().result().has_value(); }, 20000) >= 0);
    CHECK(c.study().mate_by_checks().result()->verdict == CheckMateVerdict::NO_MATE);
    app->frame();
    PointF where;
    CHECK(app->find_widget("##mate_by_checks", where));
}
