// Scenarios on the real App loop with the real engine, driven by synthetic events. The engine
// runs at low time limits so the suite stays fast.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "app/board_view_of.h"
#include "formats/handicap.h"
#include "formats/iccs.h"
#include "game/referee/repetition_cycle.h"
#include "game/text/i18n.h"
#include "gui_test_util.h"

using namespace xq;
using namespace xq::test;

namespace {

std::unique_ptr<App> engine_app(double movetime_s = 0.2, Mode mode = Mode::HUMAN_RED) {
    auto app = make_app(headless_options(true));
    if (!app) return nullptr;
    app->settings().movetime_s = movetime_s;
    app->settings().mode = mode;
    app->settings().lang = Lang::ZH;
    set_language(Lang::ZH);
    app->controller().settings_changed();
    app->frame();
    return app;
}

}  // namespace

TEST_CASE(
    "human plays the central cannon / the engine answers within its time limit / undo takes both "
    "back") {
    auto app = engine_app(0.3);
    REQUIRE(app);
    Controller& c = app->controller();
    click_square(*app, sq("h2"));
    click_square(*app, sq("e2"));
    REQUIRE(c.game().ply() == 1);
    CHECK(c.engine_thinking());
    // The UI keeps running frames while the engine thinks: count them.
    int frames = 0;
    int ms = run_until(
        *app,
        [&] {
            ++frames;
            return c.game().ply() == 2;
        },
        5000);
    REQUIRE(ms >= 0);
    MESSAGE("engine replied " << move_to_iccs(c.game().line()[1]) << " after " << ms << " ms, "
                              << frames << " UI frames meanwhile");
    CHECK(ms < 300 + 1500);  // the 0.3 s limit plus generous slack for a loaded machine
    CHECK(frames >= 3);      // the UI did not block on the search (no speed claim: any 3 frames)
    CHECK(color_of(c.game().position_at(1).piece_on(from_sq(c.game().line()[1]))) == BLACK);
    SDL_Delay(Controller::ANIM_MS + 10);
    save_screenshot(*app, "engine_reply");

    CHECK(click_widget(*app, tr(Str::UNDO)));
    CHECK(c.game().ply() == 0);
    CHECK(c.human_can_move());
    CHECK(!c.engine_thinking());
}

TEST_CASE("every handicap removes exactly its pieces / for either giver") {
    auto app = make_app(headless_options());
    REQUIRE(app);
    Position start;
    for (const HandicapInfo& h : all_handicaps()) {
        for (Color giver : {RED, BLACK}) {
            CAPTURE(h.key);
            CAPTURE(int(giver));
            // Choose in the panel: open the combo, pick the option, pick the giver, new game.
            REQUIRE(click_widget(*app, "##handicap"));
            app->frame();  // a popup is placed in the frame after it appears
            REQUIRE(click_widget(*app, h.chinese));
            REQUIRE(click_widget(*app, tr(giver == RED ? Str::RED : Str::BLACK)));
            CHECK(app->settings().handicap == h.handicap);
            CHECK(app->settings().handicap_giver == giver);
            REQUIRE(click_widget(*app, tr(Str::NEW_GAME)));
            const Position& pos = app->controller().game().position();
            std::vector<Square> removed = handicap_removed_squares(h.handicap, giver);
            CHECK((h.handicap == Handicap::NONE) == removed.empty());
            for (Square s = 0; s < SQUARE_NB; ++s) {
                bool gone = std::find(removed.begin(), removed.end(), s) != removed.end();
                CHECK(pos.piece_on(s) == (gone ? NO_PIECE : start.piece_on(s)));
                if (gone) CHECK(color_of(start.piece_on(s)) == giver);
            }
            CHECK(pos.side_to_move() == RED);
        }
    }
    app->settings().handicap = Handicap::NINE_PIECES;
    app->settings().handicap_giver = RED;
    click_widget(*app, tr(Str::NEW_GAME));
    Frame f = grab(*app);
    CHECK(red_ink(*app, f, sq("e3")) == 0);  // pawn gone from the picture too
    CHECK(red_ink(*app, f, sq("b0")) > 60);
    save_screenshot(*app, "handicap_nine");
}

