// Other engines in the game: the player adds our own xiangqi-engine as an external
// engine with the mouse, its protocol is found and kept, it is chosen as the opponent and
// replies to a move, its search shows in the engine panel; an engine that dies on `go` gives a
// message and the built-in engine plays instead.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "game/engines/engine_bridge.h"
#include "game/text/i18n.h"
#include "gui_test_util.h"
#include "ui/drawn_text.h"

using namespace xq;
using namespace xq::test;

namespace {

std::unique_ptr<App> opponent_app(Lang lang) {
    auto app = make_app(headless_options(true));
    if (!app) return nullptr;
    app->settings().mode = Mode::HUMAN_RED;
    app->settings().movetime_s = 0.3;
    app->settings().lang = lang;
    set_language(lang);
    app->controller().settings_changed();
    app->ui().select_tab = Ui::Tab::GAME;
    app->frame();
    app->frame();
    return app;
}

// Plays h2e2 and waits for the engine's reply.
bool engine_replies(App& app) {
    Controller& c = app.controller();
    click_square(app, sq("h2"));
    click_square(app, sq("e2"));
    if (c.game().ply() != 1) return false;
    return run_until(
               app, [&] { return c.game().ply() == 2; }, 20000) >= 0;
}

}  // namespace

TEST_CASE("other engines / added with the mouse and chosen as the opponent / it moves") {
    for (Lang lang : {Lang::EN, Lang::ZH}) {
        CAPTURE(int(lang));
        auto app = opponent_app(lang);
        REQUIRE(app);
        Controller& c = app->controller();
        scroll_panel(*app, 60);  // the section's header is below the handicap advisor
        REQUIRE(click_widget(*app, tr(Str::OTHER_ENGINES)));  // opens the section
        app->frame();
        snprintf(app->ui().game.engine_path, sizeof app->ui().game.engine_path, "%s",
                 XQ_ENGINE_BIN);
        scroll_panel(*app, 60);
        REQUIRE(click_widget(*app, tr(Str::ADD_ENGINE)));
        REQUIRE(app->settings().external_engines.size() == 1);
        const ExternalEngineSpec& spec = app->settings().external_engines[0];
        CHECK(spec.name == "xiangqi-engine");
        // Started to show it: the handshake finds UCI, which the settings keep.
        REQUIRE(run_until(
                    *app,
                    [&] {
                        return app->settings().external_engines[0].protocol !=
                               ExternalProtocol::UNKNOWN;
                    },
                    10000) >= 0);
        CHECK(app->settings().external_engines[0].protocol == ExternalProtocol::UCI);
        app->frame();
        PointF row;
        CHECK(app->find_widget("##engine_row_xiangqi-engine", row));
        // Its options are listed, with editors.
        auto st = c.bridge()->external_status(spec.path);
        REQUIRE(st);
        CHECK(st->options.size() >= 5);
        // Choose it as the opponent in the combo.
        REQUIRE(click_in_panel(*app, "##opponent_engine"));
        app->frame();
        REQUIRE(click_widget(*app, "##opponent_engine/xiangqi-engine"));
        app->frame();
        CHECK(app->settings().opponent_engine == "xiangqi-engine");
        CHECK(app->settings().analyser_engine.empty());
        CHECK(c.bridge()->external_plays(EngineBridge::Role::OPPONENT));
        CHECK_FALSE(c.bridge()->external_plays(EngineBridge::Role::ANALYSER));
        if (lang == Lang::EN) save_screenshot(*app, "other_engines_en");
        REQUIRE(engine_replies(*app));
        // Its search reached the engine panel like the built-in engine's.
        CHECK_FALSE(c.engine_status().iterations.empty());
        CHECK(c.message.empty());
        CHECK(c.bridge()->external_plays(EngineBridge::Role::OPPONENT));
        // The settings line keeps all of it.
        const std::string text = format_settings(app->settings());
        CHECK(text.find("external_engine = name=xiangqi-engine; path=" +
                        std::string(XQ_ENGINE_BIN) + "; protocol=uci") != std::string::npos);
        CHECK(text.find("opponent_engine = xiangqi-engine") != std::string::npos);
    }
}

