// The window at the sizes players have: the move list keeps its room, nothing is cut off, and the
// board's coordinates follow the language.
#include <doctest/doctest.h>
#include <imgui.h>

#include <cmath>
#include <string>
#include <utility>

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
    const auto& w = app.ui().drawn.widgets;
    REQUIRE(w.count("##movetree"));
    const WidgetRect box = w.at("##movetree");
    int rows = 0;
    for (int ply = 1; ply <= 60; ply += 2) {  // Red's moves: one a row
        auto it = w.find("ply" + std::to_string(ply));
        if (it == w.end()) continue;
        const WidgetRect& r = it->second;
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
        const WidgetRect box = app->ui().drawn.widgets.at("##movetree");
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
    const auto& coords = app->ui().board.coordinates;
    REQUIRE(coords.size() == 9 * 2 + 10);
    CHECK(std::string(coords.front().text) == "a");
    // "a" is under Red's left file (Red at the bottom), "0" on Red's back rank.
    const PointF a1 = app->square_in_window(sq("a0"));
    CHECK(std::abs(coords.front().at.x - a1.x) < 1);
    bool rank0 = false;
    for (const BoardOverlayState::Coordinate& c : coords)
        if (std::string(c.text) == "0") rank0 = std::abs(c.at.y - a1.y) < 1;
    CHECK(rank0);
    // The Look tab's choice overrides the language.
    app->settings().coordinates = Coordinates::CHINESE;
    app->frame();
    CHECK(app->ui().board.coordinates.empty());
    app->settings().coordinates = Coordinates::WESTERN;
    app->settings().lang = Lang::ZH;
    set_language(Lang::ZH);
    app->frame();
    CHECK(app->ui().board.coordinates.size() == 28);
    app->settings().coordinates = Coordinates::BY_LANGUAGE;
    app->frame();
    CHECK(app->ui().board.coordinates.empty());
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
    CHECK(app->ui().drawn.widgets.count(tr(Str::NEW_GAME)));
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
    CHECK(app->ui().drawn.widgets.count(tr(Str::NEW_GAME)));
    save_screenshot(*app, "phone_390x844");
}

namespace {

bool overlap(const WidgetRect& a, const WidgetRect& b) {
    return a.min.x < b.max.x && b.min.x < a.max.x && a.min.y < b.max.y && b.min.y < a.max.y;
}

constexpr std::pair<int, int> PLAYER_SIZES[] = {{1280, 800}, {800, 600}, {1920, 1080}, {400, 800},
                                                {360, 740},  {390, 844}, {1280, 450}};

}  // namespace

// At the sizes players have, in both languages: no empty band under the status line (one row for
// the message and the engine's bar), the player cards' names clear of their clocks, room for the
// tab's contents under the tab bar. Screenshots of each.
TEST_CASE("the panel at the players' window sizes / both languages / screenshots") {
    for (const auto& entry : PLAYER_SIZES) {
        const auto w = entry.first;
        const auto h = entry.second;
        for (Lang lang : {Lang::ZH, Lang::EN}) {
            CAPTURE(w);
            CAPTURE(h);
            CAPTURE(int(lang));
            AppOptions o = headless_options();
            o.width = w, o.height = h;
            auto app = make_app(o);
            REQUIRE(app);
            app->settings().lang = lang;
            set_language(lang);
            Game g;
            for (int i = 0; i < 20; ++i) REQUIRE(g.play(iccs_to_move(GAME30[i])));
            REQUIRE(app->controller().load_game(g));
            app->controller().notify(Message());  // no message: the row under the status is empty
            app->ui().select_tab = Ui::Tab::GAME;
            for (int i = 0; i < 3; ++i) app->frame();
            push_mouse(*app, SDL_MOUSEMOTION, {1, 1});  // no tooltip in the picture
            app->frame();
            const std::string language = lang == Lang::EN ? "en" : "zh";
            save_screenshot(*app,
                            "size_" + language + "_" + std::to_string(w) + "x" + std::to_string(h));
            const auto& widgets = app->ui().drawn.widgets;
            const float frame_h = ImGui::GetFrameHeight();
            // Under the top row (« and the buttons; the status beside them when it fits): the
            // status when it did not fit, then one row for the message and the engine's bar.
            REQUIRE(widgets.count("«"));
            REQUIRE(widgets.count(tr(Str::NEW_GAME)));
            REQUIRE(widgets.count("##status"));
            const float top_row = widgets.at("«").max.y;
            const bool status_below = widgets.at("##status").min.y >= top_row;
            const float gap = widgets.at(tr(Str::NEW_GAME)).min.y - top_row;
            CHECK(gap <= (status_below ? 2.6f : 1.8f) * frame_h);
            // The cards' names end before the clock's caption and the clock.
            for (const char* side : {"red", "black"}) {
                CAPTURE(side);
                const std::string name = std::string("##card_name_") + side;
                REQUIRE(widgets.count(name));
                const WidgetRect n = widgets.at(name);
                CHECK(!overlap(n, widgets.at(std::string("##clock_") + side)));
                if (auto it = widgets.find(std::string("##clock_caption_") + side);
                    it != widgets.end())
                    CHECK(!overlap(n, it->second));
            }
        }
    }
    set_language(Lang::ZH);
}

// At 800 x 600 the Game tab is longer than the panel: its rows fade out above the lower player
// card instead of a row cut in half against it.
TEST_CASE("a panel longer than its place fades out above the lower card / both languages") {
    for (Lang lang : {Lang::ZH, Lang::EN}) {
        CAPTURE(int(lang));
        AppOptions o = headless_options();
        o.width = 800, o.height = 600;
        auto app = make_app(o);
        REQUIRE(app);
        set_language(lang);
        app->ui().select_tab = Ui::Tab::GAME;
        for (int i = 0; i < 3; ++i) app->frame();
        push_mouse(*app, SDL_MOUSEMOTION, {1, 1});
        app->frame();
        const WindowLayout& l = app->window_layout();
        REQUIRE(!l.stacked);
        const ImVec4 bg = ImGui::GetStyleColorVec4(ImGuiCol_WindowBg);
        const Frame f = grab(*app);
        // The two rows of pixels just above the lower card, across the panel's content.
        const int card_top = int(l.panel_y + l.panel_h - player_card_height());
        const int x0 = int(l.panel_x) + 14, x1 = int(l.panel_x + l.panel_w) - 30;
        int off = 0;
        for (int y = card_top - 3; y < card_top - 1; ++y)
            for (int x = x0; x < x1; ++x) {
                const uint8_t* p = f.at(int(float(x) * l.scale.x), int(float(y) * l.scale.y));
                if (std::abs(float(p[0]) - bg.x * 255) > 12 ||
                    std::abs(float(p[1]) - bg.y * 255) > 12 ||
                    std::abs(float(p[2]) - bg.z * 255) > 12)
                    ++off;
            }
        CHECK(off == 0);
        save_screenshot(*app, lang == Lang::ZH ? "fade_zh_800x600" : "fade_en_800x600");
    }
    set_language(Lang::ZH);
}
