// Puzzle mode with the mouse: the Puzzles tab puts a shipped puzzle on the board, a wrong move
// fails it, Retry starts again, the hint marks the piece then shows the move, clicks on the
// board solve it (the replies are played), the rating moves and Next brings another. Also the
// screenshots of the mode in both languages, small and large.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "game/puzzles/puzzle_progress.h"
#include "game/text/i18n.h"
#include "gui_test_util.h"
#include "rules/movegen.h"
#include "temp_dir.h"
#include "ui/drawn_text.h"

using namespace xq;
using namespace xq::test;

namespace {

std::unique_ptr<App> puzzle_app(Lang lang, int w = 1200, int h = 820) {
    AppOptions o = headless_options();
    o.width = w;
    o.height = h;
    auto app = make_app(o);
    if (!app) return app;
    app->settings().lang = lang;
    set_language(lang);
    app->controller().settings_changed();
    app->frame();
    for (int i = 0; i < 3; ++i) app->frame();  // the panel is laid out in the language
    REQUIRE(click_widget(*app, tr(Str::TAB_PUZZLES)));
    app->frame();
    return app;
}

void play(App& app, Move m) {
    click_square(app, from_sq(m));
    click_square(app, to_sq(m));
    app.frame();
}

// A legal move of the solver that the puzzle does not accept.
Move wrong_move(const PuzzleSession& s) {
    MoveList list;
    generate_legal(s.position(), list);
    const auto& ok = s.puzzle().steps[s.step()].accepted;
    for (Move m : list)
        if (std::find(ok.begin(), ok.end(), m) == ok.end()) return m;
    return MOVE_NONE;
}

}  // namespace

TEST_CASE("puzzle mode / a puzzle is solved with mouse clicks") {
    auto app = puzzle_app(Lang::EN);
    REQUIRE(app);
    REQUIRE(app->puzzle_board());
    CHECK(app->controller().paused());  // the game's clock waits
    CHECK(app->ui().drawn.status == tr(app->puzzles().session()->solver() == RED
                                           ? Str::PUZZLE_RED_TO_PLAY
                                           : Str::PUZZLE_BLACK_TO_PLAY));
    const PuzzleSession* s = app->puzzles().session();
    REQUIRE(s);
    const Puzzle puzzle = s->puzzle();
    INFO("puzzle " << puzzle.id);
    CHECK(app->geometry().flipped == (s->solver() == BLACK));

    // A wrong move fails it; Retry puts the puzzle back.
    const Move wrong = wrong_move(*s);
    REQUIRE(wrong != MOVE_NONE);
    play(*app, wrong);
    CHECK(s->state() == PuzzleState::FAILED);
    CHECK(app->ui().puzzle.feedback == Str::PUZZLE_WRONG);
    const double after_fail = app->puzzles().progress().rating;
    CHECK(after_fail < PUZZLE_START_RATING);
    REQUIRE(click_widget(*app, tr(Str::PUZZLE_RETRY)));
    CHECK(s->state() == PuzzleState::PLAYING);
    CHECK(s->position().ply_from_fen() == 0);

    // The hint: the piece, then the move as an arrow.
    REQUIRE(click_widget(*app, tr(Str::PUZZLE_HINT)));
    CHECK(s->hint_square() == from_sq(puzzle.steps[0].accepted.front()));
    REQUIRE(click_widget(*app, tr(Str::PUZZLE_HINT)));
    CHECK(s->hint_move() == puzzle.steps[0].accepted.front());

    // Every step by clicks; the opponent's replies come by themselves.
    for (size_t i = 0; i < puzzle.steps.size(); ++i) {
        REQUIRE(s->state() == PuzzleState::PLAYING);
        play(*app, puzzle.steps[i].accepted.front());
        if (puzzle.steps[i].reply != MOVE_NONE) CHECK(s->last_move() == puzzle.steps[i].reply);
    }
    CHECK(s->state() == PuzzleState::SOLVED);
    CHECK(app->ui().puzzle.feedback == Str::PUZZLE_SOLVED);
    app->frame();
    PointF rule;  // how a hint and the solution count, under the buttons
    CHECK(app->find_widget("##puzzle_rule", rule));
    save_screenshot(*app, "puzzle_solved_with_hint");
    // The first try failed: the solve does not count again.
    CHECK(app->puzzles().progress().rating == after_fail);
    CHECK(app->puzzles().progress().failed.count(puzzle.id));

    // Next: another puzzle; a clean solve raises the rating and counts as solved.
    REQUIRE(click_widget(*app, tr(Str::PUZZLE_NEXT)));
    const PuzzleSession* t = app->puzzles().session();
    REQUIRE(t->puzzle().id != puzzle.id);
    for (const PuzzleStep& step : t->puzzle().steps) play(*app, step.accepted.front());
    CHECK(t->state() == PuzzleState::SOLVED);
    CHECK(app->puzzles().progress().rating > after_fail);
    CHECK(app->puzzles().progress().solved.count(t->puzzle().id));

    // Back to the game tab: the board shows the game again.
    REQUIRE(click_widget(*app, tr(Str::TAB_GAME)));
    app->frame();
    CHECK_FALSE(app->puzzle_board());
    CHECK_FALSE(app->controller().paused());
}

