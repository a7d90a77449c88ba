#include "app/arrow_label.h"

#include <algorithm>
#include <cmath>

namespace xq {

PointF arrow_label_at(PointF from, PointF to, float cell, PointF half,
                      const std::vector<PointF>& others, PointF centre) {
    const float dx = to.x - from.x, dy = to.y - from.y, len = std::hypot(dx, dy);
    if (len < 1) return to;
    const float ux = dx / len, uy = dy / len, nx = -uy, ny = ux;
    // The board's arrow: the shaft from the piece's rim (half a cell) with a half width of a
    // tenth of a cell (its rim included), the head about half a cell long and a third of a
    // cell wide each side (board_renderer.cpp).
    const float start = 0.5f * cell, head_len = std::min(0.52f * cell, 0.6f * (len - start));
    const float shaft_half = 0.1f * cell, head_half = 0.33f * cell;
    const float mid = (start + len - head_len) / 2;
    const PointF at{from.x + ux * mid, from.y + uy * mid};
    // The label's reach along the arrow and across it.
    const float along = std::abs(ux) * half.x + std::abs(uy) * half.y;
    const float across = std::abs(nx) * half.x + std::abs(ny) * half.y;
    // Clear of the head too when the label reaches past the shaft's end.
    const float arrow_half = mid + along > len - head_len ? head_half : shaft_half;
    const float offset = arrow_half + across + 2;
    const PointF side_a{at.x + nx * offset, at.y + ny * offset};
    const PointF side_b{at.x - nx * offset, at.y - ny * offset};
    auto nearest_other = [&](PointF p) {
        float d = 1e9f;
        for (PointF o : others) d = std::min(d, std::hypot(p.x - o.x, p.y - o.y));
        return d;
    };
    const float a = nearest_other(side_a), b = nearest_other(side_b);
    if (std::abs(a - b) > 1) return a > b ? side_a : side_b;
    const float to_centre_a = std::hypot(side_a.x - centre.x, side_a.y - centre.y);
    const float to_centre_b = std::hypot(side_b.x - centre.x, side_b.y - centre.y);
    return to_centre_a <= to_centre_b ? side_a : side_b;
}

}  // namespace xq
