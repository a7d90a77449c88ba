#include "app/layout.h"

#include <algorithm>
#include <cmath>

namespace xq {

float ui_scale_for(int window_h) {
    return std::clamp(std::floor(float(window_h) / 860.0f * 4.0f) / 4.0f, 1.0f, 2.0f);
}

WindowLayout compute_layout(int ww, int wh, int pw, int ph, bool flipped, bool collapsed) {
    WindowLayout l;
    l.ui_scale = ui_scale_for(wh);
    const float ui = l.ui_scale;
    ww = std::max(ww, 1), wh = std::max(wh, 1);
    l.scale = {float(pw) / float(ww), float(ph) / float(wh)};
    const float W = float(ww), H = float(wh);
    const float iw = BoardGeometry::IMAGE_W,
                ih = BoardGeometry::IMAGE_H + 2 * BoardGeometry::LABEL_BAND;
    // Side by side: the panel takes about a third of the width.
    const float side_panel_w =
        collapsed ? 40.0f * ui : std::clamp(W * 0.36f, 300.0f * ui, 520.0f * ui);
    const float side_scale = std::min(std::max(100.0f, W - side_panel_w) / iw, H / ih);
    // Stacked: the panel takes the lower part of a tall window.
    const float stacked_panel_h = std::clamp(H * 0.4f, 300.0f * ui, 560.0f * ui);
    const float stacked_scale = std::min(W / iw, std::max(100.0f, H - stacked_panel_h) / ih);
    l.stacked = !collapsed && stacked_scale > side_scale * 1.15f;
    float area_w, area_h;  // the board's area, window coordinates, at the top left
    if (l.stacked) {
        area_w = W, area_h = std::max(100.0f, H - stacked_panel_h);
        l.panel_x = 0, l.panel_y = area_h, l.panel_w = W, l.panel_h = H - area_h;
    } else {
        area_w = std::max(100.0f, W - side_panel_w), area_h = H;
        l.panel_x = area_w, l.panel_y = 0, l.panel_w = W - area_w, l.panel_h = H;
    }
    // A small margin keeps the board (and the file labels at its edges) off the window border.
    const float aw = area_w * l.scale.x, ah = area_h * l.scale.y;
    const float inset = std::round(std::min(aw, ah) * 0.012f);
    l.board = BoardGeometry::fit(inset, inset, aw - 2 * inset, ah - 2 * inset, flipped);
    // Whole pixels: the cached board layer is then copied without resampling.
    l.board.x0 = std::round(l.board.x0);
    l.board.y0 = std::round(l.board.outer_y0()) + l.board.band();  // the layer starts there
    l.board_center =
        l.scale.to_window({l.board.x0 + l.board.width() / 2, l.board.y0 + l.board.height() / 2});
    return l;
}

}  // namespace xq
