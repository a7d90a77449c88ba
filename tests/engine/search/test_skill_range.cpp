// The difficulty range (1-20) as the Engine facade and the UCCI option enforce it; the UCI
// option and the settings file have their own tests.
#include <doctest/doctest.h>

#include "engine.h"
#include "protocol_transcript.h"
#include "search/search_types.h"

using namespace xq;
using namespace xq::testing;

TEST_CASE("skill range: the engine clamps skill levels outside 1..20 to the nearest end") {
    Engine engine;
    for (auto levels : {std::pair{5, 5}, std::pair{0, 1}, std::pair{-7, 1}, std::pair{21, 20},
                        std::pair{1000, 20}, std::pair{1, 1}, std::pair{20, 20}}) {
        const auto [asked, kept] = levels;
        CAPTURE(levels.first);
        engine.set_skill_level(asked);
        CHECK(engine.skill_level() == kept);
    }
    CHECK(SKILL_RANGE.min == 1);
    CHECK(SKILL_RANGE.max == 20);
}

TEST_CASE(
    "skill range: UCCI setoption skill takes 1 to 20 and refuses 0 and 21 keeping the level") {
    Transcript t;
    t.send("ucci");
    t.take();
    CHECK(t.exchange("setoption skill 1").empty());
    CHECK(t.engine.skill_level() == 1);
    CHECK(t.exchange("setoption skill 20").empty());
    CHECK(t.engine.skill_level() == 20);
    CHECK(t.exchange("setoption skill 6").empty());
    for (const char* bad : {"setoption skill 0", "setoption skill 21", "setoption skill -1"}) {
        CAPTURE(bad);
        auto lines = t.exchange(bad);
        REQUIRE(lines.size() == 1);
        CHECK(starts_with(lines[0],
                          "info message error: option skill takes a whole number from 1 "
                          "to 20"));
        CHECK(t.engine.skill_level() == 6);
    }
}
