// Files that never hurt: settings read line by line (good lines kept, BOM accepted, garbage
// quoted as short printable excerpts), damaged files kept as .bad, a saved game kept up to a
// bad move, a huge garbage line costing no time, and a config dir that cannot hold the files
// replaced by one the message names.
#include <doctest/doctest.h>

#include <ctime>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "file_bytes.h"
#include "formats/iccs.h"
#include "game/files/game_file.h"
#include "game/settings.h"
#include "game/text/i18n.h"
#include "gui_test_util.h"
#include "temp_dir.h"

using namespace xq;
using namespace xq::test;
namespace fs = std::filesystem;

namespace {

void write(const fs::path& p, const std::string& text) {
    std::ofstream(p, std::ios::binary) << text;
}

using xq::test::slurp;

AppOptions persistent(const fs::path& dir, const fs::path& fallback) {
    AppOptions o = headless_options();
    o.persist = true;
    o.config_dir = dir.string();
    o.state_fallbacks = {fallback.string()};
    return o;
}

}  // namespace

TEST_CASE(
    "settings: a BOM is accepted / one bad line keeps the others / the file is kept as .bad") {
    TempDir t("xq_state_lines");
    write(t.path / "settings.ini", "\xEF\xBB\xBFlevel = 6\nmode = banana\nflip = true\n");
    {
        auto app = make_app(persistent(t.path, t.path / "fallback"));
        REQUIRE(app);
        CHECK(app->settings().skill == 6);  // the first line, after the BOM
        CHECK(app->settings().flip);        // the line after the bad one
        CHECK(app->settings().mode == Settings{}.mode);
        const std::string notice = notices_text(*app);
        CHECK(notice.find('2') != std::string::npos);  // names the bad line
        CHECK(notice.find("banana") != std::string::npos);
        CHECK(fs::exists(t.path / "settings.ini.bad"));
        save_screenshot(*app, "settings_bad_line");
    }
    // A file with only a BOM and good lines is no problem at all.
    write(t.path / "settings.ini", "\xEF\xBB\xBFlevel = 4\n");
    fs::remove(t.path / "settings.ini.bad");
    auto app = make_app(persistent(t.path, t.path / "fallback"));
    REQUIRE(app);
    CHECK(app->settings().skill == 4);
    CHECK(app->ui().dialogs.notices.empty());
    CHECK(!fs::exists(t.path / "settings.ini.bad"));
}

TEST_CASE("garbage in settings.ini is quoted as escapes / not as ???? or raw bytes") {
    TempDir t("xq_state_garbage");
    write(t.path / "settings.ini", std::string("level = \xFF\xFE\x01\x02ok\n"));
    auto app = make_app(persistent(t.path, t.path / "fallback"));
    REQUIRE(app);
    const std::string notice = notices_text(*app);
    CAPTURE(notice);
    CHECK(notice.find("\\xFF\\xFE\\x01\\x02ok") != std::string::npos);
    CHECK(notice.find('?') == std::string::npos);
    for (unsigned char ch : notice) CHECK((ch >= 0x20 || ch == '\n'));
}

namespace {

// CPU time of the calling thread, in seconds.
double thread_cpu_seconds() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
}

}  // namespace

TEST_CASE("a 4 MB garbage line in settings.ini and game.pgn: first frame in < 2 s / text capped") {
    TempDir t("xq_state_huge");
    std::string huge(4 << 20, 'x');
    for (size_t i = 0; i < huge.size(); i += 7) huge[i] = char(0x80 + i % 64);
    write(t.path / "settings.ini", "level = 6\nmode = " + huge + "\n");
    write(t.path / "game.pgn", "1. h2e2 " + huge + "\n");
    // The time this thread worked, not the wall clock: a loaded machine makes the wall clock
    // wait for a CPU, while a reader that went quadratic on the long line would work for it.
    const double t0 = thread_cpu_seconds();
    auto app = make_app(persistent(t.path, t.path / "fallback"));  // init and the first frame
    const double seconds = thread_cpu_seconds() - t0;
    REQUIRE(app);
    MESSAGE("first frame after " << seconds * 1000 << " ms of CPU");
    CHECK(seconds < 2.0);
    const std::string notice = notices_text(*app);
    CHECK(notice.size() < 3000);
    CHECK(app->settings().skill == 6);
    // The dialog lays out the capped text: the next frames are quick as well.
    const double t1 = thread_cpu_seconds();
    for (int i = 0; i < 10; ++i) app->frame();
    CHECK(thread_cpu_seconds() - t1 < 2.0);
    save_screenshot(*app, "huge_garbage");
}

