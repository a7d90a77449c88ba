// The opening explorer with the mouse: Library > Explorer lists the book's moves of the start
// position, the engine scores them while the tab is shown, a click plays one on the board, and
// leaving the tab stops the engine; the master games' columns and list, a listed game opened;
// the open collection's games chosen instead. Also its screenshots at 1280x800.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>

#include "app/font_glyphs.h"
#include "formats/iccs.h"
#include "game/text/i18n.h"
#include "gui_test_util.h"
#include "temp_dir.h"

using namespace xq;
using namespace xq::test;

namespace {

std::unique_ptr<App> explorer_app(Lang lang, int width = 1280, int height = 800) {
    AppOptions o = headless_options(true);
    o.width = width;
    o.height = height;
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
    // The master database is read on a thread of its own when the explorer first shows: the rows
    // are laid out with it before anything is clicked. (Under a sanitizer, beside the explorer's
    // engine and other tests, the read takes several seconds; the wait ends when it is done.)
    const ExplorerPanelState& e = app->ui().library.explorer;
    REQUIRE(run_until(
                *app, [&] { return e.masters != nullptr || !e.masters_error.empty(); }, 60000) >=
            0);
    REQUIRE(e.masters);
    // The pointer leaves the sub-tab (its tooltip would hide the rows in the screenshots).
    push_mouse(*app, SDL_MOUSEMOTION, {10, 10});
    app->frame();
    app->frame();
    return app;
}

}  // namespace

TEST_CASE("opening explorer / the book's moves are shown and a click plays one") {
    auto app = explorer_app(Lang::EN);
    REQUIRE(app);
    Controller& c = app->controller();
    CHECK(c.study().exploring());
    // The book's moves of the start position are rows; the engine scores them as it goes.
    const std::vector<BookEntry> book = c.study().explorer_book_moves();
    REQUIRE(book.size() >= 2);
    PointF where;
    for (const BookEntry& e : book)
        CHECK_MESSAGE(app->find_widget("##explorer " + move_to_iccs(e.move), where),
                      move_to_iccs(e.move));
    REQUIRE(run_until(
                *app, [&] { return !c.study().explorer_lines().lines.empty(); }, 20000) >= 0);
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
    CHECK(!c.study().explorer_searching());
    const Move black = c.study().explorer_book_moves().at(0).move;
    REQUIRE(click_widget(*app, "##explorer " + move_to_iccs(black)));
    CHECK(c.game().ply() == 1);

    // Another tab: the explorer's engine stops.
    REQUIRE(click_widget(*app, tr(Str::TAB_GAME)));
    app->frame();
    CHECK(!c.study().exploring());
    CHECK(!c.study().explorer_searching());
}

TEST_CASE("opening explorer / in Chinese, scored by the engine") {
    auto app = explorer_app(Lang::ZH);
    REQUIRE(app);
    Controller& c = app->controller();
    REQUIRE(run_until(
                *app, [&] { return !c.study().explorer_lines().lines.empty(); }, 20000) >= 0);
    app->frame();
    save_screenshot(*app, "explorer_zh");
    // The row of 炮二平五 is there, and the engine stays on while the tab is shown.
    PointF row;
    REQUIRE(app->find_widget("##explorer h2e2", row));
    CHECK(c.study().exploring());
}