TEST_CASE("switching modes hands the move to the engine or to the player / and flips the board") {
    auto app = engine_app(0.1, Mode::TWO_HUMANS);
    REQUIRE(app);
    Controller& c = app->controller();
    for (int i = 0; i < 5; ++i) app->frame();
    CHECK(!c.engine_thinking());
    CHECK(c.game().ply() == 0);

    REQUIRE(click_widget(*app, tr(Str::MODE_ENGINE_RED)));
    CHECK(app->settings().mode == Mode::ENGINE_RED);
    CHECK(c.flipped());
    REQUIRE(run_until(
                *app, [&] { return c.game().ply() == 1; }, 5000) >= 0);
    CHECK(c.human_can_move());
    app->frame();
    CHECK(app->square_in_window(sq("a9")).y > app->square_in_window(sq("a0")).y);

    REQUIRE(click_widget(*app, tr(Str::MODE_DEMO)));
    REQUIRE(run_until(
                *app, [&] { return c.game().ply() >= 4; }, 8000) >= 0);

    REQUIRE(click_widget(*app, tr(Str::MODE_TWO_HUMANS)));
    int ply = c.game().ply();
    for (int i = 0; i < 20; ++i) {
        app->frame();
        SDL_Delay(10);
    }
    CHECK(!c.engine_thinking());
    CHECK(c.game().ply() == ply);
    CHECK(!c.flipped());
    save_screenshot(*app, "modes");
}

TEST_CASE(
    "with the opening book on the engine answers a book position at once / off / it searches") {
    auto app = engine_app(60);
    REQUIRE(app);
    Controller& c = app->controller();
    app->frame();
    save_screenshot(*app, "opening_book_tab");
    REQUIRE(click_widget(*app, tr(Str::OPENING_BOOK)));  // the tests start with it off
    REQUIRE(app->settings().opening_book);
    click_square(*app, sq("h2"));
    click_square(*app, sq("e2"));
    const int ms = run_until(
        *app, [&] { return c.game().ply() == 2; }, 5000);
    CHECK(ms >= 0);
    CHECK(ms < 2000);  // not the 60 s a search would take
    REQUIRE(click_widget(*app, tr(Str::OPENING_BOOK)));
    CHECK(!app->settings().opening_book);
    click_square(*app, sq("h0"));
    click_square(*app, sq("g2"));
    REQUIRE(c.game().ply() == 3);
    for (int i = 0; i < 20; ++i) {
        SDL_Delay(20);
        app->frame();
    }
    CHECK(c.engine_thinking());  // searching its 60 s
}

TEST_CASE("lowering the time limit during a search ends that very search early") {
    auto app = engine_app(60);
    REQUIRE(app);
    Controller& c = app->controller();
    click_square(*app, sq("h2"));
    click_square(*app, sq("e2"));
    REQUIRE(c.engine_thinking());
    for (int i = 0; i < 10; ++i) {
        SDL_Delay(20);
        app->frame();
    }
    CHECK(c.game().ply() == 1);  // still thinking on its 60 s
    // Drag the time slider to its left end (0.1 s), like a player would.
    REQUIRE(app->ui().drawn.widgets.count("##time"));
    WidgetRect r = app->ui().drawn.widgets.at("##time");
    uint32_t start = SDL_GetTicks();
    drag(*app, r.center(), {r.min.x - 50, r.center().y});
    CHECK(app->settings().movetime_s == doctest::Approx(0.1));
    REQUIRE(run_until(
                *app, [&] { return c.game().ply() == 2; }, 5000) >= 0);
    uint32_t ms = SDL_GetTicks() - start;
    MESSAGE("reply " << ms << " ms after the slider drag began (limit 60 s -> 0.1 s)");
    CHECK(ms < 3000);
}

