// The moves tab as a tree, driven by the mouse: a variation appears indented and clickable,
// the edit buttons and the right-click menu act on it, marks and the comment box write to the
// current move; both languages.
#include <doctest/doctest.h>

#include <fstream>
#include <iterator>
#include <random>

#include "formats/iccs.h"
#include "game/files/game_file.h"
#include "game/text/i18n.h"
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
    AppOptions o = headless_options();
    o.height = 1100;  // room for the list under the tools: every move stays in view
    auto app = make_app(o);
    if (!app) return app;
    for (auto [a, b] : {std::pair{"h2", "e2"}, std::pair{"h9", "g7"}, std::pair{"h0", "g2"},
                        std::pair{"i9", "h9"}}) {
        click_square(*app, sq(a));
        click_square(*app, sq(b));
    }
    app->ui().select_tab = Ui::Tab::MOVES;
    app->frame();
    app->frame();
    settle(*app);
    REQUIRE(click_widget(*app, "ply1"));
    settle(*app);
    for (auto [a, b] : {std::pair{"b9", "c7"}, std::pair{"b0", "c2"}}) {
        click_square(*app, sq(a));
        click_square(*app, sq(b));
    }
    settle(*app);
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
    // Indented below in the list, not elsewhere: inside the panel, left of Black's column.
    CHECK(var_move.x > app->window_layout().panel_x);
    CHECK(var_move.x < main_move.x);
    CHECK(var_move.y > main_move.y);  // after the move it replaces
    save_screenshot(*app, "moves_tree_zh");
    // A click on a main-line move follows the main line again.
    REQUIRE(click_widget(*app, "ply3"));
    settle(*app);
    CHECK(c.game().ply() == 3);
    CHECK(!c.game().in_variation());
    CHECK(move_to_iccs(c.game().line()[2]) == "h0g2");
    // A click on a variation's move goes into the variation.
    REQUIRE(click_widget(*app, "##node1.0/2"));
    settle(*app);
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
    settle(*app);
    Controller& c = app->controller();
    // The buttons, with tooltips, enabled in a variation.
    for (Str s : {Str::PROMOTE_VARIATION, Str::MAKE_MAIN_LINE, Str::DELETE_VARIATION}) {
        CHECK(app->ui().drawn.tips.count(tr(s)) == 1);
    }
    REQUIRE(click_widget(*app, tr(Str::PROMOTE_VARIATION)));
    settle(*app);
    CHECK(!c.game().in_variation());
    CHECK(move_to_iccs(c.game().main_line()[1]) == "b9c7");
    // The old main line is now the variation; a right-click on its move opens the menu.
    PointF old_main;
    REQUIRE(app->find_widget("##node1.0/1", old_main));
    click(*app, old_main, SDL_BUTTON_RIGHT);
    app->frame();
    save_screenshot(*app, "moves_tree_menu_en");
    REQUIRE(click_widget(*app, std::string("menu ") + tr(Str::MAKE_MAIN_LINE)));
    settle(*app);
    app->frame();  // the layout of a changed list settles in two frames
    app->frame();
    CHECK(move_to_iccs(c.game().main_line()[1]) == "h9g7");
    CHECK(c.game().main_line().size() == 4);
    // Delete: into the variation, then the button.
    REQUIRE(click_widget(*app, "##node1.0/2"));
    settle(*app);
    REQUIRE(c.game().in_variation());
    REQUIRE(click_widget(*app, tr(Str::DELETE_VARIATION)));
    settle(*app);
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
    settle(*app);
    Controller& c = app->controller();
    REQUIRE(click_widget(*app, "##marks"));  // the list of marks opens
    settle(*app);
    REQUIRE(click_widget(*app, "mark?!"));
    settle(*app);
    CHECK(c.game().current_node()->suffix == "?!");
    REQUIRE(click_widget(*app, "##comment"));
    settle(*app);
    type_text(*app, "the other horse");
    REQUIRE(click_widget(*app, "ply1"));  // leaving the box applies it
    app->frame();
    CHECK(c.game().tree()[1].variations[0][1].comment == "the other horse");
    // The box shows the comment of the move shown: empty here, the text again there.
    CHECK(std::string(app->ui().moves.comment_edit.text).empty());
    app->frame();
    REQUIRE(click_widget(*app, "##node1.0/2"));
    settle(*app);
    app->frame();
    CHECK(c.game().ply() == 3);
    CHECK(std::string(app->ui().moves.comment_edit.text) == "the other horse");
    CHECK(app->ui().drawn.tips.count("##comment") == 1);
    save_screenshot(*app, "moves_tree_comment_en");
    set_language(Lang::ZH);
}

