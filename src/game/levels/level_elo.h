// The difficulty levels on one Elo scale, as measured by scripts/level_ladder.py (docs/strength.md:
// 60 games per neighbouring pair and against ElephantEye 3.31, 100,000 nodes per move; anchor
// ElephantEye = 2000). Shown next to the difficulty control.
#pragma once

#include <string>

namespace xq {

// The measured Elo of level 1..10 (nearest 10); other levels are clamped to that range.
int level_elo(int level);
// "≈ 2030", or "< 100" where the scale goes below 100.
std::string level_elo_label(int level);

}  // namespace xq
