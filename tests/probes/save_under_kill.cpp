// The save probe: writes the game's state files (settings, puzzle and endgame progress, a
// tournament's state and its PGN collection) through the game's own save functions, version
// after version, until it is killed. tests/game/test_kill_saves.cpp kills it at random moments
// and checks that every file is whole. Usage: save_under_kill DIR FIRST_VERSION
#include <cstdio>
#include <cstdlib>
#include <string>

#include "game/files/storage.h"
#include "probes/save_payloads.h"

int main(int argc, char** argv) {
    using namespace xq;
    if (argc != 3) {
        std::fprintf(stderr, "usage: save_under_kill DIR FIRST_VERSION\n");
        return 2;
    }
    const std::string dir = std::string(argv[1]) + "/";
    std::string error;
    for (int v = std::atoi(argv[2]);; ++v) {
        const bool ok =
            write_file_atomic(dir + "settings.ini", format_settings(test::payload::settings(v)),
                              &error) &&
            save_puzzle_progress(dir, test::payload::puzzles(v), &error) &&
            save_endgame_progress(dir, test::payload::endgames(v), &error) &&
            save_tournament(dir, test::payload::tournament(v), &error) &&
            append_to_collection(dir + "games.pgn", test::payload::collection_game(v), &error);
        if (!ok) {
            std::fprintf(stderr, "save_under_kill: %s\n", error.c_str());
            return 1;
        }
    }
}
