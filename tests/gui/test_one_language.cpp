// One language: the Chinese UI shows no English. The test walks every main tab (scrolled from
// top to bottom, every section opened), the Library's sub-tabs, the tournament window, the list
// of other engines with a failing engine, the help window (F1), a PGN file that fails to load and
// the welcome dialog, and reads back every text ImGui drew in each frame (ui/drawn_text.h: from
// the draw data, whatever drew it). A run of three or more ASCII letters is English unless it is
// on the allow-list: protocol and format names, units, key names, and tokens that are file
// names, paths, FEN or ICCS moves.
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <set>

#include "game/text/i18n.h"
#include "gui_test_util.h"
#include "temp_dir.h"
#include "ui/drawn_text.h"

using namespace xq;
using namespace xq::test;

namespace {

// Names that read the same in Chinese: formats, protocols, units, keys, the built-in engine's
// program; ECCO, the opening classification's name; "English", the language button's label in
// the Chinese UI.
const std::set<std::string> ALLOWED = {
    "pgn",  "fen",  "uci", "ucci", "iccs",    "wxf", "xqf",     "utf",     "gbk",   "png",  "gif",
    "svg",  "elo",  "nps", "ctrl", "shift",   "alt", "esc",     "enter",   "space", "home", "end",
    "pgup", "pgdn", "del", "tab",  "dhtmlxq", "big", "xiangqi", "english", "ecco"};

// A token (text between spaces) that names a file, a path, a position or a move.
bool technical_token(const std::string& token) {
    if (token.find('/') != std::string::npos) return true;  // a path or FEN
    if (token.find('\\') != std::string::npos) return true;
    // A file name: letters, then a dot and an extension.
    const size_t dot = token.rfind('.');
    if (dot != std::string::npos && dot > 0 && dot + 2 < token.size() &&
        std::isalpha(static_cast<unsigned char>(token[dot + 1])))
        return true;
    return false;
}

// The English words in the lines: runs of 3+ ASCII letters not allowed.
std::vector<std::string> english_words(const std::vector<std::string>& lines) {
    std::vector<std::string> found;
    for (const std::string& line : lines) {
        size_t i = 0;
        while (i < line.size()) {
            size_t end = line.find(' ', i);
            if (end == std::string::npos) end = line.size();
            const std::string token = line.substr(i, end - i);
            i = end + 1;
            if (technical_token(token)) continue;
            for (size_t k = 0; k < token.size();) {
                if (!std::isalpha(static_cast<unsigned char>(token[k]))) {
                    ++k;
                    continue;
                }
                size_t e = k;
                while (e < token.size() && std::isalpha(static_cast<unsigned char>(token[e]))) ++e;
                std::string word = token.substr(k, e - k);
                k = e;
                if (word.size() < 3) continue;
                std::string lower = word;
                std::transform(lower.begin(), lower.end(), lower.begin(),
                               [](unsigned char c) { return char(std::tolower(c)); });
                if (ALLOWED.count(lower)) continue;
                // ICCS moves glued to numbers ("h2e2") have digits between: not a run of 3.
                found.push_back(word + "  in  «" + line + "»");
            }
        }
    }
    return found;
}

// What the last frame drew, checked; `where` names the place for the failure message.
void check_chinese(App& app, const std::string& where, std::set<std::string>& seen) {
    app.frame();
    REQUIRE_MESSAGE(language() == Lang::ZH, where);
    for (const std::string& w : english_words(drawn_text_lines())) {
        if (!seen.insert(w).second) continue;
        CAPTURE(where);
        CHECK_MESSAGE(false, "English in the Chinese UI: " << w);
    }
}

// Scrolls the panel from top to bottom, checking each screenful.
void check_panel(App& app, const std::string& where, std::set<std::string>& seen) {
    scroll_panel(app, -80);
    for (int step = 0; step < 12; ++step) {
        check_chinese(app, where + " (screen " + std::to_string(step + 1) + ")", seen);
        scroll_panel(app, 6);
    }
    scroll_panel(app, -80);
}

}  // namespace

