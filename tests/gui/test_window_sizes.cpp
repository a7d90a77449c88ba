// The window at the sizes players have: the move list keeps its room, nothing is cut off, and the
// board's coordinates follow the language.
#include <doctest/doctest.h>

#include <cmath>
#include <string>

#include "formats/iccs.h"
#include "game/text/i18n.h"
#include "gui_test_util.h"

using namespace xq;
using namespace xq::test;

namespace {

// Sixty plies the engine played against itself at depth 5 (30 moves).
constexpr const char* GAME30[] = {
    "h2e2", "b9c7", "h0g2", "h7g7", "i0h0", "a9a8", "c3c4", "a8d8", "b2c2", "d8d5", "b0a2", "d5b5",
    "c2c6", "g9e7", "a0a1", "h9f8", "a1d1", "i9g9", "d1d8", "f8d7", "c6c9", "d9e8", "c9a9", "g7g8",
    "d8e8", "f9e8", "a9g9", "e7g9", "e2e6", "e8f9", "e6e4", "c7d9", "h0h9", "g8g3", "e4g4", "b7c7",
    "c0e2", "b5g5", "g2e1", "d7f6", "h9h4", "c7c8", "g4f4", "f6d7", "h4h3", "g3a3", "h3h6", "c8c6",
    "h6h7", "d9e7", "f4f8", "c6c7", "f8f7", "f9e8", "f7g7", "g5f5", "h7h9", "c7c9", "g7d7", "e8d7"};

// Main-line moves whose whole button shows inside the move list's box.
int visible_move_rows(App& app) {
    const auto& w = app.ui().widgets;
    REQUIRE(w.count("##movetree"));
    const Ui::Rect box = w.at("##movetree");
    int rows = 0;
    for (int ply = 1; ply <= 60; ply += 2) {  // Red's moves: one a row
        auto it = w.find("ply" + std::to_string(ply));
        if (it == w.end()) continue;
        const Ui::Rect& r = it->second;
        if (r.min.y >= box.min.y && r.max.y <= box.max.y) ++rows;
    }
    return rows;
}

}  // namespace

TEST_CASE("at 1280 x 800 a 30-move game shows at least ten rows of the move list, both languages") {
    AppOptions o = headless_options();
    o.width = 1280, o.height = 800;
    auto app = make_app(o);
    REQUIRE(app);
    Game g;
    for (const char* m : GAME30) REQUIRE(g.play(iccs_to_move(m)));
    REQUIRE(app->controller().load_game(g));
    for (Lang lang : {Lang::ZH, Lang::EN}) {
        CAPTURE(int(lang));
        app->settings().lang = lang;
        set_language(lang);
        app->ui().select_tab = Ui::Tab::MOVES;
        app->frame();
        app->frame();
        CHECK(visible_move_rows(*app) >= 10);
        // The move list ends above the lower player card: nothing of the tab below the window.
        const Ui::Rect box = app->ui().widgets.at("##movetree");
        CHECK(box.max.y <= 800 - player_card_height() + 1);
        save_screenshot(*app, lang == Lang::ZH ? "moves_zh_1280x800" : "moves_en_1280x800");
    }
    set_language(Lang::ZH);
}

TEST_CASE("English shows the board's files a-i and ranks 0-9, Chinese its numerals") {
    auto app = make_app(headless_options());
    REQUIRE(app);
    app->settings().lang = Lang::EN;
    set_language(Lang::EN);
    app->frame();
    const auto& coords = app->ui().coordinates;
    REQUIRE(coords.size() == 9 * 2 + 10);
    CHECK(std::string(coords.front().text) == "a");
    // "a" is under Red's left file (Red at the bottom), "0" on Red's back rank.
    const PointF a1 = app->square_in_window(sq("a0"));
    CHECK(std::abs(coords.front().at.x - a1.x) < 1);
    bool rank0 = false;
    for (const Ui::Coordinate& c : coords)
        if (std::string(c.text) == "0") rank0 = std::abs(c.at.y - a1.y) < 1;
    CHECK(rank0);
    // The Look tab's choice overrides the language.
    app->settings().coordinates = Coordinates::CHINESE;
    app->frame();
    CHECK(app->ui().coordinates.empty());
    app->settings().coordinates = Coordinates::WESTERN;
    app->settings().lang = Lang::ZH;
    set_language(Lang::ZH);
    app->frame();
    CHECK(app->ui().coordinates.size() == 28);
    app->settings().coordinates = Coordinates::BY_LANGUAGE;
    app->frame();
    CHECK(app->ui().coordinates.empty());
}

TEST_CASE("a narrow window folds the panel by itself, » opens it over the board, « closes it") {
    AppOptions o = headless_options();
    o.width = 500, o.height = 400;
    auto app = make_app(o);
    REQUIRE(app);
    CHECK(app->window_layout().folded);
    const float cell = app->geometry().cell();
    REQUIRE(click_widget(*app, "»"));
    app->frame();
    CHECK(app->window_layout().drawer);
    CHECK(app->geometry().cell() == cell);  // the board stays where it was
    CHECK(app->ui().widgets.count(tr(Str::NEW_GAME)));
    save_screenshot(*app, "drawer_500x400");
    REQUIRE(click_widget(*app, "«"));
    app->frame();
    CHECK(!app->window_layout().drawer);
    CHECK(!app->settings().panel_collapsed);  // the player's choice for wide windows is kept
    // A phone-shaped window: the board on top, the panel below.
    SDL_SetWindowSize(app->window(), 390, 844);
    app->frame();
    app->frame();
    CHECK(app->window_layout().stacked);
    CHECK(app->ui().widgets.count(tr(Str::NEW_GAME)));
    save_screenshot(*app, "phone_390x844");
}
