// The real App on the dummy video driver: moves by synthetic mouse events, checked on the
// rendered pixels.
#include <doctest/doctest.h>

#include "formats/iccs.h"
#include "gui_test_util.h"

using namespace xq;
using namespace xq::test;

TEST_CASE("the start position is drawn with Red at the bottom") {
    auto app = make_app(headless_options());
    REQUIRE(app);
    Frame f = grab(*app);
    REQUIRE(f.w == 1200);
    // Red pieces on rank 0, Black on rank 9; the geometry puts rank 0 at the bottom.
    CHECK(app->square_in_window(sq("a0")).y > app->square_in_window(sq("a9")).y);
    CHECK(red_ink(*app, f, sq("a0")) > 60);
    CHECK(red_ink(*app, f, sq("h2")) > 60);
    CHECK(red_ink(*app, f, sq("e2")) == 0);
    CHECK(red_ink(*app, f, sq("a9")) == 0);
    CHECK(dark_ink(*app, f, sq("a9")) > dark_ink(*app, f, sq("e5")) + 100);
    save_screenshot(*app, "start");
}

TEST_CASE("click-click plays h2e2 and drag-and-drop plays h9g7") {
    auto app = make_app(headless_options(true));  // with an engine, as players see it
    REQUIRE(app);
    app->settings().mode = Mode::TWO_HUMANS;
    app->controller().settings_changed();
    Frame before = grab(*app);
    const int black_g7_before = dark_ink(*app, before, sq("g7"));

    click_square(*app, sq("h2"));
    CHECK(app->controller().game().ply() == 0);
    push_mouse(*app, SDL_MOUSEMOTION, app->square_in_window(sq("e2")));
    app->frame();
    save_screenshot(*app, "selected");  // targets of the h2 cannon, e2 under the pointer
    click_square(*app, sq("e2"));
    REQUIRE(app->controller().game().ply() == 1);
    CHECK(move_to_iccs(app->controller().game().line()[0]) == "h2e2");

    drag(*app, app->square_in_window(sq("h9")), app->square_in_window(sq("g7")));
    REQUIRE(app->controller().game().ply() == 2);
    CHECK(move_to_iccs(app->controller().game().line()[1]) == "h9g7");

    SDL_Delay(Controller::ANIM_MS + 20);  // let the move animation finish
    Frame after = grab(*app);
    CHECK(red_ink(*app, after, sq("e2")) > 60);
    CHECK(red_ink(*app, after, sq("h2")) == 0);
    CHECK(dark_ink(*app, after, sq("g7")) > black_g7_before + 100);
    CHECK(dark_ink(*app, after, sq("h9")) < dark_ink(*app, before, sq("h9")) - 100);
    save_screenshot(*app, "after_two_moves");
}

TEST_CASE("an illegal drop sends the piece back and a right click cancels a selection") {
    auto app = make_app(headless_options());
    REQUIRE(app);
    drag(*app, app->square_in_window(sq("h2")),
         app->square_in_window(sq("g5")));  // not a cannon move
    CHECK(app->controller().game().ply() == 0);
    app->frame();
    SDL_Delay(BoardInput::ERROR_MS + 20);
    Frame f = grab(*app);
    CHECK(red_ink(*app, f, sq("h2")) > 60);
    CHECK(red_ink(*app, f, sq("g5")) == 0);

    // Select, right-click, then the target click does nothing.
    click_square(*app, sq("b2"));
    click(*app, app->square_in_window(sq("b2")), SDL_BUTTON_RIGHT);
    click_square(*app, sq("e2"));
    CHECK(app->controller().game().ply() == 0);
    // Black cannot move first.
    click_square(*app, sq("b7"));
    click_square(*app, sq("e7"));
    CHECK(app->controller().game().ply() == 0);
}

TEST_CASE("clicks on the ImGui panel do not reach the board") {
    auto app = make_app(headless_options());
    REQUIRE(app);
    PointF p;
    REQUIRE(app->find_widget(tr(Str::NEW_GAME), p));
    CHECK(app->geometry().square_at(p.x, p.y) == SQ_NONE);
    click_square(*app, sq("h2"));
    click_square(*app, sq("e2"));
    REQUIRE(app->controller().game().ply() == 1);
    CHECK(click_widget(*app, tr(Str::UNDO)));
    CHECK(app->controller().game().ply() == 0);
    CHECK(click_widget(*app, tr(Str::REDO)));
    CHECK(app->controller().game().ply() == 1);
    CHECK(click_widget(*app, tr(Str::NEW_GAME)));
    // A game is on: the new game is asked about first (test_manners.cpp), then confirmed.
    CHECK(app->ui().dialogs.question == DialogState::Question::NEW_GAME);
    app->frame();
    CHECK(click_widget(*app, tr(Str::NEW_GAME)));
    CHECK(app->controller().game().length() == 0);
}

TEST_CASE("the flipped board puts Black at the bottom and maps clicks accordingly") {
    auto app = make_app(headless_options());
    REQUIRE(app);
    CHECK(click_widget(*app, tr(Str::FLIP)));
    app->frame();
    CHECK(app->square_in_window(sq("a9")).y > app->square_in_window(sq("a0")).y);
    CHECK(app->square_in_window(sq("a0")).x > app->square_in_window(sq("i0")).x);
    click_square(*app, sq("h2"));
    click_square(*app, sq("e2"));
    CHECK(app->controller().game().ply() == 1);
    Frame f = grab(*app);
    SDL_Delay(Controller::ANIM_MS + 20);
    f = grab(*app);
    CHECK(red_ink(*app, f, sq("e2")) > 60);
    save_screenshot(*app, "flipped");
}

TEST_CASE("a missing sprite is a clear error naming the file") {
    AppOptions o = headless_options();
    o.assets_dir = "/nonexistent/assets";
    App app(o);
    std::string error;
    CHECK(!app.init(&error));
    CHECK(error.find("/nonexistent/assets/board.png") != std::string::npos);
}
