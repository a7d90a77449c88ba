// Difficulty levels 1..20, independent of the time limit. A level caps the search depth and
// picks among the near-best root moves: every candidate comes from a MultiPV search and lies
// within a level-dependent margin of the best score, chosen with a softmax whose temperature
// falls with the level. Level 20 is full strength and never randomises.
#pragma once

#include <cstdint>
#include <random>
#include <vector>

#include "rules/types.h"
#include "search/search_types.h"

namespace xq {

struct SkillParams {
    int max_depth;    // 0 = no cap
    int multipv;      // root lines searched exactly to choose from
    int margin;       // candidates lie within this many centipawns of the best
    int temperature;  // softmax temperature in centipawns
};

SkillParams skill_params(int level);

struct ScoredRootMove {
    Move move;
    Value score;
};

// Chooses a move among `lines` (best first, exact scores). Returns lines[0] at full strength.
Move pick_skill_move(const std::vector<ScoredRootMove>& lines, int level, std::mt19937_64& rng);

}  // namespace xq
