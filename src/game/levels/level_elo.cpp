#include "game/levels/level_elo.h"

#include <algorithm>

#include "util/text.h"

namespace xq {

namespace {

// docs/strength.md, "Difficulty levels: the Elo ladder" (the fifth network; ElephantEye 3.31 at
// 100,000 nodes a move = 2000).
constexpr int LEVEL_ELO[20] = {-1040, -770, -470, -180, 220,  310,  420,  590,  650,  830,
                               1030,  1250, 1360, 1470, 1620, 1880, 2030, 2220, 2410, 2550};

}  // namespace

int level_elo(int level) {
    return LEVEL_ELO[std::clamp(level, 1, 20) - 1];
}

int level_from_ten_level_scale(int ten) {
    // The same search settings in engine/search/skill.cpp.
    constexpr int LEVEL_OF_TEN[10] = {4, 5, 7, 9, 11, 13, 15, 17, 19, 20};
    return LEVEL_OF_TEN[std::clamp(ten, 1, 10) - 1];
}

std::optional<int> level_from_ten_level_text(std::string_view ten) {
    const std::optional<int64_t> t = parse_int(ten, 1, 10);
    if (!t) return std::nullopt;
    return level_from_ten_level_scale(int(*t));
}

std::string level_elo_label(int level) {
    const int elo = level_elo(level);
    return elo < 100 ? "< 100" : "≈ " + std::to_string(elo);
}

}  // namespace xq
