// The moves tab as a tree, driven by the mouse: a variation appears indented and clickable,
// the edit buttons and the right-click menu act on it, marks and the comment box write to the
// current move; both languages.
#include <doctest/doctest.h>

#include "formats/iccs.h"
#include "game/i18n.h"
#include "gui_test_util.h"

using namespace xq;
using namespace xq::test;

namespace {

void type_text(App& app, const char* text) {
    SDL_Event e{};
    e.type = SDL_TEXTINPUT;
    e.text.windowID = SDL_GetWindowID(app.window());
    snprintf(e.text.text, sizeof e.text.text, "%s", text);
    SDL_PushEvent(&e);
    app.frame();
}

// 炮二平五 马8进7 马二进三 车9平8, then back to move 1 and 马2进3 马八进七: a variation.
std::unique_ptr<App> app_with_variation() {
    auto app = make_app(headless_options());
    if (!app) return app;
    for (auto [a, b] : {std::pair{"h2", "e2"}, std::pair{"h9", "g7"}, std::pair{"h0", "g2"},
                        std::pair{"i9", "h9"}}) {
        click_square(*app, sq(a));
        click_square(*app, sq(b));
    }
    app->ui().select_tab = Ui::Tab::MOVES;
    app->frame();
    app->frame();
    REQUIRE(click_widget(*app, "ply1"));
    for (auto [a, b] : {std::pair{"b9", "c7"}, std::pair{"b0", "c2"}}) {
        click_square(*app, sq(a));
        click_square(*app, sq(b));
    }
    app->frame();
    return app;
}

}  // namespace

TEST_CASE("moves tree: a variation shows indented and clickable / the main line stays") {
    set_language(Lang::ZH);
    auto app = app_with_variation();
    REQUIRE(app);
    Controller& c = app->controller();
    CHECK(c.game().in_variation());
    CHECK(c.game().main_line().size() == 4);
    PointF main_move, var_move, var_second;
    REQUIRE(app->find_widget("ply2", main_move));          // 马8进7 on the main line
    REQUIRE(app->find_widget("##node1.0/1", var_move));    // 马2进3, the variation's first move
    REQUIRE(app->find_widget("##node1.0/2", var_second));  // 马八进七
    CHECK(var_move.x > main_move.x - 200);                 // indented below, not elsewhere
    CHECK(var_move.y > main_move.y);                       // after the move it replaces
    save_screenshot(*app, "moves_tree_zh");
    // A click on a main-line move follows the main line again.
    REQUIRE(click_widget(*app, "ply3"));
    CHECK(c.game().ply() == 3);
    CHECK(!c.game().in_variation());
    CHECK(move_to_iccs(c.game().line()[2]) == "h0g2");
    // A click on a variation's move goes into the variation.
    REQUIRE(click_widget(*app, "##node1.0/2"));
    CHECK(c.game().ply() == 3);
    CHECK(c.game().path() == LinePath{{1, 0}});
    CHECK(move_to_iccs(c.game().current_node()->move) == "b0c2");
    // → and ← follow the line shown.
    app->frame();  // ImGui lets go of the keyboard in the frame after a click
    SDL_Event key{};
    key.type = SDL_KEYDOWN;
    key.key.windowID = SDL_GetWindowID(app->window());
    key.key.state = SDL_PRESSED;
    key.key.keysym.sym = SDLK_LEFT;
    key.key.keysym.scancode = SDL_GetScancodeFromKey(SDLK_LEFT);
    SDL_PushEvent(&key);
    app->frame();
    CHECK(c.game().ply() == 2);
    CHECK(move_to_iccs(c.game().current_node()->move) == "b9c7");
}

TEST_CASE("moves tree: promote / make main line / delete by button and by right-click") {
    auto app = app_with_variation();
    REQUIRE(app);
    set_language(Lang::EN);
    app->ui().select_tab = Ui::Tab::MOVES;  // the tabs are known by their names
    app->frame();
    app->frame();
    Controller& c = app->controller();
    // The buttons, with tooltips, enabled in a variation.
    for (Str s : {Str::PROMOTE_VARIATION, Str::MAKE_MAIN_LINE, Str::DELETE_VARIATION}) {
        CHECK(app->ui().tips.count(tr(s)) == 1);
    }
    REQUIRE(click_widget(*app, tr(Str::PROMOTE_VARIATION)));
    CHECK(!c.game().in_variation());
    CHECK(move_to_iccs(c.game().main_line()[1]) == "b9c7");
    // The old main line is now the variation; a right-click on its move opens the menu.
    PointF old_main;
    REQUIRE(app->find_widget("##node1.0/1", old_main));
    click(*app, old_main, SDL_BUTTON_RIGHT);
    app->frame();
    save_screenshot(*app, "moves_tree_menu_en");
    REQUIRE(click_widget(*app, std::string("menu ") + tr(Str::MAKE_MAIN_LINE)));
    app->frame();  // the layout of a changed list settles in two frames
    app->frame();
    CHECK(move_to_iccs(c.game().main_line()[1]) == "h9g7");
    CHECK(c.game().main_line().size() == 4);
    // Delete: into the variation, then the button.
    REQUIRE(click_widget(*app, "##node1.0/2"));
    REQUIRE(c.game().in_variation());
    REQUIRE(click_widget(*app, tr(Str::DELETE_VARIATION)));
    app->frame();
    CHECK(!c.game().in_variation());
    CHECK(c.game().ply() == 1);
    CHECK(c.game().tree()[1].variations.empty());
    PointF gone;
    CHECK(!app->find_widget("##node1.0/1", gone));
    set_language(Lang::ZH);
}

TEST_CASE("moves tree: a mark and a comment on the current move / saved with the game") {
    auto app = app_with_variation();
    REQUIRE(app);
    set_language(Lang::EN);
    app->ui().select_tab = Ui::Tab::MOVES;  // the tabs are known by their names
    app->frame();
    app->frame();
    Controller& c = app->controller();
    REQUIRE(click_widget(*app, "mark?!"));
    CHECK(c.game().current_node()->suffix == "?!");
    REQUIRE(click_widget(*app, "##comment"));
    type_text(*app, "the other horse");
    REQUIRE(click_widget(*app, "ply1"));  // leaving the box applies it
    app->frame();
    CHECK(c.game().tree()[1].variations[0][1].comment == "the other horse");
    // The box shows the comment of the move shown: empty here, the text again there.
    CHECK(std::string(app->ui().comment_edit.text).empty());
    app->frame();
    REQUIRE(click_widget(*app, "##node1.0/2"));
    app->frame();
    CHECK(c.game().ply() == 3);
    CHECK(std::string(app->ui().comment_edit.text) == "the other horse");
    CHECK(app->ui().tips.count("##comment") == 1);
    save_screenshot(*app, "moves_tree_comment_en");
    set_language(Lang::ZH);
}
