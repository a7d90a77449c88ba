// The opening explorer with the mouse: Library > Explorer lists the book's moves of the start
// position, the engine scores them while the tab is shown, a click plays one on the board, and
// leaving the tab stops the engine. Also its screenshots at 1280x800 in both languages.
#include <doctest/doctest.h>

#include "formats/iccs.h"
#include "game/text/i18n.h"
#include "gui_test_util.h"

using namespace xq;
using namespace xq::test;

namespace {

std::unique_ptr<App> explorer_app(Lang lang) {
    AppOptions o = headless_options(true);
    o.width = 1280;
    o.height = 800;
    auto app = make_app(o);
    if (!app) return app;
    app->settings().lang = lang;
    app->settings().mode = Mode::HUMAN_RED;
    app->settings().movetime_s = 1;  // the engine's reply takes long enough to be watched
    set_language(lang);
    app->controller().settings_changed();
    for (int i = 0; i < 3; ++i) app->frame();  // the panel is laid out in the language
    REQUIRE(click_widget(*app, tr(Str::TAB_LIBRARY)));
    app->frame();
    REQUIRE(click_widget(*app, tr(Str::LIBRARY_EXPLORER)));
    app->frame();
    // The pointer leaves the sub-tab (its tooltip would hide the rows in the screenshots).
    push_mouse(*app, SDL_MOUSEMOTION, {10, 10});
    app->frame();
    return app;
}

}  // namespace

TEST_CASE("opening explorer / the book's moves are shown and a click plays one") {
    auto app = explorer_app(Lang::EN);
    REQUIRE(app);
    Controller& c = app->controller();
    CHECK(c.exploring());
    // The book's moves of the start position are rows; the engine scores them as it goes.
    const std::vector<BookEntry> book = c.explorer_book_moves();
    REQUIRE(book.size() >= 2);
    PointF where;
    for (const BookEntry& e : book)
        CHECK_MESSAGE(app->find_widget("##explorer " + move_to_iccs(e.move), where),
                      move_to_iccs(e.move));
    REQUIRE(run_until(
                *app, [&] { return !c.explorer_lines().lines.empty(); }, 3000) >= 0);
    save_screenshot(*app, "explorer_en");

    // 炮二平五 from the list: played on the board as the player's move.
    REQUIRE(click_widget(*app, "##explorer h2e2"));
    app->frame();
    REQUIRE(c.game().ply() >= 1);
    CHECK(c.game().line()[0] == iccs_to_move("h2e2"));
    CHECK(c.played_by(RED).kind == PlayedBy::Kind::HUMAN);
    // Black's reply comes first: the explorer's search gives way, and a row takes no click.
    app->frame();
    REQUIRE(c.game().ply() == 1);
    CHECK(c.engine_thinking());
    CHECK(!c.explorer_searching());
    const Move black = c.explorer_book_moves().at(0).move;
    REQUIRE(click_widget(*app, "##explorer " + move_to_iccs(black)));
    CHECK(c.game().ply() == 1);

    // Another tab: the explorer's engine stops.
    REQUIRE(click_widget(*app, tr(Str::TAB_GAME)));
    app->frame();
    CHECK(!c.exploring());
    CHECK(!c.explorer_searching());
}

TEST_CASE("opening explorer / in Chinese, scored by the engine") {
    auto app = explorer_app(Lang::ZH);
    REQUIRE(app);
    Controller& c = app->controller();
    REQUIRE(run_until(
                *app, [&] { return !c.explorer_lines().lines.empty(); }, 3000) >= 0);
    app->frame();
    save_screenshot(*app, "explorer_zh");
    // The row of 炮二平五 is there, and the engine stays on while the tab is shown.
    PointF row;
    REQUIRE(app->find_widget("##explorer h2e2", row));
    CHECK(c.exploring());
}

TEST_CASE("opening explorer / a game collection adds its columns") {
    auto app = explorer_app(Lang::ZH);
    REQUIRE(app);
    PointF where;
    CHECK(!app->find_widget("##explorer column 3", where));  // no collection: no games column
    int asked = 0;
    app->ui().library.explorer.games = [&](const Position& pos, const std::vector<Move>& line) {
        ++asked;
        CHECK(line.empty());
        CHECK(pos.key() == Position().key());
        auto row = [](const char* move, int n, double score, const char* last) {
            ExplorerGames g;
            g.move = iccs_to_move(move);
            g.games = n;
            g.score = score;
            g.last_game = last;
            return g;
        };
        return std::vector<ExplorerGames>{row("h2e2", 120, 0.56, "2023 许银川 - 吕钦"),
                                          row("b0c2", 3, 0.5, "2019 王天一 - 郑惟桐")};
    };
    for (int i = 0; i < 3; ++i) app->frame();
    CHECK(asked == 1);  // asked again only when the position changes
    for (int column = 3; column < 6; ++column)
        CHECK(app->find_widget("##explorer column " + std::to_string(column), where));
    CHECK(app->find_widget("##explorer b0c2", where));  // a move only the collection has
    // The collection's names get their glyphs (吕 and 惟 are not among the UI's own).
    const ImFont* font = ImGui::GetIO().Fonts->Fonts[0];
    CHECK(font->FindGlyphNoFallback(0x5415));  // 吕
    CHECK(font->FindGlyphNoFallback(0x60DF));  // 惟
    save_screenshot(*app, "explorer_games_zh");
}
