// The classic compositions in the Library's Endgames sub-tab: the 适情雅趣 group lists them
// alone, a composition's solution is locked until a try, and after the player's first move in
// it the Show the solution button writes the main line in the UI's notation. Screenshots in
// both languages at 1280x800 and 800x600.
#include <doctest/doctest.h>

#include "game/text/i18n.h"
#include "gui_test_util.h"

using namespace xq;
using namespace xq::test;

namespace {

// A scenario read top to bottom; each doctest CHECK counts as branches.
// NOLINTNEXTLINE(readability-function-cognitive-complexity)
void composition_tab(Lang lang, int width, int height, const std::string& shot) {
    AppOptions o = headless_options(true);
    o.width = width;
    o.height = height;
    auto app = make_app(o);
    REQUIRE(app);
    app->settings().lang = lang;
    set_language(lang);
    app->controller().settings_changed();
    settle(*app);
    REQUIRE(click_widget(*app, tr(Str::TAB_LIBRARY)));
    app->frame();
    REQUIRE(click_widget(*app, tr(Str::LIBRARY_ENDGAMES)));
    settle(*app);
    CHECK(app->ui().library.endgames.error.empty());

    const std::vector<Endgame>& set = app->endgames().set();
    const Endgame* composition = nullptr;
    const Endgame* practice = nullptr;
    for (const Endgame& e : set) {
        if (e.composition && !composition) composition = &e;
        if (!e.composition && !practice) practice = &e;
    }
    REQUIRE(composition);
    REQUIRE(practice);
    CHECK(composition->category_en == "Shiqing Yaqu");
    // The group lists its compositions and none of the practice endgames.
    app->ui().library.endgames.choice.category = composition->category_en;
    settle(*app);
    const std::string item = "##endgame" + std::to_string(composition->id);
    CHECK(app->ui().drawn.widgets.count(item));
    CHECK_FALSE(app->ui().drawn.widgets.count("##endgame" + std::to_string(practice->id)));
    REQUIRE(click_in_panel(*app, item));
    settle(*app);
    CHECK(app->ui().library.endgames.choice.selected == composition->id);
    // No solution before a try.
    CHECK(app->ui().drawn.widgets.count("##composition_solution_locked"));
    CHECK_FALSE(app->ui().drawn.widgets.count(tr(Str::COMPOSITION_SHOW_SOLUTION)));
    CHECK_FALSE(app->ui().drawn.widgets.count("##composition_solution"));

    REQUIRE(click_in_panel(*app, tr(Str::ENDGAME_START)));
    settle(*app);
    REQUIRE(app->endgames().challenge().has_value());
    CHECK(app->endgames().challenge()->id == composition->id);
    CHECK(app->controller().mode() == Mode::HUMAN_RED);
    CHECK_FALSE(app->endgames().attempted(composition->id));
    // The player's first move is a try: the button opens the main line.
    REQUIRE(app->controller().human_move(composition->solution.front(), SDL_GetTicks()));
    settle(*app);
    CHECK(app->endgames().attempted(composition->id));
    REQUIRE(click_in_panel(*app, tr(Str::COMPOSITION_SHOW_SOLUTION)));
    settle(*app);
    CHECK(app->ui().drawn.widgets.count("##composition_solution"));
    CHECK(app->ui().drawn.widgets.count(tr(Str::COMPOSITION_HIDE_SOLUTION)));
    CHECK_FALSE(app->ui().drawn.widgets.count("##composition_solution_locked"));
    push_mouse(*app, SDL_MOUSEMOTION, app->geometry().center(make_square(4, 4)));  // no tooltip
    settle(*app);
    save_screenshot(*app, shot);
}

}  // namespace

TEST_CASE("compositions tab / English at 1280x800: the group, the solution after a try") {
    composition_tab(Lang::EN, 1280, 800, "compositions_en_1280");
}
TEST_CASE("compositions tab / Chinese at 1280x800") {
    composition_tab(Lang::ZH, 1280, 800, "compositions_zh_1280");
}
TEST_CASE("compositions tab / English at 800x600") {
    composition_tab(Lang::EN, 800, 600, "compositions_en_800");
}
TEST_CASE("compositions tab / Chinese at 800x600") {
    composition_tab(Lang::ZH, 800, 600, "compositions_zh_800");
}
