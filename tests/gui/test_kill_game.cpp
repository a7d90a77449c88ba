// kill -9 of the game itself: the real program plays engine against engine (demo mode, a tenth
// of a second a move), saving its settings and the game after every move, and is killed at
// random moments. After each kill both files read back whole with the program's own readers,
// the next start resumes the saved game (its moves never fewer than before the kill), and at
// the end the program starts from the files and draws its window.
#include <doctest/doctest.h>

#include <chrono>
#include <filesystem>
#include <random>
#include <string>

#include "../kill_process.h"
#include "../sweep.h"
#include "../temp_dir.h"
#include "game/files/game_file.h"
#include "game/files/storage.h"
#include "game/settings.h"

using namespace xq;

namespace {

const std::vector<std::string> HEADLESS = {"SDL_VIDEODRIVER=dummy", "SDL_AUDIODRIVER=dummy"};

// The moves of the saved game; fails the test when the file is not whole.
int saved_moves(const std::string& dir) {
    std::string text, error;
    REQUIRE_MESSAGE(xq::read_file(dir + "game.pgn", text, &error), error);
    Game game;
    CHECK_MESSAGE(pgn_to_game(text, game, &error), error, "\n", text);
    Settings s;
    std::string settings_text;
    REQUIRE_MESSAGE(xq::read_file(dir + "settings.ini", settings_text, &error), error);
    CHECK_MESSAGE(parse_settings(settings_text, s, &error), error);
    CHECK(s.mode == Mode::DEMO);
    return game.length();
}

}  // namespace

// Not under a sanitizer: processes killed: the files they leave are what is checked.
TEST_CASE("kill -9 of the game / its settings and the game in progress survive every kill" *
          test::not_under_sanitizers()) {
    const test::TempDir temp("xq_kill_game");
    const std::string dir = temp.dir();
    Settings s;
    s.mode = Mode::DEMO;
    s.movetime_s = Settings::MIN_MOVETIME;
    s.welcomed = true;
    std::string error;
    REQUIRE(write_file_atomic(dir + "settings.ini", format_settings(s), &error));

    const std::vector<std::string> game = {XQ_GAME_BIN,  "--config-dir", dir,
                                           "--software", "--size",       "640x480"};
    // The game starts in about half a second, then moves every tenth of a second: kills over a
    // few seconds land while it starts, thinks and saves.
    const int kills = 32;
    const int shortest_ms = 400, window_ms = 1000;
    std::mt19937 rng(7);
    int moves = 0, progressed = 0;
    for (int k = 0; k < kills; ++k) {
        CAPTURE(k);
        const pid_t pid = test::start_quiet(game, HEADLESS);
        REQUIRE(pid > 0);
        const auto delay = std::chrono::milliseconds(shortest_ms + int(rng() % window_ms));
        REQUIRE_MESSAGE(test::kill_after(pid, delay), "the game ended before it was killed");
        if (!std::filesystem::exists(dir + "game.pgn")) continue;  // killed before its first move
        const int now = saved_moves(dir);
        CHECK(now >= moves);  // the next start resumed the saved game: nothing was lost
        if (now > moves) ++progressed;
        moves = now;
    }
    MESSAGE(progressed << " kills after new moves were saved; the saved game has " << moves
                       << " moves");
    CHECK(progressed >= 3);  // the game played and saved between the kills
    // The program starts from what the kills left and draws its window.
    const std::string shot = dir + "after.png";
    const pid_t pid = test::start_quiet(
        {XQ_GAME_BIN, "--config-dir", dir, "--software", "--size", "640x480", "--screenshot", shot},
        HEADLESS);
    int status = 0;
    ::waitpid(pid, &status, 0);
    CHECK(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 0);
    CHECK(std::filesystem::file_size(shot) > 0);
}
