// The Tournament window: opened from the Engine tab, set up with the mouse for two built-in
// levels at a few milliseconds a move, started; the game is shown on the board while it is
// played, and a finished game appears in the crosstable and the results.
#include <doctest/doctest.h>

#include <cstdlib>

#include "game/text/i18n.h"
#include "gui_test_util.h"
#include "temp_dir.h"
#include "ui/drawn_text.h"

using namespace xq;
using namespace xq::test;

TEST_CASE("tournament window / two levels play, a finished game shows in the table") {
    TempDir docs("xq_gui_tournament");
    setenv("XDG_DOCUMENTS_DIR", docs.path.c_str(), 1);
    auto app = make_app(headless_options());
    REQUIRE(app);
    set_language(Lang::EN);
    app->settings().lang = Lang::EN;
    app->ui().select_tab = Ui::Tab::ENGINE;
    app->frame();
    app->frame();
    REQUIRE(click_widget(*app, tr(Str::TOURNAMENT)));
    app->frame();
    CHECK(app->ui().tournament.open);
    // Two entrants: level 8 and level 2 (the level is chosen in the list, then added).
    for (int level : {8, 2}) {
        app->ui().tournament.add = 0;
        app->ui().tournament.add_level = level;
        app->frame();
        REQUIRE(click_widget(*app, tr(Str::TOURNAMENT_ADD)));
    }
    REQUIRE(app->ui().tournament.form.entrants.size() == 2);
    app->ui().tournament.form.movetime_ms = 10;
    app->frame();
    REQUIRE(click_widget(*app, tr(Str::TOURNAMENT_START)));
    const TournamentRunner& t = app->tournament();
    CHECK(t.state() == TournamentRunner::State::RUNNING);
    CHECK(t.games_total() == 2);
    // The game being played is on the board.
    REQUIRE(run_until(
                *app, [&] { return t.in_game() && t.game().length() > 10; }, 20000) >= 0);
    app->frame();
    CHECK(app->board_mode().kind() == BoardMode::Kind::TOURNAMENT);
    REQUIRE(run_until(
                *app, [&] { return t.games_played() >= 1; }, 30000) >= 0);
    app->frame();
    app->frame();
    CHECK(app->ui().tournament.results_shown >= 1);
    PointF where;
    CHECK(app->find_widget("##crosstable", where));
    CHECK(t.crosstable().played[0] >= 1);
    save_screenshot(*app, "tournament_running");
    // Paused: no game on the board; the game tab's own game is back.
    REQUIRE(click_widget(*app, tr(Str::TOURNAMENT_PAUSE)));
    CHECK(t.state() == TournamentRunner::State::PAUSED);
    app->frame();
    CHECK(app->board_mode().kind() == BoardMode::Kind::GAME);
    // The table: pair cells read as points / games, the Elo cell is a readable text drawn whole
    // (never a garbage number), and each column header explains its cells.
    {
        const Crosstable table = t.crosstable();
        const std::string elo = elo_column_text(table.elo_vs_first[1]);
        CAPTURE(elo);
        CHECK(elo.find("922337") == std::string::npos);
        std::string drawn;
        for (const std::string& line : drawn_text_lines()) drawn += line + "\n";
        CAPTURE(drawn);
        CHECK(drawn.find(elo) != std::string::npos);
        char cell[32];
        snprintf(cell, sizeof cell, "%.1f / %d", table.points[0][1], table.games[0][1]);
        CHECK(drawn.find(cell) != std::string::npos);
        CHECK(app->ui().drawn.tips.count("##crosstable_column_1"));
        CHECK(app->ui().drawn.tips.count("##crosstable_elo"));
        const WidgetRect e = app->ui().drawn.widgets.at("##crosstable_elo_2");
        const WidgetRect table_rect = app->ui().drawn.widgets.at("##crosstable");
        CHECK(e.min.x + ImGui::CalcTextSize(elo.c_str()).x <= table_rect.max.x + 1);
    }
    // A finished game opens on the board from the PGN collection.
    save_screenshot(*app, "tournament_paused");
    PointF open_at;
    REQUIRE(app->find_widget("##open_tournament_game", open_at));
    INFO(open_at.x, ",", open_at.y);
    REQUIRE(click_widget(*app, "##open_tournament_game"));
    app->frame();
    INFO(message_text(app->controller().message), " ", t.record().pgn_path);
    CHECK(app->controller().game().tag("Round") == "1");
    CHECK(app->controller().game().length() == t.record().results[0].plies);
    app.reset();
    unsetenv("XDG_DOCUMENTS_DIR");
}

TEST_CASE("tournament window / the number boxes show their largest values whole") {
    for (auto [w, h] : {std::pair{1200, 820}, std::pair{1920, 1080}}) {
        AppOptions o = headless_options();
        o.width = w, o.height = h;
        auto app = make_app(o);
        REQUIRE(app);
        set_language(Lang::ZH);
        app->settings().lang = Lang::ZH;
        app->ui().tournament.open = true;
        TournamentSetup& s = app->ui().tournament.form;
        s.movetime_ms = MAX_MOVETIME_MS;
        app->frame();
        app->frame();
        const ImGuiStyle& style = ImGui::GetStyle();
        // InputInt's text field: the box less its two square buttons and their spacing.
        auto text_room = [&](const char* id) {
            const WidgetRect r = app->ui().drawn.widgets.at(id);
            return (r.max.x - r.min.x) - (ImGui::GetFrameHeight() + style.ItemInnerSpacing.x) * 2 -
                   style.FramePadding.x * 2;
        };
        CHECK(text_room("##movetime_ms") >=
              ImGui::CalcTextSize(std::to_string(MAX_MOVETIME_MS).c_str()).x);
        s.control.kind = TimeControl::Kind::FISCHER;
        s.control.base_s = TimeControl::MAX_BASE_S;
        s.control.extra_s = TimeControl::MAX_EXTRA_S;
        app->frame();
        app->frame();
        CHECK(text_room("##base_s") >=
              ImGui::CalcTextSize(std::to_string(TimeControl::MAX_BASE_S).c_str()).x);
        CHECK(text_room("##extra_s") >=
              ImGui::CalcTextSize(std::to_string(TimeControl::MAX_EXTRA_S).c_str()).x);
        save_screenshot(*app, "tournament_setup_zh_" + std::to_string(w));
    }
    set_language(Lang::EN);
}
