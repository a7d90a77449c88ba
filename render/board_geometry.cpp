#include "render/board_geometry.h"

#include <algorithm>
#include <cmath>

namespace xq {

BoardGeometry BoardGeometry::fit(float x, float y, float w, float h, bool flipped) {
    BoardGeometry g;
    const float outer_h = IMAGE_H + 2 * LABEL_BAND;
    g.scale = std::max(0.01f, std::min(w / IMAGE_W, h / outer_h));
    g.x0 = x + (w - IMAGE_W * g.scale) / 2;
    g.y0 = y + (h - outer_h * g.scale) / 2 + LABEL_BAND * g.scale;
    g.flipped = flipped;
    return g;
}

PointF BoardGeometry::grid_point(int column, int row) const {
    return {x0 + float(MARGIN + column * CELL) * scale, y0 + float(MARGIN + row * CELL) * scale};
}

Square BoardGeometry::square_at(float px, float py) const {
    float fx = (px - x0) / scale - MARGIN, fy = (py - y0) / scale - MARGIN;
    int column = int(std::lround(fx / CELL)), row = int(std::lround(fy / CELL));
    if (column < 0 || column > 8 || row < 0 || row > 9) return SQ_NONE;
    if (std::abs(fx - float(column * CELL)) > CELL / 2.0f ||
        std::abs(fy - float(row * CELL)) > CELL / 2.0f)
        return SQ_NONE;
    int file = flipped ? 8 - column : column;
    int rank = flipped ? row : 9 - row;
    return make_square(file, rank);
}

}  // namespace xq
