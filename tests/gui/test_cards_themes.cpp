// The player cards' captured pieces and balance, and the themes: the international pieces and
// the high-contrast board chosen in the game tab, drawn, saved and restored.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "game/settings.h"
#include "game/text/i18n.h"
#include "gui_test_util.h"

using namespace xq;
using namespace xq::test;

namespace {

std::unique_ptr<App> zh_app(const AppOptions& o = headless_options()) {
    auto app = make_app(o);
    if (!app) return nullptr;
    app->settings().lang = Lang::ZH;
    set_language(Lang::ZH);
    app->frame();
    return app;
}

// Pixels in a window-coordinate rectangle that pass `test` (renderer pixels = window here).
template <class Test>
int count_in(const Frame& f, PointF a, PointF b, Test test) {
    int n = 0;
    for (int y = int(a.y); y < int(b.y) && y < f.h; ++y)
        for (int x = int(a.x); x < int(b.x) && x < f.w; ++x)
            if (x >= 0 && y >= 0 && test(f.at(x, y))) ++n;
    return n;
}

// The middle of the cell right of and above a square: empty board, away from the lines.
PointF between_lines(const App& app, Square s) {
    PointF c = app.geometry().center(s);
    const float half = app.geometry().cell() / 2;
    return {c.x + half, c.y - half};
}

}  // namespace

TEST_CASE("a capture shows the taken piece in the capturer's card / with the balance") {
    auto app = zh_app();
    REQUIRE(app);
    PointF p;
    CHECK(!app->find_widget("##taken_red", p));
    click_square(*app, sq("h2"));
    click_square(*app, sq("h9"));  // the cannon takes the horse
    REQUIRE(app->controller().game().ply() == 1);
    app->frame();
    const auto& w = app->ui().drawn.widgets;
    REQUIRE(w.count("##taken_red"));
    CHECK(!w.count("##taken_black"));
    // The taken horse is drawn there: its dark ink on the wooden disc.
    const WidgetRect r = w.at("##taken_red");
    Frame f = grab(*app);
    const int ink = count_in(f, r.min, r.max,
                             [](const uint8_t* q) { return q[0] < 70 && q[1] < 70 && q[2] < 70; });
    const int wood = count_in(f, r.min, r.max, [](const uint8_t* q) {
        return q[0] > 200 && q[1] > 160 && q[2] > 100 && q[2] < 200;
    });
    CHECK(ink > 10);
    CHECK(wood > 50);
    save_screenshot(*app, "captured");
}

TEST_CASE("clock and sound and theme settings round-trip / bad values are refused") {
    Settings s;
    s.time_control[RED] = *parse_time_control("1200 byoyomi 60");
    s.time_control[BLACK] = *parse_time_control("600+5");
    s.volume = 35;
    s.mute = true;
    s.piece_theme = PieceTheme::INTERNATIONAL;
    s.board_theme = BoardTheme::CONTRAST;
    Settings back;
    std::string error;
    REQUIRE_MESSAGE(parse_settings(format_settings(s), back, &error), error);
    CHECK(back.time_control[RED] == s.time_control[RED]);
    CHECK(back.time_control[BLACK] == s.time_control[BLACK]);
    CHECK(back.volume == 35);
    CHECK(back.mute);
    CHECK(back.piece_theme == PieceTheme::INTERNATIONAL);
    CHECK(back.board_theme == BoardTheme::CONTRAST);
    for (const char* bad :
         {"volume = 101", "volume = -1", "mute = loud", "pieces = emoji", "board = marble",
          "time_control_red = 5 minutes", "time_control_black = 0+5"}) {
        CAPTURE(bad);
        Settings kept;
        CHECK(!parse_settings(bad, kept, &error));
    }
}

