// The win-chance curve: symmetric, monotonic, mates at the ends, and the fitted points.
#include <doctest/doctest.h>

#include "search/win_chance.h"

using namespace xq;

TEST_CASE("win chance: 50% at 0 / symmetric / rising / mates certain / the fitted table") {
    auto cp = [](int v) { return win_chance(Score{Score::CENTIPAWNS, v}); };
    CHECK(cp(0) == doctest::Approx(0.5));
    for (int v = 0; v <= 2000; v += 50) {
        CHECK(cp(v) + cp(-v) == doctest::Approx(1.0));
        CHECK(cp(v + 50) > cp(v));
    }
    CHECK(win_chance(Score{Score::MATE, 3}) == 1.0);
    CHECK(win_chance(Score{Score::MATE, -3}) == 0.0);
    CHECK(win_chance(Score{Score::MATE, 0}) == 0.0);
    // The data of docs/engine.md: at +200 cp Red scored 0.628, at +400 0.738, at -300 0.311.
    CHECK(cp(200) == doctest::Approx(0.628).epsilon(0.02));
    CHECK(cp(400) == doctest::Approx(0.738).epsilon(0.02));
    CHECK(cp(-300) == doctest::Approx(0.311).epsilon(0.02));
}