TEST_CASE("opening explorer / the master games: their columns and a game of the list opens") {
    auto app = explorer_app(Lang::ZH);
    REQUIRE(app);
    Controller& c = app->controller();
    app->settings().mode = Mode::TWO_HUMANS;
    c.settings_changed();
    app->frame();
    PointF where;
    for (int column = 3; column < 7; ++column)
        CHECK(app->find_widget("##explorer column " + std::to_string(column), where));
    // 炮二平五 马8进7 from the rows, then the masters' games through the position.
    REQUIRE(click_widget(*app, "##explorer h2e2"));
    app->frame();
    app->frame();
    REQUIRE(click_widget(*app, "##explorer h9g7"));
    app->frame();
    app->frame();
    REQUIRE(c.game().ply() == 2);
    const ExplorerPanelState::GamesCache& cache = app->ui().library.explorer.games_cache;
    REQUIRE(!cache.rows.empty());
    CHECK(cache.rows.front().games > 1000);  // 马二进三, by far the most played
    CHECK(cache.rows.front().move == iccs_to_move("h0g2"));
    CHECK(!cache.rows.front().players.empty());
    CHECK(cache.rows.front().last_year >= 2000);
    REQUIRE(cache.master_games.size() == 100);  // the newest; the header counts them all
    CHECK(cache.master_total > 3000);
    CHECK(app->find_widget("##explorer master games", where));
    // The masters' names get their glyphs, whatever characters they have.
    app->frame();
    const ImFont* font = ImGui::GetIO().Fonts->Fonts[0];
    for (const MasterGameRow& g : cache.master_games) {
        std::string missing;
        CHECK_MESSAGE(!add_missing_glyphs(*font, g.label, missing), g.label);
    }
    save_screenshot(*app, "explorer_masters_zh");
    // The first game of the list opens on the board at the position, its moves all there.
    const MasterGameRow first = cache.master_games.front();
    REQUIRE(click_widget(*app, "##master game " + std::to_string(first.game)));
    app->frame();
    CHECK(c.game().ply() == 2);
    CHECK(c.game().length() > 10);
    CHECK(c.game().line()[1] == iccs_to_move("h9g7"));
    CHECK(!c.game().tag("Red").empty());
    CHECK(first.label.find(c.game().tag("Red")) != std::string::npos);
}

TEST_CASE("opening explorer / the games column holds its widest count in a narrow window") {
    for (Lang lang : {Lang::EN, Lang::ZH}) {
        CAPTURE(int(lang));
        auto app = explorer_app(lang, 800, 600);
        REQUIRE(app);
        const ExplorerPanelState::GamesCache& cache = app->ui().library.explorer.games_cache;
        REQUIRE(!cache.rows.empty());
        int most = 0;
        for (const ExplorerGames& r : cache.rows) most = std::max(most, r.games);
        CHECK(most >= 10000);  // the start position: five digits
        const ImFont* font = ImGui::GetIO().Fonts->Fonts[0];
        const float size = font->FontSize * ImGui::GetIO().FontGlobalScale;
        const auto width = [&](const std::string& text) {
            return font->CalcTextSizeA(size, 1e9f, 0, text.c_str()).x;
        };
        const auto& widgets = app->ui().drawn.widgets;
        const auto column = widgets.find("##explorer column 3");
        REQUIRE(column != widgets.end());
        const float shown = column->second.max.x - column->second.min.x;
        CHECK(shown + 0.5f >= width(std::to_string(most)));
        CHECK(shown + 0.5f >= width(tr(Str::EXPLORER_GAMES)));  // the header whole, no "..."
        if (lang == Lang::ZH) save_screenshot(*app, "explorer_narrow_zh");
    }
    set_language(Lang::ZH);
}

TEST_CASE("opening explorer / the open collection's games instead of the masters'") {
    TempDir t("xq_explorer_collection");
    const std::filesystem::path file = t.path / "club.pgn";
    std::filesystem::copy_file(
        std::filesystem::path(XQ_SOURCE_DIR) / "tests/data/games/club_collection.pgn", file);
    auto app = explorer_app(Lang::ZH);
    REQUIRE(app);
    PointF where;
    CHECK(!app->find_widget("##explorer collection", where));  // no collection: no choice
    drop_file(*app, file.string());
    REQUIRE(run_until(
                *app, [&] { return app->collections().collection() != nullptr; }, 20000) >= 0);
    // The dropped collection brought its list forward: back to the explorer.
    app->frame();
    REQUIRE(click_widget(*app, tr(Str::LIBRARY_EXPLORER)));
    app->frame();
    const ExplorerPanelState::GamesCache& cache = app->ui().library.explorer.games_cache;
    const int masters_games = cache.rows.empty() ? 0 : cache.rows.front().games;
    CHECK(masters_games > 10000);
    REQUIRE(click_widget(*app, "##explorer collection"));
    app->frame();
    app->frame();
    // The collection's five games from the start position, its last game named; no master
    // games listed.
    int games = 0;
    for (const ExplorerGames& g : cache.rows) games += g.games;
    CHECK(games == 5);
    CHECK(cache.master_games.empty());
    CHECK(!cache.rows.front().last_game.empty());
    save_screenshot(*app, "explorer_games_zh");
    REQUIRE(click_widget(*app, "##explorer masters"));
    app->frame();
    app->frame();
    CHECK(cache.rows.front().games == masters_games);
}
