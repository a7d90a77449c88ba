#include "game/level_elo.h"

#include <algorithm>

namespace xq {

namespace {

// docs/strength.md, "Difficulty levels: the Elo ladder" (2026-11-24, the trained evaluation).
constexpr int LEVEL_ELO[10] = {-470, -110, 280, 560, 930, 1220, 1530, 1930, 2240, 2400};

}  // namespace

int level_elo(int level) {
    return LEVEL_ELO[std::clamp(level, 1, 10) - 1];
}

std::string level_elo_label(int level) {
    const int elo = level_elo(level);
    return elo < 100 ? "< 100" : "≈ " + std::to_string(elo);
}

}  // namespace xq
