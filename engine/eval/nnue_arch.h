// The shape of the trained evaluation (docs/nnue.md), shared by the engine and the trainer.
//
// Input features, per perspective: piece (own/their x 7 types) on one of the 90 squares, the
// board seen from that side (Black's view flips the ranks). Both perspectives share one
// feature transformer of NNUE_L1 outputs; the side to move's half comes first. Then a clipped
// ReLU, a hidden layer of NNUE_L2 with clipped ReLU, and one output. The two small layers come
// in BUCKETS copies, one per range of the number of pieces on the board (the game's phase):
// they cost no time (one copy runs), and the phase no longer has to be read off the
// accumulator.
#pragma once

#include "rules/types.h"

namespace xq::nnue {

#ifndef XQ_NNUE_L1
#define XQ_NNUE_L1 128
#endif
constexpr int FEATURES = 14 * SQUARE_NB;  // 1260
constexpr int L1 = XQ_NNUE_L1;            // accumulator width per perspective
constexpr int L2 = 32;                    // hidden layer
constexpr int MAX_ACTIVE = 32;            // pieces on the board
#ifndef XQ_NNUE_BUCKETS
#define XQ_NNUE_BUCKETS 1
#endif
constexpr int BUCKETS = XQ_NNUE_BUCKETS;  // copies of the small layers, by piece count

// The copy of the small layers for a board with `pieces` pieces (2..32), equal ranges.
constexpr int bucket_of(int pieces) {
    return BUCKETS == 1 ? 0 : (pieces - 1) * BUCKETS / MAX_ACTIVE;
}
static_assert(bucket_of(MAX_ACTIVE) == BUCKETS - 1 && bucket_of(2) == 0);

// Quantisation: the accumulator holds feature weights at QA << FT_SHIFT per unit (int16; the
// extra bits keep the sum of 32 rounded weights precise), and its clipped ReLU gives 0..QA as
// bytes. Hidden weights are int8 at QB per unit, so a float weight must stay within 127 / QB,
// and feature weights within MAX_FEATURE_WEIGHT so that 32 of them fit in int16. Output
// weights are int32 at QO per unit.
constexpr int QA = 127;
constexpr int FT_SHIFT = 2;
constexpr int QF = QA << FT_SHIFT;
constexpr int QB_SHIFT = 7;
constexpr int QB = 1 << QB_SHIFT;
constexpr int QO = 256;
constexpr float MAX_HIDDEN_WEIGHT = 127.0f / QB;
constexpr float MAX_FEATURE_WEIGHT = 1.5f;

// The feature of piece p on square s, as perspective `view` sees it.
constexpr int feature_index(Color view, Piece p, Square s) {
    const int relative = color_of(p) == view ? 0 : 7;
    const Square seen = view == RED ? s : make_square(file_of(s), RANK_NB - 1 - rank_of(s));
    return (relative + type_of(p) - 1) * SQUARE_NB + seen;
}

}  // namespace xq::nnue
