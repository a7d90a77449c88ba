// A search's own style (level, lines, book) is for that search alone: the engine's setting and
// the searches before and after it keep theirs, so a full-strength question asked of an engine
// playing at a low level is answered at full strength.
#include <doctest/doctest.h>

#include <mutex>
#include <vector>

#include "engine.h"
#include "search/skill.h"

using namespace xq;

namespace {

struct Watch {
    std::mutex m;
    std::vector<SearchInfo> infos;
    std::vector<BestMoveInfo> best;
    explicit Watch(Engine& e) {
        e.on_info([this](const SearchInfo& i) {
            std::lock_guard lock(m);
            infos.push_back(i);
        });
        e.on_bestmove([this](const BestMoveInfo& b) {
            std::lock_guard lock(m);
            best.push_back(b);
        });
    }
    int deepest(int search_id) {
        std::lock_guard lock(m);
        int d = 0;
        for (const SearchInfo& i : infos)
            if (i.search_id == search_id) d = std::max(d, i.depth);
        return d;
    }
    int lines(int search_id) {
        std::lock_guard lock(m);
        int n = 0;
        for (const SearchInfo& i : infos)
            if (i.search_id == search_id) n = std::max(n, i.multipv);
        return n;
    }
};

}  // namespace

TEST_CASE("a search's own level overrides the engine's level for that search only") {
    Engine engine;
    engine.set_hash_mb(16);
    engine.set_skill_level(SKILL_RANGE.min);  // the opponent plays at level 1
    Watch w(engine);
    SearchLimits limits;
    limits.depth = 6;
    const int weak = engine.go(limits);
    engine.wait();
    const int strong =
        engine.go(limits, SearchStyle{SKILL_RANGE.max, 3, false, std::nullopt, std::nullopt});
    engine.wait();
    const int weak_again = engine.go(limits);
    engine.wait();
    // Level 1 looks one ply ahead whatever the limits; the full-strength search reaches depth 6.
    CHECK(w.deepest(weak) <= skill_params(SKILL_RANGE.min).max_depth);
    CHECK(w.deepest(strong) == 6);
    CHECK(w.lines(strong) == 3);
    CHECK(w.deepest(weak_again) <= skill_params(SKILL_RANGE.min).max_depth);
    CHECK(engine.skill_level() == SKILL_RANGE.min);
}

TEST_CASE("a search's own book setting overrides the engine's for that search only") {
    Engine engine;
    engine.set_hash_mb(16);
    std::string error;
    REQUIRE(engine.set_own_book(true, &error));
    Watch w(engine);
    SearchLimits limits;
    limits.depth = 3;
    engine.go(limits, SearchStyle{SKILL_RANGE.max, 1, false, std::nullopt, std::nullopt});
    engine.wait();
    engine.go(limits);
    engine.wait();
    REQUIRE(w.best.size() == 2);
    CHECK(!w.best[0].from_book);  // searched: the book was off for it
    CHECK(w.best[1].from_book);   // the engine's setting again
}