TEST_CASE("international pieces and the high-contrast board are drawn once chosen") {
    auto app = zh_app();
    REQUIRE(app);
    Frame before = grab(*app);
    const PointF empty = between_lines(*app, sq("e4"));
    const uint8_t* wood = before.at(int(empty.x), int(empty.y));
    CHECK(wood[2] < 170);  // wood: blue well below red and green

    REQUIRE(click_widget(*app, tr(Str::TAB_LOOK)));
    REQUIRE(click_widget(*app, tr(Str::PIECES_INTERNATIONAL)));
    CHECK(app->settings().piece_theme == PieceTheme::INTERNATIONAL);
    Frame after = grab(*app);
    // The king's square changes: a crown instead of the character.
    int changed = count_pixels(*app, after, sq("e0"), 0.3f, [&](const uint8_t* q) {
        const uint8_t* o = before.at(int(q - after.rgba.data()) / 4 % after.w,
                                     int(q - after.rgba.data()) / 4 / after.w);
        return std::abs(q[0] - o[0]) + std::abs(q[1] - o[1]) + std::abs(q[2] - o[2]) > 60;
    });
    CHECK(changed > 100);
    CHECK(red_ink(*app, after, sq("e0")) > 30);  // still red pieces
    save_screenshot(*app, "international_pieces");

    REQUIRE(click_widget(*app, tr(Str::BOARD_CONTRAST)));
    CHECK(app->settings().board_theme == BoardTheme::CONTRAST);
    Frame plain = grab(*app);
    const uint8_t* paper = plain.at(int(empty.x), int(empty.y));
    CHECK(paper[0] > 235);
    CHECK(paper[1] > 235);
    CHECK(paper[2] > 225);
    save_screenshot(*app, "contrast_board");

    REQUIRE(click_widget(*app, tr(Str::BOARD_WOOD)));
    REQUIRE(click_widget(*app, tr(Str::PIECES_TRADITIONAL)));
    Frame back = grab(*app);
    CHECK(back.at(int(empty.x), int(empty.y))[2] < 170);
}

TEST_CASE("the chosen themes come back at the next start") {
    auto dir = std::filesystem::temp_directory_path() / "xq_gui_theme_test";
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    std::ofstream(dir / "settings.ini") << "board = contrast\npieces = international\n";
    AppOptions o = headless_options();
    o.persist = true;
    o.config_dir = dir.string();
    {
        auto app = zh_app(o);
        REQUIRE(app);
        CHECK(app->ui().dialogs.notices.empty());
        CHECK(app->settings().board_theme == BoardTheme::CONTRAST);
        Frame f = grab(*app);
        const PointF empty = between_lines(*app, sq("e4"));
        CHECK(f.at(int(empty.x), int(empty.y))[2] > 225);
    }
    std::string text;
    {
        std::ifstream in(dir / "settings.ini");
        text.assign(std::istreambuf_iterator<char>(in), {});
    }
    CHECK(text.find("pieces = international") != std::string::npos);
    CHECK(text.find("board = contrast") != std::string::npos);
    std::filesystem::remove_all(dir);
}

TEST_CASE("screenshots of the player cards with clocks and captures in both languages") {
    for (Lang lang : {Lang::ZH, Lang::EN}) {
        auto app = zh_app();
        REQUIRE(app);
        app->settings().lang = lang;
        set_language(lang);
        app->settings().time_control[RED] = *parse_time_control("300+3");
        app->settings().time_control[BLACK] = *parse_time_control("1200 byoyomi 60");
        app->ui().game.separate_clocks = true;
        app->controller().settings_changed();
        app->frame();
        // A cannon exchange on the h-file and a rook recapture: pieces in both cards.
        for (const char* m : {"h2h9", "i9h9", "b2b9", "a9b9", "h0g2"}) {
            click_square(*app, sq(m));
            click_square(*app, sq(m + 2));
            SDL_Delay(60);
        }
        REQUIRE(app->controller().game().ply() == 5);
        for (int i = 0; i < 15; ++i) app->frame();  // the last animation ends
        const auto& w = app->ui().drawn.widgets;
        CHECK(w.count("##taken_red"));
        CHECK(w.count("##taken_black"));
        save_screenshot(*app, lang == Lang::ZH ? "cards_zh" : "cards_en");
    }
}