TEST_CASE("puzzle mode / the theme filter by clicks, a shown solution counts as a loss") {
    auto app = puzzle_app(Lang::EN);
    REQUIRE(app);
    REQUIRE(app->puzzle_board());
    // The rule is said before anything is tried.
    PointF rule;
    CHECK(app->find_widget("##puzzle_rule", rule));
    for (PuzzleTheme theme : {PuzzleTheme::DEFENCE, PuzzleTheme::MATE, PuzzleTheme::ENDGAME}) {
        const std::string item = std::string("theme/") + theme_key(theme);
        CAPTURE(item);
        REQUIRE(click_widget(*app, "##puzzle_theme"));
        app->frame();
        REQUIRE(click_widget(*app, item));
        app->frame();
        CHECK(app->puzzles().progress().theme == theme);
        REQUIRE(app->puzzles().session());
        CHECK(puzzle_theme(app->puzzles().session()->puzzle()) == theme);
        REQUIRE(click_widget(*app, tr(Str::PUZZLE_NEXT)));
        CHECK(puzzle_theme(app->puzzles().session()->puzzle()) == theme);
    }
    // The solution shown: the try counts 0, like a wrong move, and the panel says so.
    const double before = app->puzzles().progress().rating;
    REQUIRE(click_widget(*app, tr(Str::PUZZLE_SOLUTION)));
    app->frame();
    const PuzzleSession* s = app->puzzles().session();
    CHECK(s->state() == PuzzleState::FAILED);
    CHECK(s->counted_score() == 0.0);
    CHECK(app->puzzles().progress().rating < before);
    CHECK(app->puzzles().progress().failed.count(s->puzzle().id));
    save_screenshot(*app, "puzzle_solution_counts_zero");
}

TEST_CASE("puzzle mode / screenshots in both languages small and large") {
    for (Lang lang : {Lang::ZH, Lang::EN}) {
        for (auto [w, h] : {std::pair{800, 600}, std::pair{1600, 1000}}) {
            auto app = puzzle_app(lang, w, h);
            REQUIRE(app);
            REQUIRE(app->puzzle_board());
            REQUIRE(click_widget(*app, tr(Str::PUZZLE_HINT)));
            app->frame();
            // Every button of the tab is drawn and reachable.
            for (Str b :
                 {Str::PUZZLE_HINT, Str::PUZZLE_RETRY, Str::PUZZLE_SOLUTION, Str::PUZZLE_NEXT}) {
                PointF p;
                CHECK_MESSAGE(app->find_widget(tr(b), p), tr(b));
                CHECK(p.x < w);
                CHECK(p.y < h);
            }
            save_screenshot(*app, std::string("puzzle_") + (lang == Lang::ZH ? "zh_" : "en_") +
                                      std::to_string(w));
        }
    }
    set_language(Lang::ZH);
}