TEST_CASE("a saved game with an illegal move keeps the legal part and says where it stopped") {
    TempDir t("xq_state_partial");
    write(t.path / "game.pgn", "[Event \"club\"]\n1. h2e2 h9g7 2. h0g2 h2e2 3. i0h0 *\n");
    auto app = make_app(persistent(t.path, t.path / "fallback"));
    REQUIRE(app);
    CHECK(app->controller().game().length() == 3);
    const std::string notice = notices_text(*app);
    CAPTURE(notice);
    CHECK(notice.find("line 2") == std::string::npos);  // it is on line 2: said in Chinese
    CHECK(notice.find("第2行") != std::string::npos);
    CHECK(notice.find("第2回合") != std::string::npos);
    CHECK(fs::exists(t.path / "game.pgn.bad"));
    save_screenshot(*app, "partial_game");
}

TEST_CASE(
    "a config dir that is a file / or a settings.ini that is a folder: saved elsewhere / said") {
    TempDir t("xq_state_dirs");
    for (bool dir_is_file : {true, false}) {
        CAPTURE(dir_is_file);
        const fs::path wanted = t.path / (dir_is_file ? "config-file" : "config");
        const fs::path fallback = t.path / (dir_is_file ? "fallback1" : "fallback2");
        if (dir_is_file) {
            write(wanted, "not a folder");
        } else {
            fs::create_directories(wanted / "settings.ini");
        }
        {
            auto app = make_app(persistent(wanted, fallback));
            REQUIRE(app);
            const std::string notice = notices_text(*app);
            CAPTURE(notice);
            CHECK(notice.find(wanted.string()) != std::string::npos);
            CHECK(notice.find(fallback.string()) != std::string::npos);
            app->settings().skill = 2;
            save_screenshot(*app, dir_is_file ? "config_dir_is_file" : "settings_is_folder");
            REQUIRE(click_widget(*app, tr(Str::OK)));
            CHECK(app->ui().dialogs.notices.empty());
            click_square(*app, sq("h2"));
            click_square(*app, sq("e2"));
            REQUIRE(app->controller().game().ply() == 1);
        }
        // Saved where the message said.
        CHECK(fs::is_regular_file(fallback / "settings.ini"));
        CHECK(fs::is_regular_file(fallback / "game.pgn"));
        Settings s;
        std::ifstream in(fallback / "settings.ini");
        std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        CHECK(parse_settings(text, s, nullptr));
        CHECK(s.skill == 2);
    }
}

TEST_CASE("settings file: level 1 is kept at start, 0 and 21 are refused with a notice") {
    TempDir t("xq_state_skill");
    struct Case {
        const char* text;
        int skill;
        bool refused;
    };
    // (The default level would look alike kept and refused. The ten-level scale's `skill = 1`
    // is today's level 4.)
    for (const Case& k :
         {Case{"level = 1\n", 1, false}, Case{"level = 0\n", Settings{}.skill, true},
          Case{"level = 21\n", Settings{}.skill, true}, Case{"skill = 1\n", 4, false},
          Case{"skill = 11\n", Settings{}.skill, true}}) {
        CAPTURE(k.text);
        fs::remove_all(t.path);
        fs::create_directories(t.path);
        std::ofstream(t.path / "settings.ini") << k.text;
        auto app = make_app(persistent(t.path, t.path / "fallback"));
        REQUIRE(app);
        CHECK(app->settings().skill == k.skill);
        CHECK(app->ui().dialogs.notices.empty() ==
              !k.refused);  // a refused level is named in a notice
    }
}

TEST_CASE("state files: a game being read is read again after a restart / no engine moves in it") {
    TempDir t("xq_state_reading");
    write(t.path / "names.pgn", "[Red \"张三\"]\n[Black \"吕钦\"]\n1. h2e2 *\n");
    {
        AppOptions o = persistent(t.path, t.path / "fallback");
        o.open_path = (t.path / "names.pgn").string();
        auto app = make_app(o);
        REQUIRE(app);
        app->frame();
        CHECK(app->controller().reading_game());
    }
    CHECK(slurp(t.path / "game.pgn").find("[Reading \"1\"]") != std::string::npos);
    AppOptions o = persistent(t.path, t.path / "fallback");
    o.no_engine = false;  // the engine plays Black, who is to move
    auto app = make_app(o);
    REQUIRE(app);
    app->frame();
    app->frame();
    Controller& c = app->controller();
    CHECK(c.reading_game());
    CHECK(!c.engine_thinking());
    CHECK(c.game().tag("Black") == "吕钦");
    CHECK(c.game().tag("Reading").empty());  // the program's own, not the game's
}

TEST_CASE("state files: a move and a setting changed after the last frame are saved on quit") {
    TempDir t("xq_state_quit");
    {
        auto app = make_app(persistent(t.path, t.path / "fallback"));
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