TEST_CASE("other engines / an opponent that dies on go / a message and the built-in engine plays") {
    auto app = opponent_app(Lang::EN);
    REQUIRE(app);
    Controller& c = app->controller();
    const auto dir = std::filesystem::temp_directory_path() / "xq_external_engines";
    std::filesystem::create_directories(dir);
    const auto path = dir / "dies_on_go.sh";
    // It answers the first search (the client's probe of its notation) and dies on the next.
    std::ofstream(path) << "#!/bin/sh\nwhile read cmd rest; do case \"$cmd\" in\n"
                           "uci) echo uciok;; isready) echo readyok;;\n"
                           "go) [ -n \"$probed\" ] && exit 4; probed=1; echo 'bestmove h9g7';;\n"
                           "esac; done\n";
    std::filesystem::permissions(path, std::filesystem::perms::owner_all);
    app->settings().external_engines = {ExternalEngineSpec{"dies", path.string(), {}, {}}};
    app->settings().opponent_engine = "dies";
    c.settings_changed();
    REQUIRE(c.bridge()->external_plays(EngineBridge::Role::OPPONENT));
    REQUIRE(engine_replies(*app));
    CHECK(c.message.error);
    const std::string text = message_text(c.message);
    CHECK(text.find("The built-in engine takes over from dies") != std::string::npos);
    CHECK(text.find("exit code 4") != std::string::npos);
    set_language(Lang::ZH);
    CHECK(message_text(c.message).find("内置引擎接替外部引擎 dies") != std::string::npos);
    set_language(Lang::EN);
    CHECK_FALSE(c.bridge()->external_plays(EngineBridge::Role::OPPONENT));
    // The game goes on with the built-in engine.
    click_square(*app, sq("h0"));
    click_square(*app, sq("g2"));
    REQUIRE(c.game().ply() == 3);
    CHECK(run_until(
              *app, [&] { return c.game().ply() == 4; }, 20000) >= 0);
}

TEST_CASE("other engines / the analyser / analysis lines and the engine tab come from it") {
    auto app = opponent_app(Lang::EN);
    REQUIRE(app);
    Controller& c = app->controller();
    app->settings().external_engines = {ExternalEngineSpec{"ours", XQ_ENGINE_BIN, {}, {}}};
    app->settings().analyser_engine = "ours";
    app->settings().analysis_lines = 3;
    c.settings_changed();
    REQUIRE(c.bridge()->external_plays(EngineBridge::Role::ANALYSER));
    CHECK_FALSE(c.bridge()->external_plays(EngineBridge::Role::OPPONENT));
    app->ui().select_tab = Ui::Tab::ENGINE;
    c.study().set_analysis(true);
    auto three_lines = [&] {
        const AnalysisLines& a = c.study().analysis();
        if (a.lines.size() < 3) return false;
        for (size_t i = 0; i < 3; ++i)
            if (a.lines[i].pv.empty() || a.lines[i].depth < 3) return false;
        return true;
    };
    REQUIRE(run_until(*app, three_lines, 15000) >= 0);
    const Position& pos = c.game().position();
    for (size_t i = 0; i < 3; ++i) CHECK(pos.is_legal(c.study().analysis().lines[i].pv[0]));
    CHECK(c.study().analysis().lines[0].pv[0] != c.study().analysis().lines[1].pv[0]);
    app->frame();
    CHECK(c.bridge()->searching_engine() == "ours");
    PointF label;
    CHECK(app->find_widget("##searching_engine", label));
    CHECK_FALSE(c.engine_status().iterations.empty());
    c.study().set_analysis(false);
    app->frame();
    CHECK(c.message.empty());
}

