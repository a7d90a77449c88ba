// The progress bar under the status line (the engine's time on its move, the review's progress)
// holds its text whole: it is at least a line of text high, so nothing is clipped at the bottom.
#include <doctest/doctest.h>
#include <imgui.h>

#include "game/text/i18n.h"
#include "gui_test_util.h"

using namespace xq;
using namespace xq::test;

TEST_CASE("the engine's time bar is as high as its text / the text is not cut") {
    auto app = make_app(headless_options(true));
    REQUIRE(app);
    app->settings().movetime_s = 3;
    app->settings().mode = Mode::HUMAN_RED;
    app->controller().settings_changed();
    app->frame();
    click_square(*app, sq("h2"));
    click_square(*app, sq("e2"));
    REQUIRE(app->controller().engine_thinking());
    app->frame();
    REQUIRE(app->ui().drawn.widgets.count("##status_progress"));
    const WidgetRect r = app->ui().drawn.widgets.at("##status_progress");
    // The text is centred in the bar and clipped to it: the bar must hold a whole line.
    CHECK(r.max.y - r.min.y >= ImGui::GetTextLineHeight());
    save_screenshot(*app, "time_bar");
    app->controller().move_now();
}