TEST_CASE("the engine panel shows depth / score and the PV in Chinese") {
    auto app = engine_app(0.3);
    REQUIRE(app);
    Controller& c = app->controller();
    // The move's own search stays on show (pondering would show the next one: below).
    app->settings().ponder = false;
    c.settings_changed();
    REQUIRE(click_widget(*app, tr(Str::TAB_ENGINE)));
    click_square(*app, sq("h2"));
    click_square(*app, sq("e2"));
    REQUIRE(run_until(
                *app, [&] { return c.game().ply() == 2; }, 5000) >= 0);
    const EngineStatus& st = c.engine_status();
    REQUIRE(!st.iterations.empty());
    CHECK(st.iterations.back().depth >= 1);
    CHECK(!st.iterations.back().pv.empty());
    CHECK(st.root.is_legal(st.iterations.back().pv[0]));
    // A score was recorded for the position the engine searched.
    REQUIRE(c.score_history().size() == 3);
    CHECK(!std::isnan(c.score_history()[1]));
    // Ask for a hint: an arrow for the human's move.
    REQUIRE(click_widget(*app, tr(Str::HINT)));
    REQUIRE(run_until(
                *app, [&] { return c.hint_move().has_value(); }, 5000) >= 0);
    CHECK(c.game().is_legal(*c.hint_move()));
    CHECK(board_view_of(c, SDL_GetTicks()).arrows.size() >= 1);
    app->frame();
    save_screenshot(*app, "engine_panel");
}

TEST_CASE("a bad FEN is refused with a message and changes nothing / a good one is set") {
    auto app = make_app(headless_options());
    REQUIRE(app);
    Controller& c = app->controller();
    click_square(*app, sq("h2"));
    click_square(*app, sq("e2"));
    REQUIRE(c.game().ply() == 1);
    REQUIRE(show_game_details(*app));  // the FEN field lives with the game's tags
    type_fen(*app, "rnbakabnr/9/xyz w - - 0 1");
    REQUIRE(click_widget(*app, tr(Str::SET_FEN)));
    CHECK(c.game().ply() == 1);
    CHECK(message_text(c.message).find(tr(Str::BAD_FEN)) == 0);
    save_screenshot(*app, "bad_fen");

    type_fen(*app, "3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1");
    REQUIRE(click_widget(*app, tr(Str::SET_FEN)));
    CHECK(c.game().length() == 0);
    CHECK(c.game().position().fen() == "3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1");
}

TEST_CASE("the FEN box follows the board / what was typed stays until the position changes") {
    auto app = make_app(headless_options());
    REQUIRE(app);
    Controller& c = app->controller();
    REQUIRE(show_game_details(*app));
    auto box = [&] { return std::string(app->ui().moves.fen_buffer); };
    CHECK(box() == c.game().position().fen());
    click_square(*app, sq("h2"));
    click_square(*app, sq("e2"));
    app->frame();
    REQUIRE(c.game().ply() == 1);
    CHECK(box() == c.game().position().fen());  // after a move
    REQUIRE(click_widget(*app, tr(Str::UNDO)));
    app->frame();
    CHECK(box() == Position().fen());  // after a step back
    // Typed text stays while the position stays, also after a refused Set FEN.
    type_fen(*app, "rnbakabnr/9/xyz w - - 0 1");
    app->frame();
    CHECK(box() == "rnbakabnr/9/xyz w - - 0 1");
    REQUIRE(click_widget(*app, tr(Str::SET_FEN)));
    app->frame();
    CHECK(box() == "rnbakabnr/9/xyz w - - 0 1");  // to be mended
    // A good one sets the position, and the box goes on following it.
    type_fen(*app, "3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1");
    REQUIRE(click_widget(*app, tr(Str::SET_FEN)));
    app->frame();
    CHECK(c.game().position().fen() == "3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1");
    click_square(*app, sq("b0"));
    click_square(*app, sq("b9"));
    app->frame();
    CHECK(box() == c.game().position().fen());
    CHECK(box() != "3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1");
}

