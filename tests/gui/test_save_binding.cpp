// Save writes only to the file the game on the board came from: a pasted game, a new game and a
// tournament's game are untitled (Save asks for a name), and the file opened or saved before is
// left as it was. The in-app browser stands in for the desktop's dialog.
#include <doctest/doctest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <thread>

#include "game/files/storage.h"
#include "game/text/i18n.h"
#include "game/tournament/tournament_runner.h"
#include "gui_test_util.h"
#include "rules/position.h"
#include "temp_dir.h"

using namespace xq;
using namespace xq::test;
namespace fs = std::filesystem;

namespace {

// Ten moves of 中炮过河车对屏风马平炮兑车, with players, an event and the file's own opening name.
const char* TEN_MOVES =
    "[Event \"城市俱乐部赛\"]\n[Red \"张三\"]\n[Black \"李四\"]\n"
    "[Opening \"中炮过河车对屏风马平炮兑车\"]\n[ECCO \"C45\"]\n\n"
    "1. 炮二平五 马8进7 2. 马二进三 车9平8 3. 车一平二 马2进3 4. 兵七进一 卒7进1\n"
    "5. 车二进六 炮8平9 6. 车二平三 炮9退1 7. 马八进七 士4进5 8. 马七进六 炮9平7\n"
    "9. 车三平四 马7进8 10. 车九平八 车1平2 *\n";

std::string contents(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

void write_file_text(const fs::path& p, const std::string& text) {
    std::ofstream(p, std::ios::binary) << text;
}

// The in-app browser instead of a desktop dialog that may be installed, starting in `documents`
// (the documents folder) until a file is opened or saved.
struct BuiltinBrowser {
    explicit BuiltinBrowser(const fs::path& documents) {
        setenv("XQ_FILE_DIALOG", "builtin", 1);
        setenv("XDG_DOCUMENTS_DIR", documents.c_str(), 1);
    }
    ~BuiltinBrowser() {
        unsetenv("XQ_FILE_DIALOG");
        unsetenv("XDG_DOCUMENTS_DIR");
    }
};

void show_moves_tab(App& app) {
    app.ui().select_tab = Ui::Tab::MOVES;
    app.frame();
    app.frame();
}

// Chooses `path` in the in-app browser opened by the button `button`, then `confirm`.
void choose_in_browser(App& app, Str button, Str confirm, const fs::path& path) {
    show_moves_tab(app);
    REQUIRE(click_widget(app, tr(button)));
    app.frame();
    app.frame();
    REQUIRE(app.ui().files.browser.open);
    snprintf(app.ui().files.browser.name, sizeof app.ui().files.browser.name, "%s",
             path.string().c_str());
    app.frame();
    REQUIRE(click_widget(app, tr(confirm)));
    app.frame();
}

void new_game(App& app) {
    REQUIRE(click_widget(app, tr(Str::NEW_GAME)));
    app.frame();
    if (app.ui().dialogs.question ==
        DialogState::Question::NEW_GAME) {  // a game is on: asked first
        REQUIRE(click_widget(app, tr(Str::NEW_GAME)));
        app.frame();
    }
}

}  // namespace

TEST_CASE("save binding / a pasted game is untitled: Save does not overwrite the file opened") {
    TempDir t("xq_save_paste");
    BuiltinBrowser builtin(t.path);
    const fs::path file = t.path / "club.pgn";
    write_file_text(file, TEN_MOVES);
    auto app = make_app(headless_options());
    REQUIRE(app);
    Controller& c = app->controller();
    choose_in_browser(*app, Str::OPEN_FILE, Str::OPEN, file);
    REQUIRE(c.game().length() == 20);
    REQUIRE(c.game().tag("Red") == "张三");
    SDL_SetClipboardText("1. 炮二平五 马8进7 2. 马二进三 车9平8");
    press_key(*app, SDLK_v, KMOD_LCTRL);
    app->frame();
    REQUIRE(c.game().length() == 4);
    show_moves_tab(*app);
    REQUIRE(click_widget(*app, tr(Str::SAVE_PGN)));
    app->frame();
    CHECK(contents(file) == TEN_MOVES);
    CHECK(app->ui().files.browser.open);  // Save asks for a name: Save As
}

TEST_CASE("save binding / after a new game Ctrl+S does not write over the file saved before") {
    TempDir t("xq_save_new_game");
    BuiltinBrowser builtin(t.path);
    const fs::path file = t.path / "a.pgn";
    auto app = make_app(headless_options());
    REQUIRE(app);
    Controller& c = app->controller();
    click_square(*app, sq("h2"));
    click_square(*app, sq("e2"));
    REQUIRE(c.game().length() == 1);
    choose_in_browser(*app, Str::SAVE_AS, Str::SAVE, file);
    REQUIRE(fs::is_regular_file(file));
    const std::string saved = contents(file);
    new_game(*app);
    REQUIRE(c.game().length() == 0);
    click_square(*app, sq("b2"));
    click_square(*app, sq("e2"));
    REQUIRE(c.game().length() == 1);
    press_key(*app, SDLK_s, KMOD_LCTRL);
    app->frame();
    CHECK(contents(file) == saved);
    CHECK(app->ui().files.browser.open);  // the new game is untitled: Save As
}

TEST_CASE(
    "save binding / a tournament's game opened on the board is not saved over the file "
    "opened before") {
    TempDir t("xq_save_tournament");
    TempDir config("xq_save_tournament_config");
    BuiltinBrowser builtin(t.path);
    // A finished tournament of six games in the state folder, as the window leaves one.
    const std::string games = (t.path / "tournament.pgn").string();
    {
        TournamentRunner runner(nullptr, config.dir());
        TournamentSetup s;
        s.entrants = {Entrant{10, std::nullopt}, Entrant{1, std::nullopt}};
        s.games_per_pair = 6;
        s.control = TimeControl{TimeControl::Kind::MOVETIME, 60, 1};
        s.movetime_ms = 5;
        s.openings = OpeningSet::WIDE;
        std::string error;
        REQUIRE(runner.start(s, "Test", games, &error));
        const auto start = std::chrono::steady_clock::now();
        auto ms = [&] {
            return uint32_t(std::chrono::duration_cast<std::chrono::milliseconds>(
                                std::chrono::steady_clock::now() - start)
                                .count());
        };
        while (runner.games_played() < 6 && ms() < 120000) {
            runner.update(ms());
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        }
        REQUIRE(runner.games_played() == 6);
    }
    const std::string tournament_games = contents(games);
    const fs::path file = t.path / "club.pgn";
    write_file_text(file, TEN_MOVES);
    AppOptions o = headless_options();
    o.persist = true;
    o.config_dir = config.path.string();
    auto app = make_app(o);
    REQUIRE(app);
    Controller& c = app->controller();
    choose_in_browser(*app, Str::OPEN_FILE, Str::OPEN, file);
    REQUIRE(c.game().tag("Red") == "张三");
    app->ui().tournament.open = true;
    app->frame();
    app->frame();
    REQUIRE(click_widget(*app, "##open_tournament_game6"));
    app->frame();
    REQUIRE(c.game().tag("Round") == "6");
    // The game-over dialog of a game the board ended, when it shows, is closed first.
    app->frame();
    if (PointF ok; app->find_widget(tr(Str::OK), ok)) click(*app, ok);
    click(*app, app->square_in_window(sq("e5")));  // back on the board: the keys are the game's
    press_key(*app, SDLK_s, KMOD_LCTRL);
    app->frame();
    CHECK(contents(file) == TEN_MOVES);
    CHECK(contents(games) == tournament_games);
    CHECK(app->ui().files.browser.open);  // a tournament's game is read-only here: Save As
}

TEST_CASE(
    "save binding / a file changed on disk since it was opened: Save asks, and overwriting "
    "keeps what it held as .bak") {
    TempDir t("xq_save_changed");
    BuiltinBrowser builtin(t.path);
    const fs::path file = t.path / "club.pgn";
    write_file_text(file, TEN_MOVES);
    auto app = make_app(headless_options());
    REQUIRE(app);
    Controller& c = app->controller();
    show_moves_tab(*app);
    drop_file(*app, file.string());
    REQUIRE(c.game().length() == 20);
    CHECK(app->ui().files.game_file == file.string());
    // The file's own opening name and code are shown, not the program's guess.
    app->frame();
    CHECK(app->ui().moves.opening_drawn == "中炮过河车对屏风马平炮兑车 (ECCO C45)");
    const std::string other = "[Event \"written by another program\"]\n1. h2e2 *\n";
    write_file_text(file, other);
    REQUIRE(click_widget(*app, tr(Str::SAVE_PGN)));
    app->frame();
    CHECK(app->ui().dialogs.question == DialogState::Question::CHANGED_ON_DISK);
    CHECK(contents(file) == other);
    save_screenshot(*app, "save_changed_on_disk");
    REQUIRE(click_widget(*app, tr(Str::OVERWRITE_KEEPING_BAK)));
    app->frame();
    CHECK(app->ui().dialogs.question == DialogState::Question::NONE);
    CHECK(contents(fs::path(file.string() + ".bak")) == other);
    const std::string saved = contents(file);
    CHECK(saved.find("[Red \"张三\"]") != std::string::npos);
    CHECK(saved.find("[Opening \"中炮过河车对屏风马平炮兑车\"]") != std::string::npos);
    CHECK(saved.find("[ECCO \"C45\"]") != std::string::npos);
    // Saved again, unchanged on disk meanwhile: written there without a question or a new .bak.
    fs::remove(file.string() + ".bak");
    REQUIRE(click_widget(*app, tr(Str::SAVE_PGN)));
    app->frame();
    CHECK(app->ui().dialogs.question == DialogState::Question::NONE);
    CHECK(!fs::exists(file.string() + ".bak"));
    CHECK(!app->ui().files.browser.open);
}

TEST_CASE("save binding / a recent file does not replace moves saved nowhere without asking") {
    TempDir t("xq_save_recent");
    const fs::path file = t.path / "club.pgn";
    write_file_text(file, TEN_MOVES);
    auto app = make_app(headless_options());
    REQUIRE(app);
    Controller& c = app->controller();
    app->settings().recent_files = {file.string()};
    click_square(*app, sq("h2"));
    click_square(*app, sq("e2"));
    REQUIRE(c.game().length() == 1);
    show_moves_tab(*app);
    CHECK(app->ui().files.unsaved_moves);
    REQUIRE(click_widget(*app, "##recent"));
    app->frame();
    REQUIRE(click_widget(*app, "recent0"));
    app->frame();
    CHECK(app->ui().dialogs.question == DialogState::Question::REPLACE_UNSAVED);
    CHECK(c.game().length() == 1);  // not replaced yet
    save_screenshot(*app, "replace_unsaved_question");
    REQUIRE(click_widget(*app, tr(Str::REPLACE_GAME)));
    app->frame();
    CHECK(c.game().length() == 20);
    CHECK(!app->ui().files.unsaved_moves);  // opened from its file: nothing unsaved
}

TEST_CASE("save binding / a pasted game says it was pasted, and is untitled") {
    auto app = make_app(headless_options());
    REQUIRE(app);
    SDL_SetClipboardText("1. 炮二平五 马8进7 2. 马二进三 车9平8");
    press_key(*app, SDLK_v, KMOD_LCTRL);
    app->frame();
    CHECK(app->controller().message.key == Str::GAME_PASTED);
    CHECK(app->ui().files.game_file.empty());
}

TEST_CASE("save binding / the file row in both languages, small and large (screenshots)") {
    TempDir t("xq_save_shots");
    const fs::path file = t.path / "城市俱乐部赛-张三-李四.pgn";
    write_file_text(file, TEN_MOVES);
    for (Lang lang : {Lang::ZH, Lang::EN})
        for (auto [w, h] : {std::pair{800, 600}, std::pair{1600, 1000}}) {
            AppOptions o = headless_options();
            o.width = w;
            o.height = h;
            auto app = make_app(o);
            REQUIRE(app);
            app->settings().lang = lang;
            set_language(lang);
            for (int i = 0; i < 3; ++i) app->frame();
            show_moves_tab(*app);
            const std::string size = std::to_string(w) + (lang == Lang::ZH ? "_zh" : "_en");
            save_screenshot(*app, "file_row_untitled_" + size);
            drop_file(*app, file.string());
            show_moves_tab(*app);
            PointF name, save;
            CHECK(app->find_widget("##game_file", name));
            CHECK(app->find_widget(tr(Str::SAVE_PGN), save));
            save_screenshot(*app, "file_row_" + size);
        }
    set_language(Lang::ZH);
}

TEST_CASE("save binding / an endgame challenge does not replace moves saved nowhere unasked") {
    AppOptions o = headless_options(true);
    o.width = 1280;
    o.height = 800;
    auto app = make_app(o);
    REQUIRE(app);
    Controller& c = app->controller();
    click_square(*app, sq("h2"));
    click_square(*app, sq("e2"));
    REQUIRE(c.game().length() >= 1);
    REQUIRE(click_widget(*app, tr(Str::TAB_LIBRARY)));
    app->frame();
    REQUIRE(click_widget(*app, tr(Str::LIBRARY_ENDGAMES)));
    app->frame();
    const Endgame& e = app->endgames().set().at(0);
    REQUIRE(click_widget(*app, "##endgame" + std::to_string(e.id)));
    app->frame();
    REQUIRE(click_widget(*app, tr(Str::ENDGAME_START)));
    app->frame();
    CHECK(app->ui().dialogs.question == DialogState::Question::REPLACE_UNSAVED);
    CHECK(!app->endgames().challenge().has_value());
    CHECK(c.game().start_fen() == START_FEN);
    REQUIRE(click_widget(*app, tr(Str::REPLACE_GAME)));
    app->frame();
    REQUIRE(app->endgames().challenge().has_value());
    CHECK(app->endgames().challenge()->id == e.id);
}
