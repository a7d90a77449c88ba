// A newcomer's first start: the welcome dialog (once, on a fresh config folder), the level a
// beginner can beat, and the UI size setting kept from one run to the next.
#include <doctest/doctest.h>

#include <filesystem>

#include "game/levels/level_elo.h"
#include "game/text/i18n.h"
#include "gui_test_util.h"
#include "temp_dir.h"

using namespace xq;
using namespace xq::test;

namespace {

AppOptions first_start(const std::filesystem::path& dir) {
    AppOptions o = headless_options(true);
    o.persist = true;
    o.welcome = true;
    o.config_dir = dir.string();
    o.state_fallbacks = {(dir / "fallback").string()};
    return o;
}

}  // namespace

TEST_CASE("first start: the welcome dialog sets level and side, and is not shown again") {
    TempDir t("xq_welcome");
    {
        auto app = make_app(first_start(t.path));
        REQUIRE(app);
        app->frame();
        CHECK(app->ui().dialogs.welcome_open);
        REQUIRE(app->ui().drawn.widgets.count("##welcome"));
        CHECK(app->settings().skill == NEWCOMER_SKILL);  // a level a beginner can beat
        save_screenshot(*app, "welcome");
        // English, the club level, the engine plays Red.
        REQUIRE(click_widget(*app, "English"));
        app->frame();  // the dialog drawn in English
        CHECK(language() == Lang::EN);
        REQUIRE(click_widget(*app, tr(Str::LEVEL_CLUB)));
        REQUIRE(click_widget(*app, tr(Str::MODE_ENGINE_RED)));
        REQUIRE(click_widget(*app, tr(Str::WELCOME_START)));
        app->frame();
        CHECK(!app->ui().dialogs.welcome_open);
        CHECK(app->ui().drawn.widgets.count("##welcome") == 0);
        CHECK(app->settings().skill == 11);  // the club level
        // The advisor takes the chosen level as the player's own strength: no handicap.
        CHECK(app->settings().player_rating == level_elo(11));
        CHECK(app->settings().mode == Mode::ENGINE_RED);
        CHECK(app->settings().lang == Lang::EN);
        CHECK(app->settings().welcomed);
        // The engine, playing Red, opens the game.
        CHECK(run_until(
                  *app, [&] { return app->controller().game().ply() >= 1; }, 5000) >= 0);
    }
    {
        auto app = make_app(first_start(t.path));
        REQUIRE(app);
        app->frame();
        CHECK(!app->ui().dialogs.welcome_open);
        CHECK(app->settings().skill == 11);  // the club level
    }
    set_language(Lang::ZH);
}

TEST_CASE("the UI size setting scales the panel's text and is kept for the next run") {
    TempDir t("xq_ui_scale");
    AppOptions o = first_start(t.path);
    o.welcome = false;
    o.no_engine = true;
    float automatic = 0;
    {
        auto app = make_app(o);
        REQUIRE(app);
        automatic = ImGui::GetFontSize();
        CHECK(app->window_layout().ui_scale == 1);  // 820 high: automatic gives 1
        Settings s = app->settings();
        s.ui_scale_percent = 150;
        app->settings() = s;
        app->controller().settings_changed();
        app->frame();
        app->frame();
        CHECK(app->window_layout().ui_scale == 1.5f);
        CHECK(ImGui::GetFontSize() == doctest::Approx(automatic * 1.5f));
    }
    {
        auto app = make_app(o);
        REQUIRE(app);
        app->frame();
        CHECK(app->settings().ui_scale_percent == 150);
        CHECK(app->window_layout().ui_scale == 1.5f);
        CHECK(ImGui::GetFontSize() == doctest::Approx(automatic * 1.5f));
        // Back to automatic from the Look tab's checkbox.
        app->ui().select_tab = Ui::Tab::LOOK;
        app->frame();
        app->frame();
        save_screenshot(*app, "ui_scale_150");
        REQUIRE(click_widget(*app, "##ui_scale_auto"));
        app->frame();
        CHECK(app->settings().ui_scale_percent == 0);
        CHECK(app->window_layout().ui_scale == 1);
    }
}
