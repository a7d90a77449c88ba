// The score graph's values: a search's score as centipawns from Red's side, a mate as ±3000 (the
// graph's top and bottom).
#pragma once

#include "search/search_types.h"

namespace xq {

inline float red_view_cp(Score score, Color side_to_move) {
    const float v =
        score.kind == Score::MATE ? (score.value > 0 ? 3000.f : -3000.f) : float(score.value);
    return side_to_move == RED ? v : -v;
}

}  // namespace xq
