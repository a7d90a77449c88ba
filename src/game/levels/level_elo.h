// The difficulty levels on one Elo scale, as measured by scripts/level_ladder.py (docs/strength.md:
// 60 games per neighbouring pair and against ElephantEye 3.31, 100,000 nodes per move; anchor
// ElephantEye = 2000). Shown next to the difficulty control.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace xq {

// The measured Elo of level 1..20 (nearest 10); other levels are clamped to that range.
int level_elo(int level);
// "≈ 2030", or "< 100" where the scale goes below 100.
std::string level_elo_label(int level);

// The level of today's scale that plays as level `ten` (1..10) of the ten-level scale, which
// settings.ini files saved as `skill` (level 4, the odd levels 5..19 and 20 are those ten).
int level_from_ten_level_scale(int ten);
// The same for a level written as text ("1".."10"); nullopt for anything else.
std::optional<int> level_from_ten_level_text(std::string_view ten);

}  // namespace xq
