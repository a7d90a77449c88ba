// Real files: games saved in the documents folder, the in-app browser when the desktop has no
// dialog (and the desktop's dialog when it has one, here a stand-in zenity), recent files,
// files and FEN text dropped on the window, a game with a bad move opened up to that move.
#include <doctest/doctest.h>
#include <sys/stat.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "formats/iccs.h"
#include "game/clock/clock_tags.h"
#include "game/files/game_file.h"
#include "game/settings.h"
#include "game/text/i18n.h"
#include "gui_test_util.h"
#include "temp_dir.h"
#include "ui/drawn_text.h"
#include "xqf_example.h"

using namespace xq;
using namespace xq::test;
namespace fs = std::filesystem;

namespace {

const char* GAME = "[Event \"club\"]\n1. h2e2 h9g7 2. h0g2 i9h9 *\n";

void write(const fs::path& p, const std::string& text) {
    std::ofstream(p, std::ios::binary) << text;
}

}  // namespace

TEST_CASE("a new game is saved by default in the XDG documents folder (made if missing)") {
    TempDir t("xq_files_docs");
    setenv("XDG_DOCUMENTS_DIR", (t.path / "Docs").c_str(), 1);
    setenv("XQ_FILE_DIALOG", "builtin", 1);
    auto app = make_app(headless_options());
    REQUIRE(app);
    click_square(*app, sq("h2"));
    click_square(*app, sq("e2"));
    app->ui().select_tab = Ui::Tab::MOVES;
    app->frame();
    app->frame();
    CHECK(app->ui().files.game_file.empty());  // untitled: Save asks for a name
    REQUIRE(click_widget(*app, tr(Str::SAVE_PGN)));
    app->frame();
    REQUIRE(app->ui().files.browser.open);
    CHECK(app->ui().files.browser.folder == (t.path / "Docs").string());
    CHECK(std::string(app->ui().files.browser.name) == "xiangqi-game.pgn");
    REQUIRE(finish_in_browser(*app, "xiangqi-game.pgn", tr(Str::SAVE)));
    unsetenv("XQ_FILE_DIALOG");
    unsetenv("XDG_DOCUMENTS_DIR");
    const std::string path = (t.path / "Docs" / "xiangqi-game.pgn").string();
    CHECK(fs::is_regular_file(path));
    CHECK(app->ui().files.game_file == path);
    CHECK(app->settings().recent_files.at(0) == path);
}

TEST_CASE("without a desktop dialog the in-app browser opens and saves files (headless)") {
    TempDir t("xq_files_browser");
    struct Builtin {  // the in-app browser even where a desktop dialog is installed
        Builtin() { setenv("XQ_FILE_DIALOG", "builtin", 1); }
        ~Builtin() { unsetenv("XQ_FILE_DIALOG"); }
    } builtin;
    fs::create_directories(t.path / "club");
    write(t.path / "club" / "a.pgn", GAME);
    write(t.path / "club" / "notes.bin", "not a game file");
    struct Documents {  // where the browser starts
        explicit Documents(const fs::path& p) { setenv("XDG_DOCUMENTS_DIR", p.c_str(), 1); }
        ~Documents() { unsetenv("XDG_DOCUMENTS_DIR"); }
    } documents(t.path);
    auto app = make_app(headless_options());
    REQUIRE(app);
    Controller& c = app->controller();
    app->ui().select_tab = Ui::Tab::MOVES;
    app->frame();
    app->frame();
    REQUIRE(click_widget(*app, tr(Str::OPEN_FILE)));
    app->frame();
    CHECK(app->ui().files.browser.open);
    CHECK(app->ui().files.browser.folder == t.path.string());
    app->frame();  // the dialog takes its place in its first frame
    REQUIRE(click_widget(*app, "[club]"));
    CHECK(app->ui().files.browser.folder == (t.path / "club").string());
    app->frame();
    CHECK(app->ui().files.browser.entries.size() == 1);  // a.pgn; notes.bin is no game file
    save_screenshot(*app, "file_browser");
    SDL_Delay(400);  // one click, not a double click with the last one
    REQUIRE(click_widget(*app, "a.pgn"));
    CHECK(std::string(app->ui().files.browser.name) == "a.pgn");
    app->frame();
    REQUIRE(click_widget(*app, tr(Str::OPEN)));
    CHECK(c.game().length() == 4);
    CHECK(!app->ui().files.browser.open);
    CHECK(app->settings().recent_files.at(0) == (t.path / "club" / "a.pgn").string());

    // Save as: a name without extension gets .pgn, in the folder shown (the last one used).
    app->frame();
    REQUIRE(click_widget(*app, tr(Str::SAVE_AS)));
    app->frame();
    app->frame();
    REQUIRE(app->ui().files.browser.open);
    snprintf(app->ui().files.browser.name, sizeof app->ui().files.browser.name, "%s", "saved");
    app->frame();
    REQUIRE(click_widget(*app, tr(Str::SAVE)));
    CHECK(fs::is_regular_file(t.path / "club" / "saved.pgn"));
}

