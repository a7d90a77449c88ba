// An answer from the opening book has no search behind it: the engine panel says so, and names
// the book, instead of showing empty figures; with the masters' book chosen, the answer is a
// move masters played.
#include <doctest/doctest.h>

#include "book/book.h"
#include "game/library/masters_book.h"
#include "game/text/i18n.h"
#include "gui_test_util.h"

using namespace xq;
using namespace xq::test;

TEST_CASE("a book move shows as one in the engine panel / with the book's name") {
    auto app = make_app(headless_options(true));
    REQUIRE(app);
    Controller& c = app->controller();
    app->settings().opening_book = true;
    app->settings().mode = Mode::HUMAN_RED;
    app->settings().movetime_s = 1;
    c.settings_changed();
    REQUIRE(c.bridge()->book());
    app->ui().select_tab = Ui::Tab::ENGINE;
    app->frame();
    click_square(*app, sq("h2"));
    click_square(*app, sq("e2"));  // 炮二平五: the book knows the answers
    REQUIRE(run_until(
                *app, [&] { return c.game().ply() == 2; }, 5000) >= 0);
    app->frame();
    CHECK(c.engine_status().book_move);
    CHECK(c.engine_status().iterations.empty());
    PointF where;
    CHECK(app->find_widget("##book_move", where));
    CHECK(c.bridge()->book_name() == "book.bin");
    CHECK(c.bridge()->book_positions() > 0);
    save_screenshot(*app, "book_move");
}

TEST_CASE("a book move shows as one in the engine panel / from the masters' book") {
    auto app = make_app(headless_options(true));
    REQUIRE(app);
    Controller& c = app->controller();
    app->settings().opening_book = true;
    app->settings().masters_book = true;
    app->settings().mode = Mode::HUMAN_RED;
    app->settings().movetime_s = 1;
    c.settings_changed();
    REQUIRE(c.bridge()->book());
    REQUIRE(c.bridge()->masters_book());
    CHECK(c.bridge()->book_name() == "masters_book.bin");
    CHECK(c.bridge()->book_positions() > 10000);
    app->ui().select_tab = Ui::Tab::ENGINE;
    app->frame();
    click_square(*app, sq("h2"));
    click_square(*app, sq("e2"));  // 炮二平五: the masters answered it in many ways
    REQUIRE(run_until(
                *app, [&] { return c.game().ply() == 2; }, 5000) >= 0);
    app->frame();
    CHECK(c.engine_status().book_move);
    // The reply is one masters played: a move of the masters' book for the position.
    Book masters;
    REQUIRE(masters.load(masters_book_path()));
    Position after;
    after.do_move(c.game().line()[0]);
    bool found = false;
    for (const BookEntry& e : masters.moves(after)) found = found || e.move == c.game().line()[1];
    CHECK(found);
    // Back to the engine's own book.
    app->settings().masters_book = false;
    c.settings_changed();
    CHECK(!c.bridge()->masters_book());
    CHECK(c.bridge()->book_name() == "book.bin");
}
