// Tests written for the survivors of scripts/mutation_bench.py (docs/testing.md) in the
// UI-free game layer: each pins a fact that no other test checked, named after its mutant.
#include <doctest/doctest.h>

#include <string>

#include "game/settings.h"

using namespace xq;

TEST_CASE("a settings file edited to hold ten recent files keeps the first eight") {
    // Mutant settings-recent-limit: the reader kept every "recent" line, however many.
    std::string text;
    for (int i = 0; i < 10; ++i) text += "recent = /games/g" + std::to_string(i) + ".pgn\n";
    text += "flip = true\n";
    Settings s;
    std::string error;
    CHECK(!parse_settings(text, s, &error));  // the two extra lines are named, the rest kept
    REQUIRE(s.recent_files.size() == Settings::MAX_RECENT);
    CHECK(s.recent_files.front() == "/games/g0.pgn");
    CHECK(s.recent_files.back() == "/games/g7.pgn");
    CHECK(error.find("line 9") != std::string::npos);
    CHECK(s.flip);
}