TEST_CASE("checkmate opens the game end dialog with the reason") {
    AppOptions o = headless_options(true);
    o.fen = "3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1";
    auto app = make_app(o);
    REQUIRE(app);
    PointF ok;
    CHECK(!app->find_widget(tr(Str::OK), ok));
    click_square(*app, sq("b0"));
    click_square(*app, sq("b9"));
    app->frame();
    app->frame();
    CHECK(app->controller().game().over());
    CHECK(result_text(app->controller().game()).find(tr(Str::CHECKMATE)) != std::string::npos);
    REQUIRE(app->find_widget(tr(Str::OK), ok));
    SDL_Delay(Controller::ANIM_MS + 10);
    save_screenshot(*app, "checkmate_dialog");
    set_language(Lang::EN);
    app->frame();
    CHECK(result_text(app->controller().game()) == "Red wins (checkmate)");
    REQUIRE(app->find_widget("OK", ok));
    save_screenshot(*app, "checkmate_dialog_en");
    set_language(Lang::ZH);
    app->frame();
    REQUIRE(app->find_widget(tr(Str::OK), ok));
    click(*app, ok);
    app->frame();
    CHECK(!app->find_widget(tr(Str::OK), ok));
}

TEST_CASE("moving at an earlier ply starts a variation without asking") {
    auto app = make_app(headless_options());
    REQUIRE(app);
    Controller& c = app->controller();
    for (auto [a, b] : {std::pair{"h2", "e2"}, std::pair{"h9", "g7"}, std::pair{"h0", "g2"}}) {
        click_square(*app, sq(a));
        click_square(*app, sq(b));
    }
    REQUIRE(c.game().ply() == 3);
    REQUIRE(click_widget(*app, tr(Str::TAB_MOVES)));
    REQUIRE(click_widget(*app, "ply1"));
    CHECK(c.game().ply() == 1);
    CHECK(c.game().length() == 3);
    click_square(*app, sq("b9"));
    click_square(*app, sq("c7"));
    CHECK(!app->find_widget(tr(Str::CONTINUE), *std::make_unique<PointF>()));  // no question
    CHECK(c.game().length() == 2);
    CHECK(move_to_iccs(c.game().line()[1]) == "b9c7");
    CHECK(c.game().in_variation());
    CHECK(c.game().main_line().size() == 3);  // the old line is kept as the main line
}

TEST_CASE("clicking a greyed later move in the move list goes forward to it (no ImGui abort)") {
    auto app = make_app(headless_options());
    REQUIRE(app);
    Controller& c = app->controller();
    for (auto [a, b] : {std::pair{"h2", "e2"}, std::pair{"h9", "g7"}, std::pair{"h0", "g2"}}) {
        click_square(*app, sq(a));
        click_square(*app, sq(b));
    }
    REQUIRE(c.game().ply() == 3);
    REQUIRE(click_widget(*app, tr(Str::TAB_MOVES)));
    REQUIRE(click_widget(*app, "ply1"));
    REQUIRE(c.game().ply() == 1);
    REQUIRE(click_widget(*app, "ply3"));  // greyed when clicked: it can be redone
    CHECK(c.game().ply() == 3);
    REQUIRE(click_widget(*app, "ply2"));
    CHECK(c.game().ply() == 2);
    CHECK(c.game().length() == 3);
    app->frame();
}

