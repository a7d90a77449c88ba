// Second, independent tests for facts that had a single test each: each reaches the
// fact by another route than the first test (the game record and a PGN file instead of the
// referee call, the keyboard and an engine playing Red instead of the Undo button against an
// engine playing Black, the settings file instead of the protocol, and a change the program
// never drew a frame after instead of a quit event).
#include <doctest/doctest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "formats/iccs.h"
#include "game/files/game_file.h"
#include "game/settings.h"
#include "gui_test_util.h"
#include "rules/movegen.h"

using namespace xq;
using namespace xq::test;
namespace fs = std::filesystem;

namespace {

struct TempDir {
    fs::path path;
    // Unique per run: the mutation benchmark runs this suite beside a developer's.
    explicit TempDir(const std::string& name)
        : path(fs::temp_directory_path() /
               (name + "_" +
                std::to_string(std::chrono::steady_clock::now().time_since_epoch().count()))) {
        fs::remove_all(path);
        fs::create_directories(path);
    }
    ~TempDir() { fs::remove_all(path); }
};

std::string slurp(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

AppOptions persistent(const fs::path& dir) {
    AppOptions o = headless_options();
    o.persist = true;
    o.config_dir = dir.string();
    o.state_fallbacks = {(dir / "fallback").string()};
    return o;
}

}  // namespace

TEST_CASE("thin areas: a stalemate ends the game record as a win for either stalemating side") {
    // Black stalemated (the referee test's position), and the same position mirrored so that
    // Red is stalemated: the game layer, not a direct referee call, says who won.
    struct Case {
        const char* fen;
        const char* move;
        GameResult winner;
    };
    for (const Case& k :
         {Case{"4k4/N8/9/9/3R1R3/9/9/9/9/3K5 w - - 0 1", "a8c7", GameResult::RED_WINS},
          Case{"3k5/9/9/9/9/3r1r3/9/9/n8/4K4 b - - 0 1", "a1c2", GameResult::BLACK_WINS}}) {
        CAPTURE(k.fen);
        Game g;
        REQUIRE(g.reset(k.fen));
        REQUIRE(g.play(iccs_to_move(k.move)));
        CHECK(!g.position().in_check());
        CHECK(count_legal_moves(g.position()) == 0);
        CHECK(g.over());
        CHECK(g.status().result == k.winner);
        CHECK(g.status().reason == EndReason::STALEMATE);
        // Saved and read back, the game is still over with the same winner.
        Game back;
        std::string error;
        REQUIRE_MESSAGE(pgn_to_game(game_to_pgn(g), back, &error), error);
        CHECK(back.over());
        CHECK(back.status().result == k.winner);
        CHECK(game_to_pgn(g).find(k.winner == GameResult::RED_WINS ? "1-0" : "0-1") !=
              std::string::npos);
    }
}

TEST_CASE("thin areas: Ctrl+Z against an engine playing Red takes back its reply and our move") {
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

TEST_CASE("thin areas: the settings file keeps skill level 1 and refuses 0 and 11") {
    TempDir t("xq_thin_skill");
    struct Case {
        const char* text;
        int skill;
        bool refused;
    };
    // (10 is the default, so "kept" and "refused" would look alike for it.)
    for (const Case& k :
         {Case{"skill = 1\n", 1, false}, Case{"skill = 0\n", Settings{}.skill, true},
          Case{"skill = 11\n", Settings{}.skill, true}}) {
        CAPTURE(k.text);
        fs::remove_all(t.path);
        fs::create_directories(t.path);
        std::ofstream(t.path / "settings.ini") << k.text;
        auto app = make_app(persistent(t.path));
        REQUIRE(app);
        CHECK(app->settings().skill == k.skill);
        CHECK(app->ui().notices.empty() == !k.refused);  // a refused level is named in a notice
    }
}

TEST_CASE("thin areas: a move and a setting changed after the last frame are saved on quit") {
    TempDir t("xq_thin_quit");
    {
        auto app = make_app(persistent(t.path));
        REQUIRE(app);
        // No frame after these: only the shutdown can write them.
        REQUIRE(app->controller().human_move(iccs_to_move("b2e2"), SDL_GetTicks()));
        app->settings().skill = 2;
        app->settings().flip = true;
    }
    Settings s;
    std::string error;
    REQUIRE_MESSAGE(parse_settings(slurp(t.path / "settings.ini"), s, &error), error);
    CHECK(s.skill == 2);
    CHECK(s.flip);
    Game g;
    REQUIRE_MESSAGE(pgn_to_game(slurp(t.path / "game.pgn"), g, &error), error);
    REQUIRE(g.ply() == 1);
    CHECK(move_to_iccs(g.line()[0]) == "b2e2");
}