TEST_CASE("one language: the Chinese UI shows no English word anywhere it can be reached") {
    TempDir t("xq_one_language");
    std::ofstream(t.path / "bad.pgn")
        << "[Event \"x\"]\n1. 炮二平五 马8进7 2. 马二进三 车九平八八 *\n";
    std::ofstream(t.path / "result.pgn") << "1. 炮二平五 马8进7 2. 马二进三 车9平8 红方 胜\n";
    AppOptions o = headless_options(true);
    o.width = 1400, o.height = 900;
    auto app = make_app(o);
    REQUIRE(app);
    app->settings().lang = Lang::ZH;
    set_language(Lang::ZH);
    // A failing engine in the list, and one that is no engine.
    app->settings().external_engines = {ExternalEngineSpec{"缺失的引擎", "/no/such/engine", {}, {}},
                                        ExternalEngineSpec{"回声程序", "/bin/cat", {}, {}}};
    app->controller().settings_changed();
    std::set<std::string> seen;

    using Tab = Ui::Tab;
    const std::pair<Tab, const char*> tabs[] = {{Tab::GAME, "game tab"},
                                                {Tab::MOVES, "moves tab"},
                                                {Tab::ENGINE, "engine tab"},
                                                {Tab::LOOK, "look tab"},
                                                {Tab::PUZZLES, "puzzles tab"}};
    for (const auto& entry : tabs) {
        const auto tab = entry.first;
        const auto name = entry.second;
        app->ui().select_tab = tab;
        app->frame();
        app->frame();
        if (tab == Tab::GAME) {
            // The other engines' section, each engine shown (started) until it has failed.
            REQUIRE(click_in_panel(*app, tr(Str::OTHER_ENGINES)));
            const std::pair<std::string, std::string> engines[] = {
                {"缺失的引擎", "/no/such/engine"}, {"回声程序", "/bin/cat"}};
            for (const auto& engine : engines) {
                const std::string e = engine.first, path = engine.second;
                REQUIRE(click_in_panel(*app, "##engine_row_" + e));
                CHECK(run_until(
                          *app,
                          [&] {
                              const auto st = app->controller().bridge()->external_status(path);
                              return st && st->state == ExternalEngine::State::FAILED;
                          },
                          3000) >= 0);
            }
            app->frame();
            save_screenshot(*app, "one_language_engines_zh");
        }
        check_panel(*app, name, seen);
    }
    using Lib = LibraryPanelState::SubTab;
    for (const auto& [sub, name] : {std::pair{Lib::EXPLORER, "library: explorer"},
                                    std::pair{Lib::ENDGAMES, "library: endgames"},
                                    std::pair{Lib::COLLECTIONS, "library: collections"}}) {
        app->ui().select_tab = Tab::LIBRARY;
        app->ui().library.select_tab = sub;
        app->frame();
        app->frame();
        check_panel(*app, name, seen);
    }

    // The tournament window, over the panel.
    app->ui().select_tab = Tab::GAME;
    app->ui().tournament.open = true;
    app->frame();
    check_chinese(*app, "tournament window", seen);
    app->ui().tournament.open = false;

    // The help window (F1).
    press_key(*app, SDLK_F1);
    CHECK(app->ui().dialogs.help_open);
    check_chinese(*app, "help window", seen);
    save_screenshot(*app, "one_language_help_zh");
    press_key(*app, SDLK_F1);

    // A PGN file that fails to load: the message says where and why, in Chinese.
    app->ui().select_tab = Tab::MOVES;
    app->frame();
    app->frame();
    drop_file(*app, (t.path / "bad.pgn").string());  // as opened from the Moves tab
    app->frame();
    CHECK(app->controller().message.error);
    const std::string failed = message_text(app->controller().message);
    CAPTURE(failed);
    CHECK(failed.find("存档") == std::string::npos);  // a file opened is no saved game
    check_chinese(*app, "a PGN that fails to load", seen);
    save_screenshot(*app, "one_language_pgn_error_zh");
    // A result written with a space ends the game; it is no move.
    drop_file(*app, (t.path / "result.pgn").string());  // as opened from the Moves tab
    app->frame();
    CHECK_FALSE(app->controller().message.error);
    CHECK(app->controller().game().length() == 4);
    check_chinese(*app, "a PGN ending in 红方 胜", seen);

    // A file of several games: a collection in the Library, its list and its searches; the
    // material search's example is Chinese too.
    std::ofstream(t.path / "club.pgn")
        << "[Event \"棋社赛\"]\n[Red \"张三\"]\n[Black \"李四\"]\n[Result \"1-0\"]\n\n"
           "1. 炮二平五 马8进7 2. 马二进三 车9平8 1-0\n\n"
           "[Event \"棋社赛\"]\n[Red \"李四\"]\n[Black \"张三\"]\n[Result \"1/2-1/2\"]\n\n"
           "1. 相三进五 炮8平5 1/2-1/2\n";
    app->ui().select_tab = Tab::MOVES;
    app->frame();
    app->frame();
    drop_file(*app, (t.path / "club.pgn").string());  // as opened from the Moves tab
    // Read in the background, then shown in the Library's Collections sub-tab.
    REQUIRE(run_until(
                *app, [&] { return app->ui().drawn.widgets.count("##material") > 0; }, 10000) >= 0);
    check_panel(*app, "library: an open collection", seen);
    CHECK(std::string(app->ui().library.collections.material) == "车兵对车");
    save_screenshot(*app, "one_language_collection_zh");

    // The welcome dialog.
    app->ui().dialogs.welcome_open = true;
    app->frame();
    check_chinese(*app, "welcome dialog", seen);
    save_screenshot(*app, "one_language_welcome_zh");
    app->ui().dialogs.welcome_open = false;
    app->frame();
}

TEST_CASE("one language: the English check finds English, and lets names and files pass") {
    CHECK(english_words({"引擎赛 Engine tournament"}).size() == 2);
    CHECK(english_words({"无法启动：'x': No such file or directory"}).size() == 3);
    CHECK(english_words({"等级 8（≈ 590 Elo）", "每步 1000 ms", "UCI, 出错", "h2e2 h9g7"}).empty());
    CHECK(english_words({"/no/such/engine", "棋谱保存于 games/tournament-1.pgn"}).empty());
    CHECK(english_words({"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"})
              .empty());
}