TEST_CASE("settings and the game in progress survive a restart / a corrupt file is reported") {
    auto dir = std::filesystem::temp_directory_path() / "xq_gui_state_test";
    std::filesystem::remove_all(dir);
    AppOptions o = headless_options();
    o.persist = true;
    o.config_dir = dir.string();
    {
        auto app = make_app(o);
        REQUIRE(app);
        app->settings().skill = 6;
        click_square(*app, sq("h2"));
        click_square(*app, sq("e2"));
        REQUIRE(app->controller().game().ply() == 1);
    }
    {
        auto app = make_app(o);
        REQUIRE(app);
        CHECK(app->settings().skill == 6);
        CHECK(app->controller().game().ply() == 1);
        CHECK(notices_text(*app).empty());
    }
    {
        std::ofstream(dir / "settings.ini") << "level = banana\n";
        std::ofstream(dir / "game.pgn") << "1. h2e2 h2e2\n";
        auto app = make_app(o);
        REQUIRE(app);
        CHECK(app->settings().skill == Settings{}.skill);
        CHECK(app->controller().game().ply() == 1);  // the legal move before the bad one
        CHECK(notices_text(*app).find("settings.ini") != std::string::npos);
        CHECK(notices_text(*app).find("game.pgn") != std::string::npos);
        save_screenshot(*app, "corrupt_state");
    }
    std::filesystem::remove_all(dir);
}

TEST_CASE("English UI / demo mode streams the search into the engine panel while the UI runs") {
    // 5 s a move: on a loaded machine the low-priority search may need seconds for its first
    // iteration past 300 ms, and the first move must still be in thought when it comes.
    auto app = engine_app(5.0, Mode::TWO_HUMANS);
    REQUIRE(app);
    REQUIRE(click_widget(*app, tr(Str::LANGUAGE)));
    CHECK(language() == Lang::EN);
    CHECK(app->settings().lang == Lang::EN);
    app->frame();
    PointF p;
    CHECK(app->find_widget("New game", p));
    REQUIRE(click_widget(*app, "Engine"));
    REQUIRE(click_widget(*app, "Game"));
    REQUIRE(click_widget(*app, "Engine vs engine"));
    REQUIRE(click_widget(*app, "Engine"));
    Controller& c = app->controller();
    // Mid-search: iterations arrive while the first move is still being thought about.
    int frames = 0;
    auto deep_enough = [&] {
        ++frames;
        return !c.engine_status().iterations.empty() &&
               c.engine_status().iterations.back().time_ms >= 300;
    };
    REQUIRE(run_until(*app, deep_enough, 5000) >= 0);
    CHECK(c.engine_thinking());
    CHECK(c.game().ply() == 0);
    CHECK(frames >= 3);
    save_screenshot(*app, "demo_thinking_en");
    set_language(Lang::ZH);
}

TEST_CASE("while the engine thinks / the PV arrow shows its current best move") {
    auto app = engine_app(1.0);
    REQUIRE(app);
    Controller& c = app->controller();
    app->settings().pv_arrow = true;
    app->ui().select_tab = Ui::Tab::ENGINE;
    click_square(*app, sq("h2"));
    click_square(*app, sq("e2"));
    REQUIRE(c.engine_thinking());
    auto has_pv = [&] {
        const auto& it = c.engine_status().iterations;
        return !it.empty() && !it.back().pv.empty() && it.back().time_ms >= 250;
    };
    REQUIRE(run_until(*app, has_pv, 5000) >= 0);
    REQUIRE(c.engine_thinking());
    Move best = c.engine_status().iterations.back().pv[0];
    BoardView v = board_view_of(c, SDL_GetTicks());
    REQUIRE(v.arrows.size() == 1);
    CHECK(v.arrows[0].from == from_sq(best));
    CHECK(v.arrows[0].to == to_sq(best));
    SDL_Delay(Controller::ANIM_MS + 10);
    save_screenshot(*app, "engine_thinking");
}

