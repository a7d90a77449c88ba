// The real third-party engines in the game (tests/real_engines.h says where they are found;
// one that is not found is skipped, by name): each is added by its path alone with the mouse,
// chosen as the opponent, replies to two moves, then analyses with two lines. Two engines play
// each other in demo mode. The screenshots go to XQ_ARTIFACTS_DIR when it is set.
#include <doctest/doctest.h>

#include <cctype>
#include <filesystem>
#include <fstream>

#include "game/engines/engine_bridge.h"
#include "game/text/i18n.h"
#include "gui_test_util.h"
#include "real_engines.h"

using namespace xq;
using namespace xq::test;

namespace {

std::unique_ptr<App> app_in(Lang lang, Mode mode) {
    auto app = make_app(headless_options(true));
    if (!app) return nullptr;
    app->settings().mode = mode;
    app->settings().movetime_s = 0.2;
    app->settings().analysis_lines = 2;
    app->settings().lang = lang;
    set_language(lang);
    app->controller().settings_changed();
    app->ui().select_tab = Ui::Tab::GAME;
    app->frame();
    app->frame();
    return app;
}

// "Sjaak II" -> "sjaak_ii", for file names.
std::string slug(const std::string& name) {
    std::string s;
    for (char ch : name)
        s += std::isalnum(static_cast<unsigned char>(ch)) ? char(std::tolower(ch)) : '_';
    return s;
}

// Opens the section, types the path, presses Add; returns the name it got.
std::string add_by_path(App& app, const std::string& path) {
    scroll_panel(app, 60);
    if (!click_widget(app, tr(Str::OTHER_ENGINES))) return {};
    app.frame();
    snprintf(app.ui().game.engine_path, sizeof app.ui().game.engine_path, "%s", path.c_str());
    scroll_panel(app, 60);
    if (!click_widget(app, tr(Str::ADD_ENGINE))) return {};
    return app.settings().external_engines.empty() ? std::string()
                                                   : app.settings().external_engines.back().name;
}

// Scrolls the panel until the widget is well inside it (the engine's options may push it out;
// the top card covers the panel's first rows).
bool reveal(App& app, const std::string& label) {
    scroll_panel(app, 60);
    const WindowLayout& l = app.window_layout();
    for (int i = 0; i < 80; ++i) {
        PointF p;
        if (!app.find_widget(label, p)) return false;
        if (p.y < l.panel_y + l.panel_h * 0.15f)
            scroll_panel(app, -1);
        else if (p.y > l.panel_y + l.panel_h * 0.85f)
            scroll_panel(app, 1);
        else
            return true;
    }
    return false;
}

bool choose(App& app, const std::string& combo, const std::string& name) {
    if (!reveal(app, combo)) {
        save_screenshot(app, "debug_reveal");
        return false;
    }
    if (!click_widget(app, combo)) return false;
    app.frame();
    if (!click_widget(app, combo + "/" + name)) {
        save_screenshot(app, "debug_popup");
        return false;
    }
    app.frame();
    return true;
}

// A scenario read top to bottom; each doctest CHECK counts as branches.
// NOLINTNEXTLINE(readability-function-cognitive-complexity)
void play_and_analyse(const RealEngine& engine, Lang lang) {
    const std::string path = find_program(engine);
    if (path.empty()) {
        WARN_MESSAGE(false, "skipped: " << engine.name << " not found (set " << engine.env
                                        << " to its program)");
        return;
    }
    auto app = app_in(lang, Mode::HUMAN_RED);
    REQUIRE(app);
    Controller& c = app->controller();
    const std::string name = add_by_path(*app, path);
    REQUIRE_FALSE(name.empty());
    // Ready: protocol, variant and notation found with no other step.
    REQUIRE(run_until(
                *app,
                [&] {
                    auto st = c.bridge()->external_status(path);
                    return st && st->state != ExternalEngine::State::STARTING;
                },
                15000) >= 0);
    auto st = c.bridge()->external_status(path);
    REQUIRE(st);
    REQUIRE_MESSAGE(st->state == ExternalEngine::State::READY,
                    (st->failure ? describe(*st->failure) : std::string()));
    REQUIRE(choose(*app, "##opponent_engine", name));
    CHECK(app->settings().opponent_engine == name);
    CHECK(c.engine_name(BLACK) == name);  // its name on the player card
    click_square(*app, sq("h2"));
    click_square(*app, sq("e2"));
    REQUIRE(run_until(
                *app, [&] { return c.game().ply() == 2; }, 15000) >= 0);
    click_square(*app, sq("h0"));
    click_square(*app, sq("g2"));
    CHECK(c.game().ply() >= 3);  // a book reply may be there already
    REQUIRE(run_until(
                *app, [&] { return c.game().ply() == 4; }, 15000) >= 0);
    CHECK_MESSAGE(c.message.empty(), message_text(c.message));
    CHECK(c.bridge()->external_plays(EngineBridge::Role::OPPONENT));
    app->frame();
    save_screenshot(*app, "real_" + slug(engine.name) + "_opponent");

    REQUIRE(choose(*app, "##analyser_engine", name));
    CHECK(c.bridge()->external_plays(EngineBridge::Role::ANALYSER));
    app->ui().select_tab = Ui::Tab::ENGINE;
    c.study().set_analysis(true);
    bool multipv = false;
    const std::optional<ExternalEngine::Status> shown = c.bridge()->external_status(path);
    REQUIRE(shown);
    for (const ExternalOption& o : shown->options) multipv |= o.name == "MultiPV";
    const size_t lines = multipv ? 2 : 1;
    auto analysed = [&] {
        const AnalysisLines& a = c.study().analysis();
        if (a.lines.size() < lines) return false;
        for (size_t i = 0; i < lines; ++i)
            if (a.lines[i].pv.empty() || a.lines[i].depth < 4) return false;
        return true;
    };
    REQUIRE(run_until(*app, analysed, 15000) >= 0);
    for (size_t i = 0; i < lines; ++i)
        CHECK(c.game().position().is_legal(c.study().analysis().lines[i].pv[0]));
    CHECK(c.bridge()->searching_engine() == name);
    app->frame();
    save_screenshot(*app, "real_" + slug(engine.name) + "_analysis");
    c.study().set_analysis(false);
    app->frame();
    CHECK_MESSAGE(c.message.empty(), message_text(c.message));
}

}  // namespace

