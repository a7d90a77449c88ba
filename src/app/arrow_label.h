// Where an arrow's text label goes on the board: beside the arrow, never over it, so the arrow
// stays whole under its score.
#pragma once

#include <vector>

#include "render/board_geometry.h"

namespace xq {

// The label's centre (window coordinates) for an arrow drawn from the piece at `from` to `to`
// (the board's drawing: the shaft starts at the piece's rim, BoardView's arrows), a label of
// `half` its width and height, on a board of `cell` per point. It lies beside the middle of the
// shaft, on the side farther from `others` (the midpoints of the other arrows; with none, or a
// tie, the side nearer `centre`, the board's middle).
PointF arrow_label_at(PointF from, PointF to, float cell, PointF half,
                      const std::vector<PointF>& others, PointF centre);

}  // namespace xq
