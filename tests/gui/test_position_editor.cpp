// The position editor: the game layer's pointer work (tray, carry, take off) and, headless,
// the editor driven by the mouse from the moves tab to a game from the edited position.
#include <doctest/doctest.h>

#include "game/position_editor.h"
#include "game/text/i18n.h"
#include "gui_test_util.h"

using namespace xq;
using namespace xq::test;

TEST_CASE("position editor: tray / carry / take off / side / clear and reset") {
    PositionEditor e;
    e.open(START_FEN);
    CHECK(e.active());
    CHECK(e.valid());
    const Piece rook = make_piece(RED, ROOK);
    CHECK(e.remaining(rook) == 0);
    // Carry the a0 rook to a4, then off the board.
    e.press(sq("a0"));
    CHECK(e.carrying());
    e.release(sq("a4"));
    CHECK(e.setup().board[size_t(sq("a4"))] == rook);
    CHECK(e.setup().board[size_t(sq("a0"))] == NO_PIECE);
    e.press(sq("a4"));
    e.release(SQ_NONE);
    CHECK(e.setup().board[size_t(sq("a4"))] == NO_PIECE);
    CHECK(e.remaining(rook) == 1);
    // A tray piece dragged onto the board; then a click keeps one in the hand for each square.
    e.take_from_tray(rook);
    e.release(sq("a1"));
    CHECK(e.setup().board[size_t(sq("a1"))] == rook);
    CHECK(e.hand() == NO_PIECE);
    e.take_from_tray(rook);
    e.release(SQ_NONE);  // released on the tray: a click
    CHECK(e.hand() == rook);
    e.press(sq("b5"));
    e.release(sq("b5"));
    e.press(sq("c5"));
    e.release(sq("c5"));
    CHECK(e.setup().count(rook) == 4);  // i0, a1, b5, c5
    CHECK(e.remaining(rook) == -2);
    CHECK(!e.valid());
    e.take_from_tray(rook);  // the same tray piece again: the hand empties
    CHECK(e.hand() == NO_PIECE);
    e.right_click(sq("c5"));
    CHECK(e.setup().count(rook) == 3);
    e.set_side(BLACK);
    CHECK(e.fen().find(" b ") != std::string::npos);
    e.clear();
    CHECK(e.setup().count(make_piece(RED, KING)) == 0);
    CHECK(!e.valid());
    e.reset();
    CHECK(e.fen() == START_FEN);
    CHECK(!e.set_fen("nonsense"));
    CHECK(e.fen() == START_FEN);
}

TEST_CASE("position editor GUI: set up an ending by mouse / see what is wrong / play from it") {
    set_language(Lang::ZH);
    auto app = make_app(headless_options());
    REQUIRE(app);
    Controller& c = app->controller();
    app->ui().select_tab = Ui::Tab::MOVES;
    settle(*app);
    REQUIRE(click_widget(*app, tr(Str::EDIT_POSITION)));
    settle(*app);
    REQUIRE(c.editor().active());
    REQUIRE(click_widget(*app, tr(Str::CLEAR_BOARD)));
    settle(*app);
    CHECK(app->ui().editor.problems == 2);  // no kings
    // Kings from the tray by dragging; a rook by a click on the tray then on the board.
    PointF tray;
    REQUIRE(app->find_widget("trayK", tray));
    drag(*app, tray, app->square_in_window(sq("e0")));
    REQUIRE(app->find_widget("trayk", tray));
    drag(*app, tray, app->square_in_window(sq("e9")));
    app->frame();
    CHECK(c.editor().setup().board[size_t(sq("e0"))] == make_piece(RED, KING));
    CHECK(c.editor().setup().board[size_t(sq("e9"))] == make_piece(BLACK, KING));
    CHECK(app->ui().editor.problems == 1);  // facing kings
    REQUIRE(click_widget(*app, "trayR"));
    click_square(*app, sq("a4"));
    click(*app, app->square_in_window(sq("b6")), SDL_BUTTON_RIGHT);  // the hand empties
    app->frame();
    CHECK(c.editor().setup().board[size_t(sq("a4"))] == make_piece(RED, ROOK));
    // An elephant where it never goes.
    REQUIRE(app->find_widget("trayb", tray));
    drag(*app, tray, app->square_in_window(sq("e5")));
    app->frame();
    app->frame();
    CHECK(app->ui().editor.problems == 1);  // the elephant (it also parts the kings)
    save_screenshot(*app, "position_editor_zh");
    // Off the board with it, the red king moved aside: the kings no longer face.
    drag(*app, app->square_in_window(sq("e5")), {5, 5});
    drag(*app, app->square_in_window(sq("e0")), app->square_in_window(sq("d0")));
    app->frame();
    app->frame();
    CHECK(c.editor().setup().board[size_t(sq("e5"))] == NO_PIECE);
    CHECK(app->ui().editor.problems == 0);
    REQUIRE(click_widget(*app, std::string("side ") + tr(Str::BLACK)));
    settle(*app);
    REQUIRE(click_widget(*app, tr(Str::PLAY_FROM_HERE)));
    settle(*app);
    CHECK(!c.editor().active());
    CHECK(c.game().position().fen() == "4k4/9/9/9/9/R8/9/9/9/3K5 b - - 0 1");
    CHECK(c.game().side_to_move() == BLACK);
}