TEST_CASE("other engines / real / ElephantEye added by path plays and analyses") {
    play_and_analyse(ELEEYE, Lang::ZH);
}

TEST_CASE("other engines / real / Pikafish-HCE added by path plays and analyses") {
    play_and_analyse(PIKAFISH, Lang::EN);
}

TEST_CASE("other engines / real / Fairy-Stockfish added by path plays and analyses") {
    play_and_analyse(FAIRY, Lang::ZH);
}

TEST_CASE("other engines / real / Sjaak II added by path plays and analyses") {
    play_and_analyse(SJAAK, Lang::EN);
}

TEST_CASE("other engines / demo mode / an engine for each side") {
    // Our own engine as an external one for Red; Black: Fairy-Stockfish when it is there, else
    // the built-in engine.
    auto app = app_in(Lang::ZH, Mode::DEMO);
    REQUIRE(app);
    Controller& c = app->controller();
    auto& s = app->settings();
    s.movetime_s = 0.1;  // eight quick plies
    s.external_engines = {ExternalEngineSpec{"ours", XQ_ENGINE_BIN, {}, {}}};
    const std::string fairy = find_program(FAIRY);
    if (!fairy.empty()) s.external_engines.push_back({"fairy-stockfish", fairy, {}, {}});
    c.settings_changed();
    app->frame();
    // Chosen with the mouse: the demo mode's two combos replace the opponent's.
    REQUIRE(add_by_path(*app, XQ_ENGINE_BIN) == "xiangqi-engine");
    PointF unused;
    CHECK_FALSE(app->find_widget("##opponent_engine", unused));
    REQUIRE(choose(*app, "##demo_red_engine", "ours"));
    if (!fairy.empty()) REQUIRE(choose(*app, "##demo_black_engine", "fairy-stockfish"));
    CHECK(s.demo_red_engine == "ours");
    CHECK(c.bridge()->external_plays(EngineBridge::Role::OPPONENT));
    CHECK(c.bridge()->external_plays(EngineBridge::Role::DEMO_BLACK) == !fairy.empty());
    CHECK(c.engine_name(RED) == "ours");
    CHECK(c.engine_name(BLACK) == (fairy.empty() ? "" : "fairy-stockfish"));
    // The built-in engine played both sides while they were chosen: a new game, theirs.
    c.new_game();
    std::string seen;  // a failure message, even one a later move has replaced
    REQUIRE(run_until(
                *app,
                [&] {
                    if (!c.message.empty()) seen = message_text(c.message);
                    return c.game().ply() >= 8;
                },
                30000) >= 0);
    CHECK_MESSAGE(seen.empty(), seen);
    CHECK(c.bridge()->external_plays(EngineBridge::Role::OPPONENT));
    if (!fairy.empty()) {  // it played Black's moves
        auto st = c.bridge()->external_status(fairy);
        REQUIRE(st);
        CHECK(st->protocol == ExternalProtocol::UCI);
    }
    app->frame();
    save_screenshot(*app, "demo_two_engines_zh");
}

TEST_CASE("other engines / a chess engine added by path / why it cannot play, in Chinese") {
    // A chess engine, as far as the game can tell: it answers every position with e2e4.
    const auto dir = std::filesystem::temp_directory_path() / "xq_external_engines";
    std::filesystem::create_directories(dir);
    const auto path = dir / "chess";
    std::ofstream(path) << "#!/bin/sh\nwhile read cmd rest; do case \"$cmd\" in\n"
                           "uci) echo 'id name ChessOnly 1.0'; echo uciok;;\n"
                           "isready) echo readyok;; go) echo 'bestmove e2e4';; quit) exit 0;;\n"
                           "esac; done\n";
    std::filesystem::permissions(path, std::filesystem::perms::owner_all);
    auto app = app_in(Lang::ZH, Mode::HUMAN_RED);
    REQUIRE(app);
    Controller& c = app->controller();
    const std::string name = add_by_path(*app, path.string());
    REQUIRE(name == "chess");
    REQUIRE(choose(*app, "##opponent_engine", name));
    REQUIRE(run_until(
                *app,
                [&] {
                    auto st = c.bridge()->external_status(path.string());
                    return st && st->state == ExternalEngine::State::FAILED;
                },
                10000) >= 0);
    app->frame();
    // The status line and the engine's row say why, in the player's language.
    const std::string text = message_text(c.message);
    CHECK(text.find("内置引擎接替外部引擎 chess") != std::string::npos);
    CHECK(text.find("不是象棋着法") != std::string::npos);
    CHECK(text.find("UCI_Variant=xiangqi") != std::string::npos);
    CHECK_FALSE(c.bridge()->external_plays(EngineBridge::Role::OPPONENT));
    scroll_panel(*app, 60);
    app->frame();
    save_screenshot(*app, "chess_engine_zh");
    // The game goes on with the built-in engine.
    click_square(*app, sq("h2"));
    click_square(*app, sq("e2"));
    CHECK(run_until(
              *app, [&] { return c.game().ply() == 2; }, 15000) >= 0);
}
