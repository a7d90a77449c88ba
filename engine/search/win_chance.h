// The win chance of a score: the expected result (win 1, draw 1/2, loss 0) of the side whose
// view the score is from, E(s) = 1 / (1 + exp(-s / k)). k was fitted on the 3.75 M
// self-play positions (docs/nnue.md, Data) by scripts/fit_win_chance.py (least squares; the fitted
// curve is within 0.015 of the data from -600 to +600 cp, table in docs/engine.md). One curve for
// every use: the engine panel, the score graph, the evaluation bar and the review.
#pragma once

#include <cmath>

#include "search/search_types.h"

namespace xq {

constexpr double WIN_CHANCE_SCALE_CP = 364.8;

inline double win_chance(const Score& s) {
    if (s.kind == Score::MATE) return s.value > 0 ? 1.0 : 0.0;  // mate 0: the side is mated
    return 1.0 / (1.0 + std::exp(-s.value / WIN_CHANCE_SCALE_CP));
}

}  // namespace xq