TEST_CASE("moves tree: Enter applies the comment / no line end and no lone brace in the list") {
    auto app = app_with_variation();
    REQUIRE(app);
    app->ui().select_tab = Ui::Tab::MOVES;
    settle(*app);
    Controller& c = app->controller();
    REQUIRE(click_widget(*app, "##comment"));
    settle(*app);
    type_text(*app, "a } brace");
    press_key(*app, SDLK_RETURN);  // applies it, without leaving the box by the mouse
    settle(*app);
    CHECK(c.game().comment() == "a } brace");
    CHECK(!app->ui().moves.comment_edit.active);
    // Line ends typed at the end are dropped: the list shows "{...}" on one line.
    c.set_comment("two words\n\n");
    CHECK(c.game().comment() == "two words");
    // In the file a '}' cannot end the comment early.
    const std::string pgn = game_to_pgn(c.game());
    CHECK(pgn.find("{two words}") != std::string::npos);
    c.set_comment("a } brace");
    CHECK(game_to_pgn(c.game()).find("{a \xEF\xBD\x9D brace}") != std::string::npos);
}

TEST_CASE("moves tree: two-digit move numbers keep their column / never touch the move") {
    AppOptions o = headless_options();
    o.height = 1400;  // every row in view
    auto app = make_app(o);
    REQUIRE(app);
    Controller& c = app->controller();
    std::mt19937 rng(3);
    for (int i = 0; i < 24 && !c.game().over(); ++i) {
        const std::vector<Move>& legal = c.game().legal_moves();
        REQUIRE(c.human_move(legal[rng() % legal.size()], 0));
        if (i == 18) c.set_comment("Black's tenth move starts a row of its own");
    }
    REQUIRE(c.game().length() == 24);
    app->ui().select_tab = Ui::Tab::MOVES;
    settle(*app);
    const auto& w = app->ui().drawn.widgets;
    int rows = 0;
    for (int ply = 1; ply <= 24; ++ply) {
        const std::string number = "##number" + std::to_string(ply);
        const std::string move = "ply" + std::to_string(ply);
        if (!w.count(number)) continue;
        REQUIRE(w.count(move));
        ++rows;
        INFO(number);
        CHECK(w.at(number).max.x < w.at(move).min.x);
    }
    CHECK(rows == 13);  // twelve Red moves and Black's tenth after the comment
}

TEST_CASE("moves tree: characters of a comment join the font (not drawn as '?')") {
    auto app = make_app(headless_options());
    REQUIRE(app);
    Controller& c = app->controller();
    REQUIRE(c.human_move(iccs_to_move("h2e2"), 0));
    const ImWchar rare = 0x9F98;  // 龘: in no UI string
    app->frame();
    ImFont* font = ImGui::GetIO().Fonts->Fonts[0];  // the atlas may be built again: asked anew
    CHECK(font->FindGlyphNoFallback(rare) == nullptr);
    c.set_comment("龘 a rare character");
    app->frame();
    app->frame();
    font = ImGui::GetIO().Fonts->Fonts[0];
    CHECK(font->FindGlyphNoFallback(rare) != nullptr);
}

TEST_CASE("moves tree: a long game with many variations builds its panel in a few ms") {
    // 160 plies, an alternative of 6 moves at every fourth move, each with a comment.
    Game g;
    std::mt19937 rng(7);
    for (int i = 0; i < 160 && !g.over(); ++i) {
        const std::vector<Move>& legal = g.legal_moves();
        REQUIRE(g.play(legal[rng() % legal.size()]));
        g.set_comment("注释 " + std::to_string(i));
    }
    const int length = g.length();
    for (int i = 0; i + 1 < length; i += 4) {
        REQUIRE(g.go_to_line({}, i));
        for (int k = 0; k < 6 && !g.over(); ++k) {
            const std::vector<Move>& legal = g.legal_moves();
            REQUIRE(g.play(legal[(rng() % legal.size())]));
        }
        REQUIRE(g.go_to_line({}, i));
    }
    auto app = make_app(headless_options());
    REQUIRE(app);
    app->controller().load_game(g);
    app->ui().select_tab = Ui::Tab::MOVES;
    settle(*app);
    double worst = 0, sum = 0;
    for (int i = 0; i < 30; ++i) {
        app->controller().go_to(i % 2 ? 40 : 80);  // a new current move: the list redraws
        app->frame();
        worst = std::max(worst, app->last_phases().update);
        sum += app->last_phases().update;
    }
    MESSAGE("panel build (update phase) with "
            << length << " plies and " << g.tree()[0].variations.size() + length / 4
            << " variations: mean " << sum / 30 << " ms, worst " << worst << " ms");
    CHECK(sum / 30 < 20);
}

TEST_CASE("the font has every character of the opening names from the start") {
    std::ifstream in(std::string(XQ_SOURCE_DIR) + "/engine/formats/opening_name.cpp",
                     std::ios::binary);
    REQUIRE(in);
    const std::string src((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const std::string glyphs = opening_name_glyphs();
    for (size_t i = 0; i < src.size();) {
        const unsigned char c = static_cast<unsigned char>(src[i]);
        const size_t n = c < 0x80 ? 1 : c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2;
        if (n > 1) {
            const std::string ch = src.substr(i, n);
            CAPTURE(ch);
            CHECK(glyphs.find(ch) != std::string::npos);
        }
        i += n;
    }
}
