// The help window's About tab: the program, its version and the credits of the data it ships
// (the compositions, the real puzzles) and the libraries it is built with, in both languages.
#include <doctest/doctest.h>

#include "gui_test_util.h"

using namespace xq;
using namespace xq::test;

TEST_CASE("help / the About tab names the version and each shipped source / both languages") {
    for (const auto& entry : {std::pair{800, 600}, std::pair{1280, 800}}) {
        const auto w = entry.first;
        const auto h = entry.second;
        for (Lang lang : {Lang::EN, Lang::ZH}) {
            CAPTURE(w);
            CAPTURE(int(lang));
            AppOptions o = headless_options();
            o.width = w, o.height = h;
            auto app = make_app(o);
            REQUIRE(app);
            app->settings().lang = lang;
            set_language(lang);
            app->frame();
            press_key(*app, SDLK_F1);
            REQUIRE(app->ui().dialogs.help_open);
            REQUIRE(click_widget(*app, tr(Str::ABOUT)));
            settle(*app);
            CHECK(app->ui().drawn.widgets.count("##about") == 1);
            REQUIRE(app->ui().drawn.widgets.count(tr(Str::HOW_TO_PLAY)) ==
                    1);  // the other tabs stay
            // The help window lies whole inside the game's window, at 800x600 too.
            CHECK(app->ui().drawn.widgets.at(tr(Str::HOW_TO_PLAY)).min.x >= 0);
            CHECK(app->ui().drawn.widgets.at("##about").max.x <= float(w));
            // The credits name their sources in either language.
            CHECK(std::string(tr(Str::ABOUT_CREDIT_PUZZLES)).find("CC BY") != std::string::npos);
            CHECK(std::string(tr(Str::ABOUT_CREDIT_COMPOSITIONS)).find("BSD") != std::string::npos);
            save_screenshot(*app, std::string("about_") + (lang == Lang::EN ? "en_" : "zh_") +
                                      std::to_string(w) + "x" + std::to_string(h));
        }
    }
    set_language(Lang::ZH);
}