TEST_CASE("puzzle mode / the keys act on the puzzle and never on the game behind it") {
    AppOptions o = headless_options();
    auto app = make_app(o);
    REQUIRE(app);
    set_language(Lang::EN);
    app->settings().lang = Lang::EN;
    Controller& c = app->controller();
    click_square(*app, sq("h2"));
    click_square(*app, sq("e2"));
    click_square(*app, sq("h9"));
    click_square(*app, sq("g7"));
    REQUIRE(c.game().ply() == 2);
    c.undo();  // something to redo, too
    REQUIRE(c.game().ply() == 1);
    const bool flip = app->settings().flip;
    REQUIRE(click_widget(*app, tr(Str::TAB_PUZZLES)));
    app->frame();
    REQUIRE(app->puzzle_board());
    const PuzzleSession* s = app->puzzles().session();
    REQUIRE(s);
    const std::string start = s->position().fen();
    // The game's keys: nothing happens to the game, nor to the puzzle.
    const std::pair<SDL_Keycode, Uint16> keys[] = {
        {SDLK_LEFT, KMOD_NONE}, {SDLK_RIGHT, KMOD_NONE},
        {SDLK_y, KMOD_LCTRL},   {SDLK_SPACE, KMOD_NONE},
        {SDLK_f, KMOD_NONE},    {SDLK_z, KMOD_LCTRL}};  // nothing to take back in the puzzle yet
    for (const auto& [key, mod] : keys) {
        const std::string name = SDL_GetKeyName(key);
        CAPTURE(name);
        press_key(*app, key, mod);
        CHECK(c.game().ply() == 1);
        CHECK(c.game().length() == 2);
        CHECK(app->settings().flip == flip);
        CHECK(s->position().fen() == start);
    }
    // The cards beside the puzzle: the player solves, the program replies; the game's clocks
    // and their pause button wait out of sight.
    PointF at;
    CHECK(!app->find_widget("##clock_red", at));
    CHECK(!app->find_widget("##clock_black", at));
    // The game's buttons are off while the puzzle is on.
    click_widget(*app, tr(Str::UNDO));
    click_widget(*app, tr(Str::REDO));
    click_widget(*app, tr(Str::NEW_GAME));
    CHECK(c.game().ply() == 1);
    CHECK(c.game().length() == 2);
    // H is the puzzle's hint; Ctrl+Z after a wrong move starts the puzzle again.
    press_key(*app, SDLK_h);
    s = app->puzzles().session();
    CHECK(s->hint_level() == 1);
    play(*app, wrong_move(*s));
    REQUIRE(s->state() == PuzzleState::FAILED);
    press_key(*app, SDLK_z, KMOD_LCTRL);
    CHECK(s->state() == PuzzleState::PLAYING);
    CHECK(s->position().fen() == start);
    CHECK(c.game().ply() == 1);
    // Back in the game, the keys act on it again.
    REQUIRE(click_widget(*app, tr(Str::TAB_MOVES)));
    app->frame();
    REQUIRE(!app->puzzle_board());
    CHECK(app->find_widget("##clock_red", at));
    press_key(*app, SDLK_RIGHT);
    CHECK(c.game().ply() == 2);
}

TEST_CASE("puzzle mode / switching the language keeps the tab and the puzzle") {
    auto app = puzzle_app(Lang::ZH);
    REQUIRE(app);
    REQUIRE(app->puzzle_board());
    const int id = app->puzzles().session()->puzzle().id;
    // The language button shows the other language's name.
    REQUIRE(click_widget(*app, tr(Str::LANGUAGE)));
    for (int i = 0; i < 4; ++i) app->frame();
    CHECK(language() == Lang::EN);
    CHECK(app->puzzle_board());  // the tab did not jump back to Game, which ends the puzzle
    REQUIRE(app->puzzles().session());
    CHECK(app->puzzles().session()->puzzle().id == id);
    PointF next;
    CHECK(app->find_widget(tr(Str::PUZZLE_NEXT), next));  // the Puzzles tab's own button
}

TEST_CASE("puzzle mode / the game's last message does not stay under the puzzles") {
    const std::string path = temp_file("xq_puzzle_message.pgn");
    std::ofstream(path) << "[Event \"club\"]\n1. h2e2 h9g7 *\n";
    auto app = make_app(headless_options());
    REQUIRE(app);
    drop_file(*app, path);
    REQUIRE(app->controller().message.key == Str::PGN_LOADED);
    REQUIRE(click_widget(*app, tr(Str::TAB_PUZZLES)));
    app->frame();
    REQUIRE(app->ui().puzzle.on_board);
    CHECK(message_text(app->controller().message).empty());
    std::filesystem::remove(path);
}

TEST_CASE("puzzle mode / progress that cannot be saved says so in the panel") {
    TempDir t("xq_puzzle_save_error");
    // A folder where the progress file should be: the write cannot replace it (even as root).
    std::filesystem::create_directories(t.path / PUZZLE_PROGRESS_FILE / "in-the-way");
    AppOptions o = headless_options();
    o.persist = true;
    o.config_dir = t.path.string();
    auto app = make_app(o);
    REQUIRE(app);
    set_language(Lang::ZH);
    app->frame();
    REQUIRE(click_widget(*app, tr(Str::TAB_PUZZLES)));
    app->frame();
    const PuzzleSession* s = app->puzzles().session();
    REQUIRE(s);
    play(*app, wrong_move(*s));  // a failed try changes the rating, which is saved
    app->frame();
    CHECK(!app->puzzles().save_error().empty());
    PointF where;
    CHECK(app->find_widget("##puzzle_save_error", where));
    // The reader's and the writer's reasons in the language shown, not the OS's English.
    std::string all;
    for (const std::string& line : drawn_text_lines()) all += line + "\n";
    CHECK(all.find("is a directory") == std::string::npos);
    CHECK(all.find("是一个目录") != std::string::npos);
    save_screenshot(*app, "puzzle_save_error_zh");
    set_language(Lang::EN);
}
