// A difficulty lowered during a search acts at once: the search ends as soon as it runs deeper
// than the new level's depth cap, instead of finishing the iteration (seconds at full strength).
#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <thread>

#include "engine.h"
#include "rules/movegen.h"

using namespace xq;

TEST_CASE("lowering the skill level during a search ends it at once with a legal move") {
    Engine engine;
    engine.set_hash_mb(16);
    engine.set_skill_level(SKILL_RANGE.max);
    std::atomic<int> depth{0};
    std::atomic<bool> done{false};
    Move best = MOVE_NONE;
    engine.on_info([&](const SearchInfo& i) { depth.store(i.depth); });
    engine.on_bestmove([&](const BestMoveInfo& b) {
        best = b.best;
        done.store(true);
    });
    SearchLimits limits;
    limits.movetime_ms = 120000;  // far beyond the waits below
    const auto t0 = std::chrono::steady_clock::now();
    engine.go(limits);
    // Deep enough that one more iteration takes far longer than the latency checked below (depth
    // 12 to 13 of the start position: about 250 ms in Release, seconds under the sanitizers,
    // where reaching depth 12 alone takes up to 20 s).
    while (depth.load() < 12 && std::chrono::steady_clock::now() - t0 < std::chrono::seconds(90))
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    REQUIRE(depth.load() >= 12);
    const auto lowered = std::chrono::steady_clock::now();
    engine.set_skill_level(3);
    while (!done.load() && std::chrono::steady_clock::now() - lowered < std::chrono::seconds(30))
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    const double latency =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - lowered).count();
    engine.wait();
    MESSAGE("bestmove " << latency * 1000 << " ms after the level was lowered at depth "
                        << depth.load() << ", "
                        << std::chrono::duration<double>(lowered - t0).count() << " s into it");
    CHECK(latency < 0.05);
    Position start;
    MoveList legal;
    generate_legal(start, legal);
    CHECK(legal.contains(best));
}
