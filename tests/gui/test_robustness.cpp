// Bad saved files, quitting and resizing during a search, rapid actions while the engine
// thinks, and the HiDPI mapping of clicks.
#include <doctest/doctest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include "app/layout.h"
#include "file_bytes.h"
#include "formats/iccs.h"
#include "game/files/game_file.h"
#include "game/files/storage.h"
#include "game/settings.h"
#include "game/text/i18n.h"
#include "gui_test_util.h"

using namespace xq;
using namespace xq::test;

namespace {

using xq::test::slurp;

Game sample_game() {
    Game g;
    for (const char* m : {"h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "b2a2", "c6c5"})
        REQUIRE(g.play(iccs_to_move(m)));
    return g;
}

void run_for(App& app, int ms) {
    uint32_t start = SDL_GetTicks();
    while (int(SDL_GetTicks() - start) < ms) {
        SDL_WaitEventTimeout(nullptr, 10);
        app.frame();
    }
}

}  // namespace

TEST_CASE(
    "settings and game files: random bytes and truncations never crash / bad ones fail "
    "with a message / settings keep their good lines") {
    std::mt19937 rng(20261121);
    Settings custom;
    custom.skill = 3;
    custom.mode = Mode::DEMO;
    const std::string settings_text = format_settings(custom);
    const std::string pgn_text = game_to_pgn(sample_game());
    int settings_ok = 0, pgn_ok = 0;
    for (int round = 0; round < 400; ++round) {
        const std::string& base = round % 2 ? pgn_text : settings_text;
        std::string text = base;
        switch (round % 4 / 2 * 2 + (round / 4) % 3) {
            case 0:
                text.resize(rng() % (base.size() + 1));
                break;  // truncated
            case 1:
                text[rng() % text.size()] = char(rng());
                break;  // one byte flipped
            case 2:     // random bytes
                text.assign(rng() % 300, 0);
                for (char& c : text) c = char(rng());
                break;
            default:  // several bytes flipped
                for (int k = 0; k < 5; ++k) text[rng() % text.size()] = char(rng());
        }
        Settings s;  // defaults
        std::string error;
        if (parse_settings(text, s, &error)) {
            ++settings_ok;
        } else {
            CHECK(!error.empty());
            // Only good lines set values: the default or the text's own (a flipped digit in the
            // level line is a good line with another value).
            const std::string own = "\nlevel = " + std::to_string(s.skill) + "\n";
            CHECK((s.skill == Settings{}.skill || s.skill == custom.skill ||
                   ("\n" + text).find(own) != std::string::npos));
            // Excerpts, not the lines: at most three bad lines quoted, 40 characters each, a
            // byte shown as at most 4 characters.
            CHECK(error.size() < 700);
        }
        Game g = sample_game();
        error.clear();
        if (pgn_to_game(text, g, &error)) {
            ++pgn_ok;
        } else {
            CHECK(!error.empty());
            CHECK(g.length() == 8);  // unchanged on error
        }
    }
    MESSAGE("accepted " << settings_ok << " settings and " << pgn_ok << " game texts of 400");
    // The untouched texts load, of course.
    Settings s;
    CHECK(parse_settings(settings_text, s, nullptr));
    Game g;
    CHECK(pgn_to_game(pgn_text, g, nullptr));
    CHECK(g.length() == 8);
}

TEST_CASE("a corrupt saved state is reported / defaults are used / and it is replaced on exit") {
    auto dir = std::filesystem::temp_directory_path() / "xq_gui_robust_state";
    std::mt19937 rng(7);
    for (int round = 0; round < 3; ++round) {
        std::filesystem::remove_all(dir);
        std::filesystem::create_directories(dir);
        {
            std::ofstream settings(dir / "settings.ini", std::ios::binary);
            std::ofstream game(dir / "game.pgn", std::ios::binary);
            if (round == 0) {  // truncated mid-line
                settings << "mode = 3\nlevel = ";
                game << "[Event \"x\"]\n1. H2-E2 H9-";
            } else {  // random bytes
                for (int i = 0; i < 200; ++i) settings << char(rng()), game << char(rng());
            }
        }
        AppOptions o = headless_options();
        o.persist = true;
        o.config_dir = dir.string();
        {
            auto app = make_app(o);
            REQUIRE(app);
            CHECK(app->settings().skill == Settings{}.skill);
            if (round == 0) {
                // The good line is kept, and so is the legal move before the cut.
                CHECK(app->settings().mode == Mode::DEMO);
                CHECK(app->controller().game().length() == 1);
            } else {
                CHECK(app->settings().mode == Settings{}.mode);
            }
            // The damaged files are kept beside the originals before they are replaced.
            CHECK(std::filesystem::exists(dir / "settings.ini.bad"));
            CHECK(std::filesystem::exists(dir / "game.pgn.bad"));
            CHECK(notices_text(*app).find("settings.ini") != std::string::npos);
            app->frame();
        }
        // On exit the state was written anew: both files parse now.
        Settings s;
        std::string error;
        CHECK_MESSAGE(parse_settings(slurp(dir / "settings.ini"), s, &error), error);
        Game g;
        CHECK_MESSAGE(pgn_to_game(slurp(dir / "game.pgn"), g, &error), error);
    }
    std::filesystem::remove_all(dir);
}

TEST_CASE("quitting during a long engine search does not hang and saves the game") {
    auto dir = std::filesystem::temp_directory_path() / "xq_gui_robust_quit";
    std::filesystem::remove_all(dir);
    AppOptions o = headless_options(true);
    o.persist = true;
    o.config_dir = dir.string();
    std::chrono::steady_clock::time_point quit_at;
    {
        auto app = make_app(o);
        REQUIRE(app);
        app->settings().movetime_s = 60;
        app->settings().skill = SKILL_RANGE.max;  // a long search: not a newcomer's quick one
        click_square(*app, sq("h2"));
        click_square(*app, sq("e2"));
        REQUIRE(app->controller().engine_thinking());
        run_for(*app, 200);
        SDL_Event quit{};
        quit.type = SDL_QUIT;
        SDL_PushEvent(&quit);
        app->frame();
        CHECK(app->quit_requested());
        quit_at = std::chrono::steady_clock::now();
    }  // the App's destructor saves and joins the engine
    auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                  std::chrono::steady_clock::now() - quit_at)
                  .count();
    MESSAGE("shut down " << ms << " ms after the quit");
    CHECK(ms < 5000);  // a hang would be the 60 s search
    Game g;
    std::string error;
    REQUIRE_MESSAGE(pgn_to_game(slurp(dir / "game.pgn"), g, &error), error);
    CHECK(g.ply() == 1);
    CHECK(move_to_iccs(g.line()[0]) == "h2e2");
    std::filesystem::remove_all(dir);
}

TEST_CASE("a tall narrow window puts the panel below the board / a wide one beside it") {
    WindowLayout tall = compute_layout(640, 1000, 640, 1000, false);
    CHECK(tall.stacked);
    CHECK(tall.panel_w == 640);
    // The board keeps three quarters of the width; the rest of the height goes to the panel
    // (the file-label bands above and below the board take some of it since they were added).
    CHECK(tall.board.width() > 0.75f * 640);
    CHECK(tall.board.y0 + tall.board.height() <= tall.panel_y);
    for (auto [w, h] : {std::pair{800, 600}, std::pair{1280, 860}, std::pair{1920, 1080}}) {
        WindowLayout wide = compute_layout(w, h, w, h, false);
        CHECK(!wide.stacked);
        CHECK(wide.panel_y == 0);
        CHECK(wide.panel_x + wide.panel_w == doctest::Approx(w));
    }
}

TEST_CASE("resizing the window during a search: the board follows and clicks still map") {
    auto app = make_app(headless_options(true));
    REQUIRE(app);
    Controller& c = app->controller();
    app->settings().movetime_s = 0.6;
    click_square(*app, sq("h2"));
    click_square(*app, sq("e2"));
    REQUIRE(c.engine_thinking());
    float cell = app->geometry().cell();
    for (auto [w, h] :
         {std::pair{800, 600}, std::pair{1600, 1000}, std::pair{700, 1100}, std::pair{1200, 820}}) {
        SDL_SetWindowSize(app->window(), w, h);
        app->frame();
        CHECK(app->geometry().cell() != cell);
        cell = app->geometry().cell();
        int pw = 0, ph = 0;
        SDL_GetRendererOutputSize(app->renderer(), &pw, &ph);
        CHECK(pw == w);
        CHECK(app->geometry().x0 + app->geometry().width() <= float(w));
        CHECK(app->geometry().y0 + app->geometry().height() <= float(h));
    }
    REQUIRE(run_until(
                *app, [&] { return c.game().ply() == 2; }, 5000) >= 0);
    // A move by clicks at the new size.
    click_square(*app, sq("h0"));
    click_square(*app, sq("g2"));
    CHECK(c.game().ply() == 3);
    CHECK(move_to_iccs(c.game().line()[2]) == "h0g2");
}

TEST_CASE("undo / redo and new game while the engine thinks: no stale engine move is played") {
    auto app = make_app(headless_options(true));
    REQUIRE(app);
    Controller& c = app->controller();
    app->settings().movetime_s = 0.3;
    // Undo at once after the human's move: the search is dropped, and stays dropped.
    for (int round = 0; round < 3; ++round) {
        click_square(*app, sq("h2"));
        click_square(*app, sq("e2"));
        REQUIRE(c.game().ply() == 1);
        REQUIRE(c.engine_thinking());
        c.undo();
        CHECK(c.game().ply() == 0);
        CHECK(!c.engine_thinking());
    }
    run_for(*app, 700);  // longer than the 0.3 s searches that were abandoned
    CHECK(c.game().ply() == 0);
    CHECK(c.game().length() == 1);  // redo still has the human's move, not an engine reply

    // Redo hands the move to the engine again only if it is the end of the line.
    c.redo();
    app->frame();
    REQUIRE(run_until(
                *app, [&] { return c.game().ply() == 2; }, 5000) >= 0);
    const Move reply = c.game().line()[1];
    CHECK(c.game().position_at(1).is_legal(reply));

    // New game in the middle of a search, then moves at once in the new game.
    click_square(*app, sq("i0"));
    click_square(*app, sq("i1"));
    REQUIRE(c.engine_thinking());
    c.new_game();
    CHECK(!c.engine_thinking());
    CHECK(c.game().ply() == 0);
    click_square(*app, sq("b0"));
    click_square(*app, sq("c2"));
    REQUIRE(c.game().ply() == 1);
    REQUIRE(run_until(
                *app, [&] { return c.game().ply() == 2; }, 5000) >= 0);
    // The reply is a legal answer to b0c2 in the new game, from the search of that position.
    CHECK(c.game().position_at(1).is_legal(c.game().line()[1]));
    run_for(*app, 400);
    CHECK(c.game().ply() == 2);
    CHECK(c.game().length() == 2);

    // Undo / redo / undo in consecutive frames while the engine thinks.
    click_square(*app, sq("h0"));
    click_square(*app, sq("g2"));
    REQUIRE(c.engine_thinking());
    c.undo();
    app->frame();
    c.redo();
    app->frame();
    c.undo();
    app->frame();
    run_for(*app, 700);
    CHECK(c.game().ply() == 2);
    CHECK(!c.engine_thinking());
}

TEST_CASE(
    "HiDPI: a renderer with twice the window's pixels puts and finds every square in the "
    "same window place") {
    for (bool flipped : {false, true}) {
        for (auto [w, h] : {std::pair{1200, 820}, std::pair{800, 600}, std::pair{700, 1100}}) {
            WindowLayout one = compute_layout(w, h, w, h, flipped);
            WindowLayout two = compute_layout(w, h, 2 * w, 2 * h, flipped);
            CHECK(two.scale.x == 2);
            CHECK(two.scale.y == 2);
            CHECK(two.board.cell() == doctest::Approx(2 * one.board.cell()).epsilon(0.02));
            // The panel is laid out in window coordinates, the same at both densities.
            CHECK(two.stacked == one.stacked);
            CHECK(two.panel_x == one.panel_x);
            CHECK(two.panel_y == one.panel_y);
            // The board stays clear of the panel.
            if (two.stacked)
                CHECK(two.board.y0 + two.board.height() <= two.panel_y * 2 + 0.5f);
            else
                CHECK(two.board.x0 + two.board.width() <= two.panel_x * 2 + 0.5f);
            for (Square s = 0; s < SQUARE_NB; ++s) {
                PointF a = square_in_window(one, s), b = square_in_window(two, s);
                CHECK(std::abs(a.x - b.x) < 1.0f);
                CHECK(std::abs(a.y - b.y) < 1.0f);
                // A click there (window coordinates, as SDL reports it) finds the square.
                CHECK(square_at_window(two, b.x, b.y) == s);
                CHECK(square_at_window(two, b.x + one.board.cell() * 0.4f, b.y) == s);
            }
            CHECK(square_at_window(two, two.panel_x + 10, two.panel_y + 10) == SQ_NONE);
        }
    }
}

TEST_CASE("a large window scales the panel's text and widgets with it") {
    auto app = make_app(headless_options());
    REQUIRE(app);
    const float small = ImGui::GetFontSize();
    REQUIRE(app->ui().drawn.widgets.count(tr(Str::NEW_GAME)));
    WidgetRect small_button = app->ui().drawn.widgets.at(tr(Str::NEW_GAME));
    SDL_SetWindowSize(app->window(), 2000, 1300);  // ui scale 1.5
    app->frame();
    app->frame();
    CHECK(ImGui::GetFontSize() == doctest::Approx(small * 1.5f));
    WidgetRect r = app->ui().drawn.widgets.at(tr(Str::NEW_GAME));
    CHECK(r.max.y - r.min.y > 1.4f * (small_button.max.y - small_button.min.y));
    CHECK(r.max.x - r.min.x > 1.4f * (small_button.max.x - small_button.min.x));
    Frame f = grab(*app);
    CHECK(f.w == 2000);
    save_screenshot(*app, "large_window");
    // And back: the text returns to its size, clicks still work.
    SDL_SetWindowSize(app->window(), 1200, 820);
    app->frame();
    CHECK(ImGui::GetFontSize() == doctest::Approx(small));
    click_square(*app, sq("h2"));
    click_square(*app, sq("e2"));
    CHECK(app->controller().game().ply() == 1);
}
