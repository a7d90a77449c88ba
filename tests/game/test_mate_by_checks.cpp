// The analysis's mate-by-checks search (game/mate_by_checks.h) off the UI thread: the answer
// arrives for the position it was asked about, the Controller asks about the position shown,
// and a search still running is stopped by a new one, by cancel and by the finder's end.
#include <doctest/doctest.h>

#include <chrono>
#include <thread>

#include "game/controller.h"
#include "game/mate_by_checks.h"

using namespace xq;

namespace {

// Red mates by checks in 3: 1. 马六进五 将６进１ 2. 马五进六 将６退１ 3. 车五平四.
const char* FINDER_MATE_IN_3 = "3PR4/5k3/9/9/9/3N5/9/5r3/4K4/3A2B2 w - - 0 1";
// A middlegame full of checks for Red: the solver needs seconds to give up.
const char* FINDER_MANY_CHECKS = "5a3/4kcN1n/3Pba1r1/p2nN4/4C1p1p/9/P3P3P/4B4/6C2/3AKAB2 w - - 0 2";

Position finder_position(const char* fen) {
    Position pos;
    REQUIRE(pos.set_fen(fen));
    return pos;
}

// Polls as the UI does, once a frame, up to `seconds`.
std::optional<CheckMateResult> finder_result(const MateByChecksFinder& f, double seconds = 20) {
    const auto end = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
    while (std::chrono::steady_clock::now() < end) {
        if (auto r = f.result()) return r;
        std::this_thread::sleep_for(std::chrono::milliseconds(16));
    }
    return std::nullopt;
}

double finder_seconds(auto&& action) {
    const auto start = std::chrono::steady_clock::now();
    action();
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

TEST_CASE("mate by checks finder / the answer comes from its thread for the position asked") {
    MateByChecksFinder f;
    CHECK(!f.running());
    CHECK(!f.result());
    const Position pos = finder_position(FINDER_MATE_IN_3);
    f.start(pos, 7);
    CHECK(f.about(pos.key(), 7));
    CHECK(!f.about(pos.key(), 8));
    CHECK(!f.about(Position().key(), 7));
    const std::optional<CheckMateResult> r = finder_result(f);
    REQUIRE(r);
    CHECK(!f.running());
    CHECK(r->verdict == CheckMateVerdict::MATE);
    CHECK(r->moves == 3);
    CHECK(r->line.size() == 5);
    REQUIRE(f.root());
    CHECK(f.root()->fen() == pos.fen());
}

TEST_CASE("mate by checks finder / a new start, cancel and the end stop a running search") {
    MateByChecksFinder f;
    f.start(finder_position(FINDER_MANY_CHECKS), 0, 100'000'000);
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    CHECK(f.running());
    // A new position replaces it at once, and its own answer comes.
    CHECK(finder_seconds([&] { f.start(finder_position(FINDER_MATE_IN_3), 1); }) < 2);
    const std::optional<CheckMateResult> r = finder_result(f);
    REQUIRE(r);
    CHECK(r->moves == 3);
    f.start(finder_position(FINDER_MANY_CHECKS), 2, 100'000'000);
    CHECK(finder_seconds([&] { f.cancel(); }) < 2);
    CHECK(!f.running());
    CHECK(!f.result());
    CHECK(!f.about(finder_position(FINDER_MANY_CHECKS).key(), 2));
    CHECK(finder_seconds([] {
              MateByChecksFinder running;
              running.start(finder_position(FINDER_MANY_CHECKS), 0, 100'000'000);
              std::this_thread::sleep_for(std::chrono::milliseconds(20));
          }) < 2);
}

TEST_CASE("mate by checks finder / the Controller asks about the position shown") {
    Settings settings;
    settings.mode = Mode::TWO_HUMANS;
    Controller c(settings, nullptr);
    REQUIRE(c.set_position(FINDER_MATE_IN_3, nullptr));
    c.study().find_mate_by_checks();
    const MateByChecksFinder& f = c.study().mate_by_checks();
    CHECK(f.about(c.game().position().key(), c.game().ply()));
    const std::optional<CheckMateResult> r = finder_result(f);
    REQUIRE(r);
    CHECK(r->verdict == CheckMateVerdict::MATE);
    CHECK(r->moves == 3);
    // Another position shown: the answer is not about it.
    REQUIRE(c.human_move(r->line[0], 0));
    CHECK(!f.about(c.game().position().key(), c.game().ply()));
}