TEST_CASE(
    "the engine gives nine pieces as Red: it moves first / the human's Black is at the bottom") {
    auto app = engine_app(0.2, Mode::TWO_HUMANS);
    REQUIRE(app);
    Controller& c = app->controller();
    app->settings().handicap = Handicap::NINE_PIECES;
    app->settings().handicap_giver = RED;
    REQUIRE(click_widget(*app, tr(Str::MODE_ENGINE_RED)));
    REQUIRE(click_widget(*app, tr(Str::NEW_GAME)));
    CHECK(c.flipped());
    CHECK(app->square_in_window(sq("e9")).y > app->square_in_window(sq("e0")).y);
    REQUIRE(run_until(
                *app, [&] { return c.game().ply() == 1; }, 5000) >= 0);
    CHECK(color_of(c.game().position_at(0).piece_on(from_sq(c.game().line()[0]))) == RED);
    CHECK(c.human_can_move());
    // The giver's nine pieces are gone: only the king, advisors, elephants and rooks... of Red.
    int red = 0;
    for (Square s = 0; s < SQUARE_NB; ++s)
        if (c.game().position_at(0).piece_on(s) &&
            color_of(c.game().position_at(0).piece_on(s)) == RED)
            ++red;
    CHECK(red == 16 - 9);
    SDL_Delay(Controller::ANIM_MS + 10);
    Frame f = grab(*app);
    // Black's pieces are drawn at the bottom of the picture now.
    CHECK(dark_ink(*app, f, sq("a9")) > dark_ink(*app, f, sq("e5")) + 100);
    CHECK(app->square_in_window(sq("a9")).y > f.h / 2);
    save_screenshot(*app, "handicap_engine_gives");
}

TEST_CASE("the referee warns before a move that loses by perpetual check / cancel or play it") {
    auto app = make_app(headless_options());  // no engine: two players at one board
    REQUIRE(app);
    Controller& c = app->controller();
    std::string error;
    REQUIRE(c.set_position("3k5/9/9/9/9/9/9/9/9/4K3R w - - 0 1", &error));
    app->frame();
    // Red checks from the side, Black steps up and back: the third time the same check
    // comes, Red has checked perpetually and loses.
    const char* cycle[] = {"i0i9", "d9d8", "i9i8", "d8d9", "i8i9", "d9d8", "i9i8", "d8d9"};
    for (const char* m : cycle) {
        click_square(*app, sq(std::string(m).substr(0, 2).c_str()));
        click_square(*app, sq(std::string(m).substr(2, 2).c_str()));
        REQUIRE(!app->ui().dialogs.pending_warned_move);
    }
    REQUIRE(c.game().ply() == 8);
    click_square(*app, sq("i8"));
    click_square(*app, sq("i9"));
    REQUIRE(app->ui().dialogs.pending_warned_move);  // asked, not played
    CHECK(app->ui().dialogs.warning == Str::WARN_PERPETUAL_CHECK);
    CHECK(c.game().ply() == 8);
    app->frame();
    save_screenshot(*app, "referee_warning");
    REQUIRE(click_widget(*app, tr(Str::CANCEL)));
    CHECK(!app->ui().dialogs.pending_warned_move);
    CHECK(c.game().ply() == 8);
    CHECK(!c.game().over());
    click_square(*app, sq("i8"));
    click_square(*app, sq("i9"));
    REQUIRE(app->ui().dialogs.pending_warned_move);
    REQUIRE(click_widget(*app, tr(Str::PLAY_ANYWAY)));
    CHECK(c.game().ply() == 9);
    CHECK(c.game().status().reason == EndReason::PERPETUAL_CHECK);
    CHECK(c.game().status().result == GameResult::BLACK_WINS);
    // The end dialog names the moves the referee counted: from the previous occurrence of the
    // final position to it.
    const RepetitionCycle rc = repetition_cycle(c.game());
    CHECK(rc.moves == std::vector<Move>{iccs_to_move("d9d8"), iccs_to_move("i9i8"),
                                        iccs_to_move("d8d9"), iccs_to_move("i8i9")});
    CHECK(rc.before.key() == c.game().position().key());
    app->frame();
    app->frame();
    save_screenshot(*app, "referee_cycle");
}

