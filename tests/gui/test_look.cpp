// The look: the warm panel theme and its dark variant, and every tab in both languages laid out
// inside the window from 800x600 to 2560x1440 (the screenshots of docs/screenshots come from
// here: gui_test_tab_<tab>_<lang>_<w>.png).
#include <doctest/doctest.h>

#include "game/text/i18n.h"
#include "gui_test_util.h"

using namespace xq;
using namespace xq::test;

namespace {

int luminance(const uint8_t* p) {
    return (p[0] * 3 + p[1] * 6 + p[2]) / 10;
}

}  // namespace

TEST_CASE("the panel is warm and light by default / the dark setting turns it dark at once") {
    auto app = make_app(headless_options());
    REQUIRE(app);
    Frame f = grab(*app);
    const int x = f.w - 6, y = f.h - 6;  // the panel's lower right corner: background only
    const uint8_t* p = f.at(x, y);
    CHECK(luminance(p) > 200);
    CHECK(p[0] > p[2] + 15);               // warm: more red than blue
    app->ui().select_tab = Ui::Tab::LOOK;  // the display settings are in the look tab
    app->frame();
    app->frame();
    REQUIRE(click_widget(*app, tr(Str::DARK_THEME)));
    app->frame();
    CHECK(app->settings().dark_theme);
    Frame d = grab(*app);
    CHECK(luminance(d.at(x, y)) < 60);
    save_screenshot(*app, "dark_theme");
    app->ui().select_tab = Ui::Tab::LOOK;  // the display settings are in the look tab
    app->frame();
    app->frame();
    REQUIRE(click_widget(*app, tr(Str::DARK_THEME)));
    app->frame();
    Frame back = grab(*app);
    CHECK(luminance(back.at(x, y)) > 200);
}

TEST_CASE("every tab / both languages / 800x600 to 2560x1440: the controls lie inside the window") {
    for (auto size : {std::pair{800, 600}, std::pair{1280, 800}, std::pair{2560, 1440}}) {
        const auto [w, h] = size;
        for (Lang lang : {Lang::ZH, Lang::EN}) {
            AppOptions o = headless_options(true);
            o.width = w, o.height = h;
            auto app = make_app(o);
            REQUIRE(app);
            app->settings().lang = lang;
            set_language(lang);
            app->settings().movetime_s = 0.3;
            Controller& c = app->controller();
            click_square(*app, sq("h2"));
            click_square(*app, sq("e2"));
            REQUIRE(run_until(
                        *app, [&] { return c.game().ply() == 2; }, 5000) >= 0);
            click_square(*app, sq("b0"));
            click_square(*app, sq("c2"));
            REQUIRE(run_until(
                        *app, [&] { return c.game().ply() == 4; }, 5000) >= 0);
            const char* names[] = {"game", "moves", "engine"};
            int i = 0;
            for (Ui::Tab tab : {Ui::Tab::GAME, Ui::Tab::MOVES, Ui::Tab::ENGINE}) {
                app->ui().select_tab = tab;
                for (int k = 0; k < 3; ++k) app->frame();
                for (const auto& widget : app->ui().drawn.widgets) {
                    const auto& [label, r] = widget;
                    CAPTURE(size.first);
                    CAPTURE(widget.first);
                    CHECK(r.min.x >= 0);
                    CHECK(r.max.x <= float(w) + 0.5f);
                }
                save_screenshot(*app, std::string("tab_") + names[i++] + "_" +
                                          (lang == Lang::ZH ? "zh" : "en") + "_" +
                                          std::to_string(w));
            }
        }
    }
    set_language(Lang::ZH);
}
