#include "game/level_elo.h"

#include <algorithm>

namespace xq {

namespace {

// docs/strength.md, "Difficulty levels: the Elo ladder" (2026-11-26, the third network).
constexpr int LEVEL_ELO[10] = {-270, 120, 340, 620, 1040, 1300, 1580, 1850, 2250, 2490};

}  // namespace

int level_elo(int level) {
    return LEVEL_ELO[std::clamp(level, 1, 10) - 1];
}

std::string level_elo_label(int level) {
    const int elo = level_elo(level);
    return elo < 100 ? "< 100" : "≈ " + std::to_string(elo);
}

}  // namespace xq
