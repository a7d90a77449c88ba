// Manners: questions before resigning or starting over, the other player's answer to a draw
// offer, a tooltip on every control, keyboard shortcuts and their help window, and the panel
// folded away in a small window.
#include <doctest/doctest.h>

#include <filesystem>

#include "game/text/i18n.h"
#include "gui_test_util.h"
#include "rules/movegen.h"

using namespace xq;
using namespace xq::test;

namespace {

void play(App& app, std::initializer_list<std::pair<const char*, const char*>> moves) {
    for (auto [a, b] : moves) {
        click_square(app, sq(a));
        click_square(app, sq(b));
    }
}

}  // namespace

TEST_CASE("resign asks first / after an undo it ends the game there with the end dialog") {
    auto app = make_app(headless_options());
    REQUIRE(app);
    set_language(Lang::ZH);
    Controller& c = app->controller();
    play(*app, {{"h2", "e2"}, {"h9", "g7"}, {"h0", "g2"}});
    REQUIRE(click_widget(*app, tr(Str::UNDO)));
    REQUIRE(click_widget(*app, tr(Str::UNDO)));
    REQUIRE(c.game().ply() == 1);
    REQUIRE(click_widget(*app, tr(Str::RESIGN)));
    CHECK(!c.game().over());  // asked, not done
    CHECK(app->ui().dialogs.question == DialogState::Question::RESIGN);
    save_screenshot(*app, "confirm_resign");
    REQUIRE(click_widget(*app, tr(Str::CANCEL)));
    CHECK(!c.game().over());
    CHECK(c.game().length() == 3);
    app->frame();  // the panel's button, now that the dialog is gone
    REQUIRE(click_widget(*app, tr(Str::RESIGN)));
    // The dialog's own resign button (the panel's is behind the modal dialog); the dialog
    // takes its place and size in its first frame.
    app->frame();
    WidgetRect yes = app->ui().drawn.widgets.at(tr(Str::RESIGN));
    click(*app, yes.center());
    CHECK(c.game().over());
    CHECK(c.game().length() == 1);  // the later moves are gone: redo cannot cancel it
    app->frame();
    CHECK(app->ui().dialogs.end_dialog_shown_for == 1);  // the end is announced
    save_screenshot(*app, "resigned_after_undo");
    click_widget(*app, tr(Str::OK));
    press_key(*app, SDLK_y, KMOD_LCTRL);
    CHECK(c.game().over());
}

TEST_CASE("a new game while one is on asks first / at the start it does not") {
    auto app = make_app(headless_options());
    REQUIRE(app);
    Controller& c = app->controller();
    REQUIRE(click_widget(*app, tr(Str::NEW_GAME)));
    CHECK(app->ui().dialogs.question == DialogState::Question::NONE);
    play(*app, {{"h2", "e2"}});
    REQUIRE(click_widget(*app, tr(Str::NEW_GAME)));
    CHECK(app->ui().dialogs.question == DialogState::Question::NEW_GAME);
    CHECK(c.game().ply() == 1);
    save_screenshot(*app, "confirm_new_game");
    click(*app, app->ui().drawn.widgets.at(tr(Str::NEW_GAME)).center());  // the dialog's button
    CHECK(c.game().ply() == 0);
    CHECK(c.game().length() == 0);
}

TEST_CASE("two players: a draw offer asks the other player / who may decline or accept") {
    auto app = make_app(headless_options());  // no engine: two players
    REQUIRE(app);
    Controller& c = app->controller();
    play(*app, {{"h2", "e2"}});
    REQUIRE(click_widget(*app, tr(Str::OFFER_DRAW)));
    CHECK(!c.game().over());
    CHECK(app->ui().dialogs.question == DialogState::Question::DRAW);
    save_screenshot(*app, "draw_question");
    REQUIRE(click_widget(*app, tr(Str::DECLINE)));
    CHECK(!c.game().over());
    CHECK(message_text(c.message) == tr(Str::RED_DECLINES_DRAW));  // Black offered, Red said no
    app->frame();
    REQUIRE(click_widget(*app, tr(Str::OFFER_DRAW)));
    app->frame();
    REQUIRE(click_widget(*app, tr(Str::ACCEPT)));
    CHECK(c.game().over());
    CHECK(c.game().status().result == GameResult::DRAW);
}