TEST_CASE("while the referee's warning waits, the board takes no other move") {
    auto app = make_app(headless_options());  // two players at one board
    REQUIRE(app);
    Controller& c = app->controller();
    REQUIRE(c.set_position("3k5/9/9/9/9/9/9/9/9/4K3R w - - 0 1", nullptr));
    app->frame();
    for (const char* m : {"i0i9", "d9d8", "i9i8", "d8d9", "i8i9", "d9d8", "i9i8", "d8d9"}) {
        click_square(*app, sq(std::string(m).substr(0, 2).c_str()));
        click_square(*app, sq(std::string(m).substr(2, 2).c_str()));
    }
    REQUIRE(c.game().ply() == 8);
    // In one batch of events: the move the referee warns about, then the rook to h8. The second
    // move must not be played behind the warning's dialog.
    for (const char* square : {"i8", "i9", "i8", "h8"}) {
        push_mouse(*app, SDL_MOUSEBUTTONDOWN, app->square_in_window(sq(square)));
        push_mouse(*app, SDL_MOUSEBUTTONUP, app->square_in_window(sq(square)));
    }
    app->frame();
    REQUIRE(app->ui().dialogs.pending_warned_move);
    CHECK(*app->ui().dialogs.pending_warned_move == iccs_to_move("i8i9"));
    CHECK(c.game().ply() == 8);
    // The board's one input context (clicks and the marks drawn use the same) says so.
    const BoardMode& board = app->board_mode();
    CHECK(board.kind() == BoardMode::Kind::GAME);
    CHECK_FALSE(board.input_context(board.view(SDL_GetTicks(), {})).enabled);
    app->frame();  // the dialog appears
    REQUIRE(click_widget(*app, tr(Str::CANCEL)));
    CHECK(!app->ui().dialogs.pending_warned_move);
    CHECK(app->board_mode().input_context(app->board_mode().view(SDL_GetTicks(), {})).enabled);
}

TEST_CASE("the engine panel shows pondering and the threads / both languages / screenshots") {
    for (Lang lang : {Lang::ZH, Lang::EN}) {
        CAPTURE(int(lang));
        auto app = engine_app(0.3);
        REQUIRE(app);
        Controller& c = app->controller();
        app->settings().lang = lang;
        set_language(lang);
        app->settings().engine_threads = 2;
        c.settings_changed();
        app->frame();
        REQUIRE(click_widget(*app, tr(Str::TAB_ENGINE)));
        click_square(*app, sq("h2"));
        click_square(*app, sq("e2"));
        REQUIRE(run_until(
                    *app, [&] { return c.game().ply() == 2 && c.pondering(); }, 5000) >= 0);
        REQUIRE(run_until(
                    *app, [&] { return !c.engine_status().iterations.empty(); }, 5000) >= 0);
        const EngineStatus& st = c.engine_status();
        REQUIRE(st.pondering != MOVE_NONE);
        CHECK(c.game().position().is_legal(st.pondering));
        CHECK(st.threads == 2);
        // The PV is the answer to the expected reply, written from the position after it.
        CHECK(st.root.is_legal(st.iterations.back().pv[0]));
        app->frame();
        PointF p;
        CHECK(app->find_widget("##pondering", p));
        CHECK(app->find_widget("##threads", p));
        CHECK(c.human_can_move());
        CHECK(!c.engine_thinking());
        save_screenshot(*app, std::string("pondering_") + (lang == Lang::ZH ? "zh" : "en"));
        // The expected reply played: the same search answers as the engine's move.
        const Move expected = st.pondering;
        const Square from = from_sq(expected), to = to_sq(expected);
        click_square(*app, from);
        click_square(*app, to);
        REQUIRE(c.game().ply() == 3);
        CHECK(c.engine_seeking_move());
        REQUIRE(run_until(
                    *app, [&] { return c.game().ply() == 4; }, 5000) >= 0);
    }
}
