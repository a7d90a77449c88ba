// kill -9 while the game's state files are written: the save probe (tests/probes/
// save_under_kill.cpp) writes settings, puzzle and endgame progress, a tournament's state and its
// PGN collection through the game's own save functions, over and over, and is killed at random
// moments. After each kill every file must be whole: exactly the content of one version, read
// back by the program's own readers, and never older than before the kill.
#include <doctest/doctest.h>

#include <chrono>
#include <filesystem>
#include <random>
#include <regex>

#include "game/files/storage.h"
#include "kill_process.h"
#include "probes/save_payloads.h"
#include "sweep.h"
#include "temp_dir.h"

using namespace xq;
namespace payload = xq::test::payload;

namespace {

// The version a file's text names, or -1.
int named_version(const std::string& text, const std::string& prefix) {
    const size_t at = text.find(prefix);
    if (at == std::string::npos) return -1;
    return std::atoi(text.c_str() + at + prefix.size());
}

std::string text_of(const std::string& path) {
    std::string text, error;
    REQUIRE_MESSAGE(read_file(path, text, &error), error);
    return text;
}

// The collection as append_to_collection makes it from these games in turn.
std::string collection_of(const std::vector<int>& versions) {
    std::string text;
    for (int v : versions) {
        if (!text.empty() && text.back() != '\n') text += '\n';
        if (!text.empty()) text += '\n';
        text += payload::collection_game(v);
    }
    return text;
}

struct Versions {
    int settings = 0, puzzles = 0, endgames = 0, tournament = 0, games = 0;
};

// Checks that each file is whole and not older than `before`; returns the versions found.
// A scenario read top to bottom; each doctest CHECK counts as branches.
// NOLINTNEXTLINE(readability-function-cognitive-complexity)
Versions check_files(const std::string& dir, const Versions& before) {
    Versions now;
    std::string error;

    const std::string settings_text = text_of(dir + "settings.ini");
    Settings s;
    CHECK_MESSAGE(parse_settings(settings_text, s, &error), error);
    now.settings = named_version(s.player_name, "Player ");
    CHECK(settings_text == format_settings(payload::settings(now.settings)));

    PuzzleProgress p;
    CHECK_MESSAGE(load_puzzle_progress(dir, p, &error), error);
    now.puzzles = p.current;
    CHECK(text_of(dir + PUZZLE_PROGRESS_FILE) ==
          format_puzzle_progress(payload::puzzles(p.current)));

    EndgameProgress e;
    CHECK_MESSAGE(load_endgame_progress(dir, e, &error), error);
    REQUIRE_FALSE(e.solved.empty());
    now.endgames = *e.solved.rbegin();
    CHECK(text_of(dir + ENDGAME_PROGRESS_FILE) ==
          format_endgame_progress(payload::endgames(now.endgames)));

    TournamentRecord t;
    CHECK_MESSAGE(load_tournament(dir, t, &error), error);
    now.tournament = named_version(t.event, "Kill test ");
    CHECK(text_of(dir + TOURNAMENT_FILE) == format_tournament(payload::tournament(now.tournament)));

    // The collection: games of growing versions, exactly as appended one by one.
    const std::string games_text = text_of(dir + "games.pgn");
    std::vector<int> versions;
    for (const std::string& game : split_collection(games_text))
        versions.push_back(named_version(game, "[Event \"Kill test "));
    CHECK(std::is_sorted(versions.begin(), versions.end()));
    CHECK(games_text == collection_of(versions));
    now.games = int(versions.size());

    CHECK(now.settings >= before.settings);
    CHECK(now.puzzles >= before.puzzles);
    CHECK(now.endgames >= before.endgames);
    CHECK(now.tournament >= before.tournament);
    CHECK(now.games >= before.games);
    return now;
}

bool temporary_file_left(const std::string& dir) {
    for (const auto& entry : std::filesystem::directory_iterator(dir))
        if (entry.path().extension() == ".tmp") return true;
    return false;
}

}  // namespace

// Not under a sanitizer: processes killed: the files they leave are what is checked.
TEST_CASE("kill -9 while saving / every state file holds its old or its new content" *
          test::not_under_sanitizers()) {
    const test::TempDir temp("xq_kill_saves");
    const std::string dir = temp.dir();
    // Version 1 of every file, written whole before the kills begin: its time is the time of
    // one round of the probe (each file's data and its rename reach the disk: milliseconds).
    std::string error;
    const auto start = std::chrono::steady_clock::now();
    REQUIRE(write_file_atomic(dir + "settings.ini", format_settings(payload::settings(1)), &error));
    REQUIRE(save_puzzle_progress(dir, payload::puzzles(1), &error));
    REQUIRE(save_endgame_progress(dir, payload::endgames(1), &error));
    REQUIRE(save_tournament(dir, payload::tournament(1), &error));
    REQUIRE(append_to_collection(dir + "games.pgn", payload::collection_game(1), &error));
    const auto round = std::chrono::duration_cast<std::chrono::microseconds>(
        std::chrono::steady_clock::now() - start);
    Versions seen = check_files(dir, {});

    // The probe starts in a few milliseconds and then writes without pause: kills at random
    // moments over its start and about four rounds land before, between and inside its writes.
    const int kills = 160;
    const int window_us = 20000 + 4 * int(round.count());
    std::mt19937 rng(20261202);
    int inside_a_write = 0, progressed = 0;
    for (int k = 0; k < kills; ++k) {
        CAPTURE(k);
        const int first = (k + 2) * 100000;  // above every version written before
        const pid_t pid = test::start_quiet({XQ_SAVE_PROBE_BIN, dir, std::to_string(first)});
        REQUIRE(pid > 0);
        REQUIRE_MESSAGE(test::kill_after(pid, std::chrono::microseconds(rng() % window_us)),
                        "the probe ended before it was killed");
        if (temporary_file_left(dir)) ++inside_a_write;
        const Versions now = check_files(dir, seen);
        if (now.games > seen.games) ++progressed;
        seen = now;
    }
    MESSAGE(kills << " kills over " << window_us / 1000 << " ms each: " << inside_a_write
                  << " inside a write, " << progressed << " after at least one new game was saved");
    // Not vacuous: many kills caught the probe mid-save, and many came after it had saved.
    CHECK(inside_a_write >= kills / 5);
    CHECK(progressed >= kills / 5);
}