TEST_CASE("position editor GUI: cancel keeps the game / English / FEN typed in") {
    auto app = make_app(headless_options());
    REQUIRE(app);
    set_language(Lang::EN);
    Controller& c = app->controller();
    click_square(*app, sq("h2"));
    click_square(*app, sq("e2"));
    const std::string before = c.game().position().fen();
    app->ui().select_tab = Ui::Tab::MOVES;
    settle(*app);
    REQUIRE(click_widget(*app, tr(Str::EDIT_POSITION)));
    settle(*app);
    CHECK(c.editor().fen().substr(0, 20) == before.substr(0, 20));  // opened on the position
    // Select the field's text, type a position over it, press Enter.
    REQUIRE(click_widget(*app, "##editor_fen"));
    auto key = [&](SDL_Keycode k, SDL_Scancode code, Uint16 mod) {
        for (Uint32 type : {Uint32(SDL_KEYDOWN), Uint32(SDL_KEYUP)}) {
            // The backend reads the modifiers from SDL's state at each key event.
            SDL_SetModState(SDL_Keymod(type == SDL_KEYDOWN ? mod : Uint16(KMOD_NONE)));
            SDL_Event e{};
            e.type = type;
            e.key.windowID = SDL_GetWindowID(app->window());
            e.key.state = type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED;
            e.key.keysym.sym = k;
            e.key.keysym.scancode = code;
            e.key.keysym.mod = mod;
            SDL_PushEvent(&e);
            app->frame();
        }
        SDL_SetModState(KMOD_NONE);
    };
    key(SDLK_a, SDL_SCANCODE_A, KMOD_LCTRL);
    SDL_Event text{};
    text.type = SDL_TEXTINPUT;
    text.text.windowID = SDL_GetWindowID(app->window());
    snprintf(text.text.text, sizeof text.text.text, "%s", "4k4/9/9/9/9/9/9/9/4A4/3AK4 w");
    SDL_PushEvent(&text);
    app->frame();
    CHECK(std::string(app->ui().editor.fen) == "4k4/9/9/9/9/9/9/9/4A4/3AK4 w");
    key(SDLK_RETURN, SDL_SCANCODE_RETURN, KMOD_NONE);
    app->frame();
    CHECK(c.editor().fen() == "4k4/9/9/9/9/9/9/9/4A4/3AK4 w - - 0 1");
    CHECK(app->ui().editor.problems == 0);
    save_screenshot(*app, "position_editor_en");
    REQUIRE(click_widget(*app, tr(Str::CANCEL)));
    settle(*app);
    CHECK(!c.editor().active());
    CHECK(c.game().position().fen() == before);
    set_language(Lang::ZH);
}
