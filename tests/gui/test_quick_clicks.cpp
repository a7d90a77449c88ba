// A click that arrives with its motion in the same frame (a touchscreen tap, a quick mouse, or a
// pointer that was not hovering) reaches the widget under it: Dear ImGui 1.86 would otherwise see
// the press before it knows what is under the pointer (mouse_shim.h).
#include <doctest/doctest.h>

#include "game/text/i18n.h"
#include "gui_test_util.h"

using namespace xq;
using namespace xq::test;

namespace {

// Motion and press in one frame, the release in the next; then frames until nothing waits.
void tap(App& app, PointF p) {
    push_mouse(app, SDL_MOUSEMOTION, p);
    push_mouse(app, SDL_MOUSEBUTTONDOWN, p);
    app.frame();
    push_mouse(app, SDL_MOUSEBUTTONUP, p);
    app.frame();
    app.frame();
}

bool shown(App& app, const std::string& label) {
    PointF p;
    return app.find_widget(label, p);
}

}  // namespace

TEST_CASE("a click whose press and release come in one frame asks for the frames that finish it") {
    auto app = make_app(headless_options());
    REQUIRE(app);
    PointF new_game;
    REQUIRE(app->find_widget(tr(Str::NEW_GAME), new_game));
    for (int i = 0; i < 3; ++i) app->frame();
    CHECK(app->next_wait_ms() > 0);  // idle
    // A quick click away from the pointer: the pointer, the press, then the release are shown
    // to ImGui in three frames, which follow one another without an idle wait (a button acts on
    // the release: waiting would make it answer half a second late).
    push_mouse(*app, SDL_MOUSEMOTION, new_game);
    push_mouse(*app, SDL_MOUSEBUTTONDOWN, new_game);
    push_mouse(*app, SDL_MOUSEBUTTONUP, new_game);
    app->frame();
    CHECK(app->next_wait_ms() == 0);  // the press comes next
    app->frame();
    CHECK(app->next_wait_ms() == 0);  // then the release
    app->frame();
}

TEST_CASE("a tap on a tab right after a click on a checkbox opens the tab") {
    auto app = make_app(headless_options());
    REQUIRE(app);
    for (int round = 0; round < 3; ++round) {
        app->ui().select_tab = Ui::Tab::LOOK;
        app->frame();
        app->frame();
        const bool animation = app->settings().animation;
        PointF box, game_tab, puzzles_tab;
        REQUIRE(app->find_widget(tr(Str::ANIMATION), box));
        REQUIRE(app->find_widget(tr(Str::TAB_GAME), game_tab));
        REQUIRE(app->find_widget(tr(Str::TAB_PUZZLES), puzzles_tab));
        tap(*app, box);  // the pointer was elsewhere: a tap on the checkbox
        CHECK(app->settings().animation != animation);
        tap(*app, game_tab);               // the pointer last hovered the checkbox
        CHECK(shown(*app, "##handicap"));  // the game tab's
        CHECK(!shown(*app, tr(Str::ANIMATION)));
        app->ui().select_tab = Ui::Tab::LOOK;
        app->frame();
        app->frame();
        tap(*app, box);
        tap(*app, puzzles_tab);
        CHECK(app->ui().puzzle.on_board);
        CHECK(!shown(*app, tr(Str::ANIMATION)));
    }
}
