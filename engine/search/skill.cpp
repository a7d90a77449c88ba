#include "search/skill.h"

#include <algorithm>
#include <cmath>

namespace xq {

SkillParams skill_params(int level) {
    // Depth caps grow faster than linearly: the top levels differ mostly in depth.
    static constexpr SkillParams TABLE[11] = {
        {1, 6, 300, 150},  // (unused: levels start at 1)
        {1, 6, 300, 150}, {2, 6, 220, 110}, {3, 5, 160, 80}, {4, 5, 110, 55}, {5, 4, 80, 40},
        {6, 4, 50, 25},   {7, 3, 35, 16},   {8, 3, 20, 10},  {10, 2, 10, 5},  {0, 1, 0, 0},
    };
    return TABLE[SKILL_RANGE.clamp(level)];
}

Move pick_skill_move(const std::vector<ScoredRootMove>& lines, int level, std::mt19937_64& rng) {
    if (lines.empty()) return MOVE_NONE;
    const SkillParams p = skill_params(level);
    if (p.margin <= 0 || lines.size() == 1) return lines[0].move;
    const Value best = lines[0].score;
    // A forced mate or a lost position is no place for charity or for random flailing.
    if (is_mate_score(best)) return lines[0].move;
    std::vector<double> weights;
    for (const ScoredRootMove& l : lines) {
        if (l.score < best - p.margin || is_mate_score(l.score)) break;
        weights.push_back(std::exp(double(l.score - best) / p.temperature));
    }
    if (weights.size() <= 1) return lines[0].move;
    std::discrete_distribution<size_t> pick(weights.begin(), weights.end());
    return lines[pick(rng)].move;
}

}  // namespace xq