TEST_CASE("every control of every tab has a tooltip / in both languages") {
    for (Lang lang : {Lang::ZH, Lang::EN}) {
        AppOptions o = headless_options(true);
        auto app = make_app(o);
        REQUIRE(app);
        set_language(lang);
        play(*app, {{"h2", "e2"}});
        for (Ui::Tab tab : {Ui::Tab::GAME, Ui::Tab::MOVES, Ui::Tab::ENGINE, Ui::Tab::LOOK}) {
            app->ui().select_tab = tab;
            app->frame();
            app->frame();
            for (const auto& widget : app->ui().drawn.widgets) {
                const auto& [label, rect] = widget;
                // Text and pictures, not controls.
                if (label == "##message" || label == "##pv_iccs" || label == "##status_progress" ||
                    label == "##time_by_clock" || label == "##book_move" || label == "##status" ||
                    label.rfind("##card_name_", 0) == 0 || label.rfind("##clock_", 0) == 0 ||
                    label.rfind("##taken_", 0) == 0 || label.rfind("##number", 0) == 0)
                    continue;
                CAPTURE(widget.first);
                CHECK(app->ui().drawn.tips.count(label) == 1);
            }
        }
        // Hovering shows it.
        app->ui().select_tab = Ui::Tab::GAME;
        app->frame();
        app->frame();
        PointF p;
        REQUIRE(app->find_widget("##skill", p));
        push_mouse(*app, SDL_MOUSEMOTION, p);
        app->frame();
        app->frame();
        save_screenshot(*app, lang == Lang::ZH ? "tooltip_zh" : "tooltip_en");
    }
    set_language(Lang::ZH);
}

TEST_CASE(
    "keyboard: arrows walk the game / Ctrl+Z/Y undo and redo / F flips / F1 help / Ctrl+S/O") {
    auto dir = std::filesystem::temp_directory_path() / "xq_keys_test";
    std::filesystem::remove_all(dir);
    std::filesystem::create_directories(dir);
    auto app = make_app(headless_options());
    REQUIRE(app);
    Controller& c = app->controller();
    play(*app, {{"h2", "e2"}, {"h9", "g7"}, {"h0", "g2"}});
    press_key(*app, SDLK_LEFT);
    CHECK(c.game().ply() == 2);
    CHECK(c.game().length() == 3);
    press_key(*app, SDLK_LEFT);
    press_key(*app, SDLK_RIGHT);
    CHECK(c.game().ply() == 2);
    press_key(*app, SDLK_z, KMOD_LCTRL);
    CHECK(c.game().ply() == 1);
    press_key(*app, SDLK_y, KMOD_LCTRL);
    CHECK(c.game().ply() == 2);
    const bool flipped = c.flipped();
    press_key(*app, SDLK_f);
    CHECK(c.flipped() != flipped);
    press_key(*app, SDLK_F1);
    CHECK(app->ui().dialogs.help_open);
    CHECK(app->ui().drawn.widgets.count("##help_window") == 1);
    CHECK(app->ui().drawn.widgets.count(tr(Str::HOW_TO_PLAY)) == 1);  // the rules, first
    save_screenshot(*app, "help_window");
    press_key(*app, SDLK_F1);
    CHECK(!app->ui().dialogs.help_open);
    // Esc closes it too.
    press_key(*app, SDLK_F1);
    REQUIRE(app->ui().dialogs.help_open);
    press_key(*app, SDLK_ESCAPE);
    CHECK(!app->ui().dialogs.help_open);
    app->frame();
    CHECK(app->ui().drawn.widgets.count("##help_window") == 0);
    // Ctrl+S saves (an untitled game: through Save As), Ctrl+O chooses a file to open.
    setenv("XQ_FILE_DIALOG", "builtin", 1);
    setenv("XDG_DOCUMENTS_DIR", dir.c_str(), 1);
    const std::string path = (dir / "keys.pgn").string();
    press_key(*app, SDLK_s, KMOD_LCTRL);
    REQUIRE(finish_in_browser(*app, path, tr(Str::SAVE)));
    CHECK(std::filesystem::exists(path));
    REQUIRE(click_widget(*app, tr(Str::NEW_GAME)));
    app->frame();
    click(*app, app->ui().drawn.widgets.at(tr(Str::NEW_GAME)).center());
    REQUIRE(c.game().length() == 0);
    app->frame();
    press_key(*app, SDLK_o, KMOD_LCTRL);
    REQUIRE(finish_in_browser(*app, path, tr(Str::OPEN)));
    unsetenv("XQ_FILE_DIALOG");
    unsetenv("XDG_DOCUMENTS_DIR");
    CHECK(c.game().length() == 3);
    std::filesystem::remove_all(dir);
}

