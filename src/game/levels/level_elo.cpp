#include "game/levels/level_elo.h"

#include <algorithm>

namespace xq {

namespace {

// docs/strength.md, "Difficulty levels: the Elo ladder" (2026-11-28, the fifth network).
constexpr int LEVEL_ELO[10] = {-80, 220, 420, 650, 1030, 1360, 1620, 2030, 2410, 2550};

}  // namespace

int level_elo(int level) {
    return LEVEL_ELO[std::clamp(level, 1, 10) - 1];
}

std::string level_elo_label(int level) {
    const int elo = level_elo(level);
    return elo < 100 ? "< 100" : "≈ " + std::to_string(elo);
}

}  // namespace xq
