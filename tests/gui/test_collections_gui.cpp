// The Library's Collections sub-tab: a PGN file of several games opened from the Moves tab
// becomes a collection in the Library, a game is chosen in the list and opened on the board, and
// the board's position is searched in the collection.
#include <doctest/doctest.h>

#include <filesystem>

#include "game/text/i18n.h"
#include "gui_test_util.h"
#include "temp_dir.h"

using namespace xq;
using namespace xq::test;
namespace fs = std::filesystem;

TEST_CASE("a multi-game PGN opens as a collection, and a game of its list opens on the board") {
    TempDir t("xq_collections_gui");
    const fs::path file = t.path / "club.pgn";
    fs::copy_file(fs::path(XQ_SOURCE_DIR) / "tests/data/games/club_collection.pgn", file);
    auto app = make_app(headless_options());
    REQUIRE(app);
    Controller& c = app->controller();
    drop_file(*app, file.string());
    REQUIRE(run_until(
                *app, [&] { return app->collections().collection() != nullptr; }, 5000) >= 0);
    CHECK(app->collections().collection()->games.size() == 6);
    CHECK(c.game().length() == 0);  // the game on the board stays
    CHECK(app->settings().recent_collections.at(0) == file.string());
    app->frame();
    app->frame();
    // The Library tab came to the front with its list.
    REQUIRE(click_widget(*app, "collection game 3"));  // 李四 - 张三
    CHECK(app->ui().library.collections.selected == 3);
    save_screenshot(*app, "collection_list");
    REQUIRE(click_widget(*app, tr(Str::COLL_OPEN_GAME)));
    app->frame();
    CHECK(c.game().length() == 4);
    CHECK(c.game().tag("Red") == "李四");

    // The position on the board is found: at the start every game but the one set up from a
    // FEN, at the end the two games that reached it.
    const int ply = c.game().ply();
    REQUIRE((ply == 0 || ply == 4));
    app->ui().select_tab = Ui::Tab::LIBRARY;
    app->frame();
    app->frame();
    REQUIRE(click_widget(*app, tr(Str::COLL_SEARCH_POSITION)));
    app->frame();
    CHECK(app->collections().search() == CollectionShelf::Search::POSITION);
    CHECK(app->collections().hits().size() == (ply == 0 ? 5u : 2u));
    save_screenshot(*app, "collection_search");
}

TEST_CASE("the master games open as a collection from their button, read only") {
    auto app = make_app(headless_options());
    REQUIRE(app);
    set_language(Lang::EN);
    app->settings().lang = Lang::EN;
    app->ui().select_tab = Ui::Tab::LIBRARY;
    app->ui().library.select_tab = LibraryPanelState::SubTab::COLLECTIONS;
    for (int i = 0; i < 3; ++i) app->frame();
    REQUIRE(click_widget(*app, tr(Str::COLL_MASTERS)));
    REQUIRE(run_until(
                *app, [&] { return app->collections().collection() != nullptr; }, 60000) >= 0);
    const Collection& c = *app->collections().collection();
    CHECK(c.kind == CollectionKind::MASTERS);
    CHECK(!c.editable());
    CHECK(c.games.size() > 25000);
    // Named in the language shown: pinyin in English.
    bool pinyin = false;
    for (size_t i = 0; i < 200 && i < c.games.size(); ++i)
        pinyin = pinyin || (!c.games[i].red.empty() && (c.games[i].red[0] & 0x80) == 0);
    CHECK(pinyin);
    for (int i = 0; i < 3; ++i) app->frame();
    save_screenshot(*app, "collection_masters_en");
    set_language(Lang::ZH);
}