TEST_CASE("the desktop's dialog is used when one is installed (a stand-in zenity)") {
    TempDir t("xq_files_zenity");
    write(t.path / "game.pgn", GAME);
    const fs::path bin = t.path / "bin";
    fs::create_directories(bin);
    // Prints the chosen file, as zenity does, and records its arguments.
    write(bin / "zenity", "#!/bin/sh\necho \"$@\" > '" + (t.path / "args").string() + "'\necho '" +
                              (t.path / "game.pgn").string() + "'\n");
    ::chmod((bin / "zenity").c_str(), 0755);
    const std::string old_path = std::getenv("PATH") ? std::getenv("PATH") : "";
    setenv("PATH", (bin.string() + ":" + old_path).c_str(), 1);
    auto app = make_app(headless_options());
    REQUIRE(app);
    app->ui().select_tab = Ui::Tab::MOVES;
    app->frame();
    app->frame();
    REQUIRE(click_widget(*app, tr(Str::OPEN_FILE)));
    CHECK(!app->ui().files.browser.open);
    const int ms = run_until(
        *app, [&] { return app->controller().game().length() == 4; }, 5000);
    setenv("PATH", old_path.c_str(), 1);
    CHECK(ms >= 0);
    std::ifstream args(t.path / "args");
    std::string line;
    std::getline(args, line);
    CHECK(line.find("--file-selection") != std::string::npos);
}

TEST_CASE("a .pgn file or FEN text dropped on the window opens it") {
    TempDir t("xq_files_drop");
    write(t.path / "drop.pgn", GAME);
    auto app = make_app(headless_options());
    REQUIRE(app);
    SDL_Event e{};
    e.type = SDL_DROPFILE;
    e.drop.file = SDL_strdup((t.path / "drop.pgn").c_str());
    SDL_PushEvent(&e);
    app->frame();
    CHECK(app->controller().game().length() == 4);
    e = {};
    e.type = SDL_DROPTEXT;
    e.drop.file = SDL_strdup("3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1");
    SDL_PushEvent(&e);
    app->frame();
    CHECK(app->controller().game().position().fen() == "3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1");
}

TEST_CASE("opening a game with an illegal move keeps the legal part and says where") {
    TempDir t("xq_files_partial");
    write(t.path / "bad.pgn", "1. h2e2 h9g7 2. h0g2 h2e2 *\n");
    auto app = make_app(headless_options());
    REQUIRE(app);
    set_language(Lang::EN);
    app->frame();
    drop_file(*app, (t.path / "bad.pgn").string());
    CHECK(app->controller().game().length() == 3);
    const std::string m = message_text(app->controller().message);
    CAPTURE(m);
    CHECK(m.find('3') != std::string::npos);
    CHECK(m.find("move 2...") != std::string::npos);
    set_language(Lang::ZH);
}

