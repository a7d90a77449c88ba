// Click-click, drag-and-drop, rejection and cancel, without a window.
#include <doctest/doctest.h>

#include "app/board_input.h"
#include "formats/iccs.h"
#include "game/game.h"
#include "test_moves.h"

using namespace xq;

namespace {

using xq::test::sq;
struct Fixture {
    Game game;
    BoardView view;
    std::vector<Move> legal;
    BoardInput input;
    BoardInput::Context ctx() {
        for (Square s = 0; s < SQUARE_NB; ++s) view.pieces[s] = game.position().piece_on(s);
        legal = game.legal_moves();
        return {&view, game.side_to_move(), true, &legal};
    }
};
}  // namespace

TEST_CASE("click-click gives the move / the selection shows its targets") {
    Fixture f;
    auto c = f.ctx();
    CHECK(f.input.press(c, sq("h2"), 0, 0, 0) == MOVE_NONE);
    CHECK(f.input.release(c, sq("h2"), 1) == MOVE_NONE);
    CHECK(f.input.selected() == sq("h2"));
    CHECK(f.input.targets(c).size() == 12);  // the cannon's 12 moves from h2 at the start
    CHECK(f.input.press(c, sq("e2"), 0, 0, 2) == iccs_to_move("h2e2"));
    CHECK(f.input.selected() == SQ_NONE);
}

TEST_CASE("clicking another own piece reselects / clicking the piece again deselects") {
    Fixture f;
    auto c = f.ctx();
    f.input.press(c, sq("h2"), 0, 0, 0);
    f.input.release(c, sq("h2"), 0);
    f.input.press(c, sq("b0"), 0, 0, 0);
    f.input.release(c, sq("b0"), 0);
    CHECK(f.input.selected() == sq("b0"));
    f.input.press(c, sq("b0"), 0, 0, 0);
    f.input.release(c, sq("b0"), 0);
    CHECK(f.input.selected() == SQ_NONE);
}

TEST_CASE("drag and drop: a legal drop plays / an illegal one rejects with a shake") {
    Fixture f;
    auto c = f.ctx();
    f.input.press(c, sq("b0"), 100, 100, 0);
    f.input.motion(130, 70);
    CHECK(f.input.dragging());
    CHECK(f.input.release(c, sq("c2"), 10) == iccs_to_move("b0c2"));

    f.input.press(c, sq("b0"), 100, 100, 20);
    f.input.motion(160, 40);
    CHECK(f.input.release(c, sq("b5"), 30) == MOVE_NONE);
    CHECK(f.input.selected() == SQ_NONE);
    CHECK(f.input.animating(40));
    BoardView v;
    f.input.decorate(v, c, 40);
    CHECK(v.error_square == sq("b0"));
    CHECK(v.error_progress < 1);
    CHECK(!f.input.animating(30 + BoardInput::ERROR_MS));
}

TEST_CASE(
    "an illegal click target rejects / right click cancels / a disabled board ignores presses") {
    Fixture f;
    auto c = f.ctx();
    f.input.press(c, sq("h2"), 0, 0, 0);
    f.input.release(c, sq("h2"), 0);
    CHECK(f.input.press(c, sq("g5"), 0, 0, 5) == MOVE_NONE);
    CHECK(f.input.selected() == SQ_NONE);
    CHECK(f.input.animating(6));

    f.input.press(c, sq("h2"), 0, 0, 0);
    f.input.release(c, sq("h2"), 0);
    f.input.cancel();
    CHECK(f.input.press(c, sq("e2"), 0, 0, 0) == MOVE_NONE);

    c.enabled = false;
    f.input.press(c, sq("h2"), 0, 0, 0);
    CHECK(f.input.selected() == SQ_NONE);
    // The opponent's pieces cannot be picked up.
    c.enabled = true;
    f.input.press(c, sq("h7"), 0, 0, 0);
    CHECK(f.input.selected() == SQ_NONE);
}
