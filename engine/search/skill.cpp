#include "search/skill.h"

#include <algorithm>
#include <cmath>

namespace xq {

SkillParams skill_params(int level) {
    // Levels 1 to 4 look one ply ahead and choose ever more tightly, from 24 candidate moves
    // within 1,200 cp of the best (often a piece worse) down to six within 300 cp: level 1 is
    // about as strong as a novice who takes free pieces and sees nothing deeper
    // (scripts/novice_engine.py), and each of the three steps above it is worth about 290 Elo
    // in matches (docs/strength.md); the steps between such loose choosers are steep, so the
    // settings close together. Level 4 and the odd levels 5..19 and level 20 are the earlier
    // ten-level scale: they step by depth (1, 2, 3, ..., 8, 10 plies, then no cap) with a
    // margin and temperature that shrink as the depth grows. Each even level 6..18 searches as
    // deep as the level above and chooses more loosely than the level below: a quarter more,
    // about 1.6 and 1.8 times at depths 6 and 7, where one more ply is worth more; matches
    // against the neighbours placed each between them.
    static constexpr SkillParams TABLE[SKILL_RANGE.max + 1] = {
        {1, 24, 1200, 550},  // (unused: levels start at 1)
        {1, 24, 1200, 550}, {1, 17, 850, 390}, {1, 11, 540, 260}, {1, 6, 300, 150},  // levels 1-4
        {2, 6, 220, 110},   {3, 6, 275, 140},  {3, 5, 160, 80},   {4, 5, 200, 100},  // levels 5-8
        {4, 5, 110, 55},    {5, 5, 140, 70},   {5, 4, 80, 40},    {6, 4, 125, 62},   // levels 9-12
        {6, 4, 50, 25},     {7, 4, 90, 45},    {7, 3, 35, 16},    {8, 3, 44, 20},    // levels 13-16
        {8, 3, 20, 10},     {9, 3, 25, 12},    {10, 2, 10, 5},    {0, 1, 0, 0},      // levels 17-20
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