TEST_CASE("Space makes the engine move now / H asks for a hint") {
    auto app = make_app(headless_options(true));
    REQUIRE(app);
    Controller& c = app->controller();
    app->settings().movetime_s = 30;  // it would think for half a minute
    c.settings_changed();
    press_key(*app, SDLK_h);
    REQUIRE(run_until(
                *app, [&] { return c.engine_thinking(); }, 2000) >= 0);
    press_key(*app, SDLK_SPACE);  // a hint is not stopped by "move now"
    CHECK(c.engine_thinking());
    click_square(*app, sq("h2"));
    click_square(*app, sq("e2"));
    REQUIRE(c.game().ply() == 1);
    REQUIRE(run_until(
                *app, [&] { return c.engine_thinking(); }, 2000) >= 0);
    run_until(
        *app, [&] { return c.search_seconds() > 0.3; }, 3000);
    press_key(*app, SDLK_SPACE);
    const int ms = run_until(
        *app, [&] { return c.game().ply() == 2; }, 3000);
    MESSAGE("the engine moved " << ms << " ms after Space");
    CHECK(ms >= 0);
    CHECK(ms < 1000);
}

TEST_CASE("at 640x480 the panel folds away and the board takes the window") {
    AppOptions o = headless_options();
    o.width = 640, o.height = 480;
    auto app = make_app(o);
    REQUIRE(app);
    const float before = app->geometry().cell();
    REQUIRE(click_widget(*app, "«"));
    app->frame();
    CHECK(app->settings().panel_collapsed);
    CHECK(app->geometry().cell() > before * 1.1f);
    save_screenshot(*app, "collapsed_640");
    // The board still plays, and the panel comes back.
    click_square(*app, sq("h2"));
    click_square(*app, sq("e2"));
    CHECK(app->controller().game().ply() == 1);
    REQUIRE(click_widget(*app, "»"));
    app->frame();
    CHECK(!app->settings().panel_collapsed);
    CHECK(app->geometry().cell() == doctest::Approx(before));
}

TEST_CASE("keys: Ctrl+Z against an engine playing Red takes back its reply and our move") {
    auto app = make_app(headless_options(true));
    REQUIRE(app);
    Controller& c = app->controller();
    app->settings().mode = Mode::ENGINE_RED;
    app->settings().movetime_s = 0.1;
    c.settings_changed();
    REQUIRE(run_until(
                *app, [&] { return c.game().ply() == 1; }, 5000) >= 0);
    REQUIRE(c.human_can_move());
    REQUIRE(c.game().side_to_move() == BLACK);
    MoveList legal;
    generate_legal(c.game().position(), legal);
    REQUIRE(legal.size() > 0);
    const Move ours = *legal.begin();
    REQUIRE(c.human_move(ours, SDL_GetTicks()));
    REQUIRE(run_until(
                *app, [&] { return c.game().ply() == 3; }, 5000) >= 0);
    press_key(*app, SDLK_z, KMOD_LCTRL);
    // Back to our turn: the engine's reply and our move are both taken back, and the engine
    // does not think again (the line goes on, so this is not its turn at the end of the game).
    CHECK(c.game().ply() == 1);
    CHECK(c.game().side_to_move() == BLACK);
    CHECK(c.human_can_move());
    CHECK(!c.engine_thinking());
    CHECK(c.game().line()[1] == ours);  // kept for redo
}
