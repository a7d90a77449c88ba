// The difficulty levels' search settings: each level at least as deep and as choosy as the one
// below, and the choice among near-best moves as loose as each level allows.
#include <doctest/doctest.h>

#include <random>
#include <vector>

#include "search/search_types.h"
#include "search/skill.h"

using namespace xq;

TEST_CASE("skill levels: deeper with every second level, no two levels alike, 20 is full") {
    const auto depth = [](int level) {
        const int d = skill_params(level).max_depth;
        return d == 0 ? 1000 : d;  // no cap
    };
    for (int level = SKILL_RANGE.min + 1; level <= SKILL_RANGE.max; ++level) {
        CAPTURE(level);
        const SkillParams lower = skill_params(level - 1), p = skill_params(level);
        CHECK(depth(level) >= depth(level - 1));
        CHECK((depth(level) != depth(level - 1) || p.margin != lower.margin ||
               p.multipv != lower.multipv));
        // Levels 1-4 look one ply ahead and choose ever more tightly; from level 6 up an even
        // level chooses more loosely than the one below it, and the odd levels (and 20) choose
        // ever more tightly.
        if (level <= 4) CHECK(depth(level) == 1);
        if (level <= 4) CHECK((p.margin < lower.margin && p.multipv < lower.multipv));
        if (level >= 6 && level < SKILL_RANGE.max && level % 2 == 0) CHECK(p.margin > lower.margin);
        if (level >= 5 && level % 2 == 1) CHECK(p.margin < skill_params(level - 2).margin);
    }
    CHECK(depth(SKILL_RANGE.max) > depth(SKILL_RANGE.max - 1));
    CHECK(skill_params(SKILL_RANGE.max).margin == 0);
}

TEST_CASE("skill levels: level 1 sometimes gives up a piece, level 19 stays within 10 centipawns") {
    // Twelve root moves 100 cp apart: 0, -100, ..., -1100.
    std::vector<ScoredRootMove> lines;
    lines.reserve(12);
    for (int i = 0; i < 12; ++i) lines.push_back({Move(i + 1), Value(-100 * i)});
    std::mt19937_64 rng(7);
    int worse_than_a_horse = 0;
    for (int trial = 0; trial < 1000; ++trial) {
        const Move m = pick_skill_move(lines, 1, rng);
        if (int(m) - 1 >= 5) ++worse_than_a_horse;  // 500 cp or more below the best
        CHECK(pick_skill_move(lines, 19, rng) == lines[0].move);
        CHECK(pick_skill_move(lines, SKILL_RANGE.max, rng) == lines[0].move);
    }
    CHECK(worse_than_a_horse > 100);
    // Level 4 (the lowest of the ten-level scale) never strays more than 300 cp, level 3 not
    // more than 540.
    for (int trial = 0; trial < 1000; ++trial) {
        CHECK(int(pick_skill_move(lines, 4, rng)) - 1 <= 3);
        CHECK(int(pick_skill_move(lines, 3, rng)) - 1 <= 5);
    }
}
