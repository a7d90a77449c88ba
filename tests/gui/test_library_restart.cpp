// What the player left in progress comes back after a restart (the App quit and started again on
// the same state folder): an endgame challenge is the same challenge, judged on; a tournament
// paused by the quit in the middle of a game says which game goes on, and Resume continues it
// from its last position. Screenshots of both at 1280x800.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>

#include "game/text/i18n.h"
#include "gui_test_util.h"
#include "temp_dir.h"

using namespace xq;
using namespace xq::test;

namespace {

AppOptions persistent(const TempDir& dir) {
    AppOptions o = headless_options(true);
    o.width = 1280;
    o.height = 800;
    o.persist = true;
    o.config_dir = dir.dir();
    return o;
}

std::unique_ptr<App> english_app(const AppOptions& o) {
    auto app = make_app(o);
    if (!app) return app;
    set_language(Lang::EN);
    app->settings().lang = Lang::EN;
    app->controller().settings_changed();
    for (int i = 0; i < 3; ++i) app->frame();
    return app;
}

void open_endgames(App& app) {
    REQUIRE(click_widget(app, tr(Str::TAB_LIBRARY)));
    app.frame();
    REQUIRE(click_widget(app, tr(Str::LIBRARY_ENDGAMES)));
    app.frame();
}

}  // namespace

TEST_CASE("library restart / an endgame challenge comes back as the same challenge") {
    TempDir dir("xq_gui_endgame_restart");
    int id = 0;
    {
        auto app = english_app(persistent(dir));
        REQUIRE(app);
        open_endgames(*app);
        const Endgame& e = app->endgames().set().at(0);
        id = e.id;
        REQUIRE(click_widget(*app, "##endgame" + std::to_string(e.id)));
        app->frame();
        REQUIRE(click_widget(*app, tr(Str::ENDGAME_RED)));
        app->frame();
        REQUIRE(click_widget(*app, tr(Str::ENDGAME_START)));
        app->frame();
        REQUIRE(app->endgames().challenge());
    }  // quit: the game is saved with its challenge
    auto app = english_app(persistent(dir));
    REQUIRE(app);
    REQUIRE(app->endgames().challenge());
    CHECK(app->endgames().challenge()->id == id);
    CHECK(app->endgames().challenge()->player == RED);
    CHECK(app->endgames().verdict() == EndgameVerdict::PLAYING);
    open_endgames(*app);
    app->frame();
    save_screenshot(*app, "endgame_after_restart");
}

TEST_CASE("library restart / a tournament quit mid-game goes on with that game") {
    TempDir dir("xq_gui_tournament_restart");
    TempDir docs("xq_gui_tournament_restart_docs");
    setenv("XDG_DOCUMENTS_DIR", docs.path.c_str(), 1);
    std::vector<Move> before;
    {
        auto app = english_app(persistent(dir));
        REQUIRE(app);
        app->ui().select_tab = Ui::Tab::ENGINE;
        app->frame();
        app->frame();
        REQUIRE(click_widget(*app, tr(Str::TOURNAMENT)));
        app->frame();
        for (int level : {8, 2}) {
            app->ui().tournament.add = 0;
            app->ui().tournament.add_level = level;
            app->frame();
            REQUIRE(click_widget(*app, tr(Str::TOURNAMENT_ADD)));
        }
        app->ui().tournament.form.movetime_ms = 10;
        app->frame();
        REQUIRE(click_widget(*app, tr(Str::TOURNAMENT_START)));
        const TournamentRunner& t = app->tournament();
        REQUIRE(run_until(
                    *app, [&] { return t.in_game() && t.game().length() > 14; }, 20000) >= 0);
        REQUIRE(t.games_played() == 0);
    }  // quit in the middle of the first game
    auto app = english_app(persistent(dir));
    REQUIRE(app);
    const TournamentRunner& t = app->tournament();
    CHECK(t.state() == TournamentRunner::State::PAUSED);
    REQUIRE(t.record().unfinished);
    before = t.record().unfinished->moves;
    CHECK(before.size() > 14);
    app->ui().select_tab = Ui::Tab::ENGINE;
    app->frame();
    app->frame();
    REQUIRE(click_widget(*app, tr(Str::TOURNAMENT)));
    app->frame();
    app->frame();
    save_screenshot(*app, "tournament_restart_paused");
    REQUIRE(click_widget(*app, tr(Str::TOURNAMENT_RESUME)));
    app->frame();
    REQUIRE(t.in_game());
    CHECK(t.games_played() == 0);
    const std::vector<Move>& line = t.game().line();
    REQUIRE(line.size() >= before.size());
    CHECK(std::equal(before.begin(), before.end(), line.begin()));
    REQUIRE(run_until(
                *app, [&] { return t.game().length() > int(before.size()) + 1; }, 20000) >= 0);
    app->frame();
    CHECK(app->board_mode().kind() == BoardMode::Kind::TOURNAMENT);
    save_screenshot(*app, "tournament_restart_resumed");
    app.reset();
    unsetenv("XDG_DOCUMENTS_DIR");
}