TEST_CASE("recent files survive the settings file: most recent first and at most eight") {
    Settings s;
    for (int i = 0; i < 10; ++i) s.recent_files.push_back("/games/g" + std::to_string(i) + ".pgn");
    s.recent_files.resize(Settings::MAX_RECENT);
    Settings back;
    REQUIRE(parse_settings(format_settings(s), back, nullptr));
    CHECK(back.recent_files == s.recent_files);
    Settings none;
    REQUIRE(parse_settings(format_settings(Settings{}), none, nullptr));
    CHECK(none.recent_files.empty());
}

TEST_CASE("the game tags are edited in the Moves tab and written to the file and they round-trip") {
    TempDir t("xq_files_tags");
    write(t.path / "in.pgn",
          "[Event \"City final\"]\n[Site \"Guangzhou\"]\n[Red \"Lü Qin\"]\n[Custom \"kept\"]\n"
          "1. h2e2 h9g7 *\n");
    auto app = make_app(headless_options());
    REQUIRE(app);
    Controller& c = app->controller();
    app->ui().select_tab = Ui::Tab::MOVES;
    app->frame();
    app->frame();
    drop_file(*app, (t.path / "in.pgn").string());
    REQUIRE(c.game().length() == 2);
    CHECK(c.game().tag("Event") == "City final");
    app->frame();  // the game's players and event above the list move the header down
    // Open the details and type a Black player's name into its field.
    PointF header;
    REQUIRE(app->find_widget("##tags_header", header));
    click(*app, header);
    app->frame();
    CHECK(std::string(app->ui().moves.tag_edit.value[0]) == "City final");
    REQUIRE(click_widget(*app, "##tag_Black"));
    SDL_Event text{};
    text.type = SDL_TEXTINPUT;
    text.text.windowID = SDL_GetWindowID(app->window());
    snprintf(text.text.text, sizeof text.text.text, "%s", "胡荣华");
    SDL_PushEvent(&text);
    app->frame();
    save_screenshot(*app, "game_tags");
    click(*app, header);  // leaving the field applies it
    CHECK(c.game().tag("Black") == "胡荣华");
    // Saved to its file, and read back with every tag (the unknown one too).
    const std::string out = (t.path / "in.pgn").string();
    app->frame();
    REQUIRE(click_widget(*app, tr(Str::SAVE_PGN)));
    CHECK(!fs::exists(out + ".bak"));  // the file held what was opened: nothing to keep
    std::ifstream in(out);
    std::string saved((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    CAPTURE(saved);
    for (const char* tag : {"[Event \"City final\"]", "[Site \"Guangzhou\"]", "[Red \"Lü Qin\"]",
                            "[Black \"胡荣华\"]", "[Custom \"kept\"]"})
        CHECK(saved.find(tag) != std::string::npos);
    Game back;
    REQUIRE(pgn_to_game(saved, back, nullptr));
    for (const auto& tag : c.game().tags()) {
        const auto& [name, value] = tag;
        CAPTURE(tag.first);
        CHECK(back.tag(name) == value);
    }
    // And once more: nothing changes any more.
    CHECK(game_to_pgn(back, clock_tags(c.saved_clock())) == saved);
}

TEST_CASE("every tag of a file survives opening and saving / those the program writes itself too") {
    TempDir t("xq_files_tag_names");
    // Game, SetUp, Format, Opening and TimeControl are names the program writes itself; a file's
    // own values win (TimeControl here is not the program's clock, so its clocks are not saved).
    const std::vector<std::string> tags = {
        "[Game \"Xiangqi\"]",
        "[Event \"Club\"]",
        "[Custom \"kept\"]",
        "[Opening \"my own name\"]",
        "[ECCO \"A00\"]",
        "[TimeControl \"40/7200:3600\"]",
        "[SetUp \"1\"]",
        "[FEN \"rnbakabr1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\"]",
        "[Format \"ICCS\"]",
    };
    std::string file;
    for (const std::string& tag : tags) file += tag + "\n";
    write(t.path / "in.pgn", file + "1. h2e2 b9c7 *\n");
    AppOptions o = headless_options();
    o.open_path = (t.path / "in.pgn").string();
    auto app = make_app(o);
    REQUIRE(app);
    app->frame();
    REQUIRE(app->controller().game().length() == 2);
    const std::string out = (t.path / "in.pgn").string();  // saved to the file it came from
    app->ui().select_tab = Ui::Tab::MOVES;
    app->frame();
    app->frame();
    REQUIRE(click_widget(*app, tr(Str::SAVE_PGN)));
    std::ifstream in(out);
    std::string saved((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    CAPTURE(saved);
    for (const std::string& tag : tags) {
        CAPTURE(tag);
        CHECK(saved.find(tag + "\n") != std::string::npos);
    }
    CHECK(saved.find("[Game \"Chinese Chess\"]") == std::string::npos);  // not a second one
    CHECK(saved.find("RedClock") == std::string::npos);  // not mixed with the file's control

    // A file without them still gets the program's own.
    Game plain;
    REQUIRE(pgn_to_game("1. h2e2 h9g7 *\n", plain, nullptr));
    const std::string written = game_to_pgn(plain, clock_tags(app->controller().saved_clock()));
    for (const char* tag : {"[Game \"Chinese Chess\"]", "[Format \"ICCS\"]", "[Opening ",
                            "[TimeControl ", "[RedClock "})
        CHECK(written.find(tag) != std::string::npos);
}

TEST_CASE(
    "an XQF file opens from the command line / names show / saving goes to a .pgn beside it") {
    TempDir t("xq_files_xqf");
    const fs::path xqf = t.path / "仙人指路.xqf";
    write(xqf, test::as_text(test::format_notes_example()));
    AppOptions o = headless_options();
    o.open_path = xqf.string();
    auto app = make_app(o);
    REQUIRE(app);
    app->frame();
    const Game& g = app->controller().game();
    CHECK(g.length() == 16);
    CHECK(g.tag("Red") == "柳大华");
    CHECK(g.tag("Black") == "吕  钦");
    CHECK(app->ui().files.game_file.empty());  // never saved over: Save As offers a .pgn beside it
    // The message says where saving will write.
    set_language(Lang::EN);
    CHECK(message_text(app->controller().message)
              .find("saving writes PGN to " + (t.path / "仙人指路.pgn").string()) !=
          std::string::npos);
    set_language(Lang::ZH);
    // Black won, as the file says: the game opens finished, on the status line and under the
    // move list, and nobody plays on from its end.
    CHECK(g.over());
    CHECK(g.ended_by_record());
    app->frame();
    CHECK(app->ui().drawn.status ==
          std::string(tr(Str::BLACK_WINS)) + "（" + tr(Str::RESULT_RECORDED) + "）");
    PointF result_line;
    CHECK(app->find_widget("##main_line_result", result_line));
    CHECK(!app->controller().human_can_move());
    CHECK(app->settings().recent_files.at(0) == xqf.string());
    // 吕 and 钦 are not among the common characters: the atlas was made again with them.
    app->frame();
    const ImFont* body = ImGui::GetIO().Fonts->Fonts[0];
    CHECK(body->FindGlyphNoFallback(0x5415) != nullptr);  // 吕
    CHECK(body->FindGlyphNoFallback(0x94A6) != nullptr);  // 钦
    // Saving writes PGN beside the XQF file, which stays as it was.
    setenv("XQ_FILE_DIALOG", "builtin", 1);
    app->ui().select_tab = Ui::Tab::MOVES;
    app->frame();
    app->frame();
    REQUIRE(click_widget(*app, tr(Str::SAVE_PGN)));
    app->frame();
    REQUIRE(app->ui().files.browser.open);
    CHECK(app->ui().files.browser.folder == t.path.string());
    CHECK(std::string(app->ui().files.browser.name) == "仙人指路.pgn");
    REQUIRE(finish_in_browser(*app, app->ui().files.browser.name, tr(Str::SAVE)));
    unsetenv("XQ_FILE_DIALOG");
    CHECK(fs::is_regular_file(t.path / "仙人指路.pgn"));
    CHECK(app->ui().files.game_file == (t.path / "仙人指路.pgn").string());
    CHECK(fs::file_size(xqf) == test::format_notes_example().size());
}

TEST_CASE("a damaged XQF file gives a message and keeps the game on the board") {
    TempDir t("xq_files_bad_xqf");
    test::Bytes bad = test::format_notes_example();
    bad.resize(0x400 + 8 * 4 + 2);  // cut inside the fourth move
    write(t.path / "cut.xqf", test::as_text(bad));
    write(t.path / "junk.xqf", "XQ\x0a not really");
    auto app = make_app(headless_options());
    REQUIRE(app);
    Controller& c = app->controller();
    click_square(*app, sq("h2"));
    click_square(*app, sq("e2"));
    auto drop = [&](const fs::path& file) {
        SDL_Event e{};
        e.type = SDL_DROPFILE;
        e.drop.file = SDL_strdup(file.c_str());
        SDL_PushEvent(&e);
        app->frame();
        return message_text(c.message);
    };
    set_language(Lang::ZH);
    CHECK(drop(t.path / "junk.xqf").find("XQF文件不完整：只有14字节") != std::string::npos);
    CHECK(c.game().length() == 1);  // unchanged
    set_language(Lang::EN);
    CHECK(message_text(c.message).find("not a complete XQF file: 14 bytes") != std::string::npos);
    CHECK(drop(t.path / "cut.xqf").find("the move records end early") != std::string::npos);
    CHECK(c.game().length() == 3);  // the moves before the cut
    set_language(Lang::ZH);
    CHECK(message_text(c.message).find("着法记录提前结束") != std::string::npos);
}

TEST_CASE("an opened game with names shows them on the cards and the engine waits") {
    TempDir t("xq_files_names");
    write(t.path / "names.pgn",
          "[Event \"城市俱乐部友谊赛\"]\n[Red \"张三\"]\n[Black \"吕钦\"]\n[Date \"2026.11.21\"]\n"
          "1. 炮二平五 马８进７ 2. 马二进三 *\n");
    AppOptions o = headless_options(true);  // with the engine, which plays Black
    o.open_path = (t.path / "names.pgn").string();
    auto app = make_app(o);
    REQUIRE(app);
    Controller& c = app->controller();
    for (int i = 0; i < 5; ++i) app->frame();
    CHECK(c.game().length() == 3);
    CHECK(c.reading_game());
    CHECK(!c.engine_plays(BLACK));
    CHECK(!c.engine_thinking());  // Black to move, and the engine does not start by itself
    PointF w;
    CHECK(app->find_widget("##game_players", w));
    CHECK(app->find_widget("##game_event", w));
    save_screenshot(*app, "opened_names");
    REQUIRE(click_widget(*app, tr(Str::CONTINUE_PLAYING)));
    app->frame();
    CHECK(!c.reading_game());
    CHECK(c.engine_plays(BLACK));
    CHECK(c.engine_thinking());
}

TEST_CASE("an opened DhtmlXQ game shows its title above the event") {
    TempDir t("xq_files_title");
    write(t.path / "title.txt",
          "[DhtmlXQ][DhtmlXQ_title]胡荣华妙手弃车[/DhtmlXQ_title]"
          "[DhtmlXQ_event]全国个人赛[/DhtmlXQ_event]"
          "[DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist][/DhtmlXQ]\n");
    AppOptions o = headless_options();
    o.open_path = (t.path / "title.txt").string();
    auto app = make_app(o);
    REQUIRE(app);
    for (int i = 0; i < 3; ++i) app->frame();
    CHECK(app->controller().game().tag("Title") == "胡荣华妙手弃车");
    std::string all;
    for (const std::string& line : drawn_text_lines()) all += line + "\n";
    const size_t title = all.find("胡荣华妙手弃车"), event = all.find("全国个人赛");
    CHECK(title != std::string::npos);
    CHECK(event != std::string::npos);
    CHECK(title < event);
}

TEST_CASE("pasted game text is recognised: WXF, Chinese, DhtmlXQ / anything else keeps the game") {
    auto app = make_app(headless_options());
    REQUIRE(app);
    Controller& c = app->controller();
    auto paste = [&](const std::string& text) {
        SDL_SetClipboardText(text.c_str());
        press_key(*app, SDLK_v, KMOD_LCTRL);  // Ctrl+V on the board
        app->frame();
        return message_text(c.message);
    };
    set_language(Lang::EN);
    paste("1. C2=5 H8+7 2. H2+3 R9=8");
    CHECK(c.game().main_line().size() == 4);
    CHECK(c.reading_game());
    paste("1. 炮二平五 马8进7\n2. 马二进三 车9平8\n3. 车一平二\n");
    CHECK(c.game().main_line().size() == 5);
    paste(
        "[DhtmlXQ][DhtmlXQ_red]张三[/DhtmlXQ_red][DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist]"
        "[/DhtmlXQ]");
    CHECK(c.game().main_line().size() == 2);
    CHECK(c.game().tag("Red") == "张三");
    std::string m = paste("3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1\n");
    CHECK(c.game().position().fen() == "3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1");
    // Not a game: the message says what and where, and the game stays.
    REQUIRE(c.set_position(START_FEN, nullptr));
    REQUIRE(c.human_move(iccs_to_move("h2e2"), 0));
    m = paste("1. Q2+3 H8+7");
    CHECK(m ==
          "Not a game or a position: line 1: move 1 'Q2+3' is illegal in this position: "
          "unknown piece letter 'Q' (K A E H R C P, or B and N)");
    CHECK(c.game().length() == 1);
    m = paste("rnbakabnr/9/xyz w - - 0 1");  // shaped like a FEN: said as a FEN
    CHECK(m.rfind("Bad FEN: ", 0) == 0);
    CHECK(c.game().length() == 1);
    m = paste("hello");
    CHECK(m.rfind("Not a game or a position: ", 0) == 0);
    CHECK(c.game().length() == 1);
    set_language(Lang::ZH);
    CHECK(message_text(c.message).rfind("不是棋谱也不是局面：", 0) == 0);
    // A game that goes wrong later is kept up to there, and the message says where.
    set_language(Lang::EN);
    m = paste("1. C2=5 H8+7 2. Q2+3");
    CHECK(c.game().length() == 2);
    CHECK(m.find("move 2 'Q2+3'") != std::string::npos);
    set_language(Lang::ZH);
    // Copy as DhtmlXQ gives the game back.
    app->ui().select_tab = Ui::Tab::MOVES;
    app->frame();
    app->frame();
    REQUIRE(click_widget(*app, "##tags_header"));  // folded at first
    app->frame();
    REQUIRE(click_widget(*app, tr(Str::COPY_DHTMLXQ)));
    char* clip = SDL_GetClipboardText();
    REQUIRE(clip);
    const std::string copied = clip;
    SDL_free(clip);
    CHECK(copied.find("[DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist]") != std::string::npos);
    // 粘贴局面 (Paste FEN) opens a whole game too.
    SDL_SetClipboardText("1. 炮二平五 马8进7 2. 马二进三 *");
    app->frame();  // the copy's message may have moved the buttons: click where they are now
    REQUIRE(click_widget(*app, tr(Str::PASTE_FEN)));
    CHECK(c.game().main_line().size() == 3);
}
