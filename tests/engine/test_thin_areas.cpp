// Second, independent tests for facts that had a single test each (issue 14): the difficulty
// range reached through the Engine facade and the UCCI option (the first tests go through the
// UCI option and the settings file).
#include <doctest/doctest.h>

#include "engine.h"
#include "protocol_transcript.h"
#include "search/search_types.h"

using namespace xq;
using namespace xq::testing;

TEST_CASE("thin areas: the engine clamps skill levels outside 1..10 to the nearest end") {
    Engine engine;
    for (auto levels : {std::pair{5, 5}, std::pair{0, 1}, std::pair{-7, 1}, std::pair{11, 10},
                        std::pair{1000, 10}, std::pair{1, 1}, std::pair{10, 10}}) {
        const auto [asked, kept] = levels;
        CAPTURE(levels.first);
        engine.set_skill_level(asked);
        CHECK(engine.skill_level() == kept);
    }
    CHECK(SKILL_RANGE.min == 1);
    CHECK(SKILL_RANGE.max == 10);
}

TEST_CASE("thin areas: UCCI setoption skill takes 1 to 10 and refuses 0 and 11 keeping the level") {
    Transcript t;
    t.send("ucci");
    t.take();
    CHECK(t.exchange("setoption skill 1").empty());
    CHECK(t.engine.skill_level() == 1);
    CHECK(t.exchange("setoption skill 10").empty());
    CHECK(t.engine.skill_level() == 10);
    CHECK(t.exchange("setoption skill 6").empty());
    for (const char* bad : {"setoption skill 0", "setoption skill 11", "setoption skill -1"}) {
        CAPTURE(bad);
        auto lines = t.exchange(bad);
        REQUIRE(lines.size() == 1);
        CHECK(starts_with(lines[0],
                          "info message error: option skill takes a whole number from 1 "
                          "to 10"));
        CHECK(t.engine.skill_level() == 6);
    }
}