TEST_CASE(
    "other engines / a broken entry says why under its row / removing it clears its message") {
    auto app = opponent_app(Lang::ZH);
    REQUIRE(app);
    Controller& c = app->controller();
    app->settings().external_engines = {ExternalEngineSpec{"engine", "/no/such/engine", {}, {}}};
    app->settings().opponent_engine = "engine";
    c.settings_changed();
    // It cannot start: the message at the top says why, and the built-in engine plays.
    REQUIRE(run_until(
                *app, [&] { return c.message.error; }, 5000) >= 0);
    CHECK(message_text(c.message).find("找不到这个文件") != std::string::npos);
    // The section opened at the bottom of the tab: the failure, right under its row, is
    // scrolled into view.
    scroll_panel(*app, 60);
    REQUIRE(click_widget(*app, tr(Str::OTHER_ENGINES)));
    scroll_panel(*app, -60);  // the player scrolls back up; a failure seen is not forced again
    app->ui().game.engine_failure_scrolled.clear();  // as if it were new: it comes into view
    app->frame();
    app->frame();
    const auto& w = app->ui().drawn.widgets;
    REQUIRE(w.count("##engine_row_engine"));
    REQUIRE(w.count("##engine_failure_engine"));
    const WidgetRect row = w.at("##engine_row_engine"), failure = w.at("##engine_failure_engine");
    CHECK(failure.min.y >= row.max.y - 1);
    CHECK(failure.min.y - row.max.y < ImGui::GetTextLineHeight());
    const WindowLayout& l = app->window_layout();
    CHECK(failure.min.y >= l.panel_y);
    CHECK(failure.max.y <= l.panel_y + l.panel_h);
    // What is wrong, in the player's language, on the row and under it.
    std::string drawn;
    for (const std::string& line : drawn_text_lines()) drawn += line + "\n";
    CAPTURE(drawn);
    CHECK(drawn.find("出错：找不到这个文件") != std::string::npos);
    CHECK(drawn.find("无法启动：找不到这个文件") != std::string::npos);
    CHECK(drawn.find("No such file") == std::string::npos);
    CHECK(drawn.find("unknown") == std::string::npos);
    save_screenshot(*app, "engine_failure_zh");
    // Removed: its message goes with it.
    PointF at;
    REQUIRE(app->find_widget("##engine_row_engine", at));
    click(*app, at);
    scroll_panel(*app, 60);  // its details, with the Remove button, are below the row
    REQUIRE(click_widget(*app, tr(Str::REMOVE_ENGINE)));
    app->frame();
    CHECK(app->settings().external_engines.empty());
    CHECK(c.message.empty());
}

TEST_CASE("other engines / the program is chosen with Browse / every file is listed, none added") {
    namespace fs = std::filesystem;
    const fs::path dir = fs::temp_directory_path() / "xq_engine_browse";
    fs::remove_all(dir);
    fs::create_directories(dir / "engines");
    std::ofstream(dir / "engines" / "fakeengine") << "#!/bin/sh\n";
    std::ofstream(dir / "engines" / "notes.txt") << "not an engine, still listed\n";
    setenv("XQ_FILE_DIALOG", "builtin", 1);
    setenv("XDG_DOCUMENTS_DIR", dir.c_str(), 1);
    auto app = opponent_app(Lang::ZH);
    REQUIRE(app);
    scroll_panel(*app, 60);
    REQUIRE(click_widget(*app, tr(Str::OTHER_ENGINES)));
    app->frame();
    scroll_panel(*app, 60);
    REQUIRE(click_widget(*app, tr(Str::BROWSE)));
    app->frame();
    app->frame();  // the browser takes its place in its first frame
    REQUIRE(app->ui().files.browser.open);
    REQUIRE(click_widget(*app, "[engines]"));
    app->frame();
    CHECK(app->ui().files.browser.entries.size() == 2);  // a program has no extension to filter by
    save_screenshot(*app, "engine_browse_zh");
    snprintf(app->ui().files.browser.name, sizeof app->ui().files.browser.name, "%s", "fakeengine");
    app->frame();
    REQUIRE(click_widget(*app, tr(Str::OPEN)));
    app->frame();
    unsetenv("XQ_FILE_DIALOG");
    unsetenv("XDG_DOCUMENTS_DIR");
    CHECK(!app->ui().files.browser.open);
    // The path field holds the program; Add is the player's choice, nothing was added yet.
    CHECK(std::string(app->ui().game.engine_path) == (dir / "engines" / "fakeengine").string());
    CHECK(app->settings().external_engines.empty());
    CHECK(app->controller().game().length() == 0);  // no game was opened from it
    set_language(Lang::EN);
    fs::remove_all(dir);
}
