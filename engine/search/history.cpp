#include "search/history.h"

#include <algorithm>

namespace xq {

void ContinuationHistory::clear() {
    for (PieceToHistory& r : rows_)
        std::fill(&r.table[0][0], &r.table[0][0] + PIECE_NB * SQUARE_NB, int16_t(0));
}

}  // namespace xq
