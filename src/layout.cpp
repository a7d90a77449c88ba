#include "layout.h"

#include <algorithm>
#include <cmath>

namespace xq {

WindowLayout compute_layout(int ww, int wh, int pw, int ph, bool flipped) {
    WindowLayout l;
    ww = std::max(ww, 1), wh = std::max(wh, 1);
    l.scale = {float(pw) / float(ww), float(ph) / float(wh)};
    l.panel_w = std::clamp(float(ww) * 0.36f, 300.0f, 520.0f);
    const float board_w = std::max(100.0f, float(ww) - l.panel_w);
    l.panel_x = board_w;
    // A small margin keeps the board (and the file labels at its edges) off the window border.
    const float area_w = board_w * l.scale.x;
    const float inset = std::round(std::min(area_w, float(ph)) * 0.012f);
    l.board = BoardGeometry::fit(inset, inset, area_w - 2 * inset, float(ph) - 2 * inset, flipped);
    // Whole pixels: the cached board layer is then copied without resampling.
    l.board.x0 = std::round(l.board.x0);
    l.board.y0 = std::round(l.board.y0);
    l.board_center = l.scale.to_window(
        {l.board.x0 + l.board.width() / 2, l.board.y0 + l.board.height() / 2});
    return l;
}

}  // namespace xq
