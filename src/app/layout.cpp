#include "app/layout.h"

#include <algorithm>
#include <cmath>

namespace xq {

namespace {
float quarter_steps(float x) {
    return std::floor(x * 4.0f) / 4.0f;
}
}  // namespace

float ui_scale_for(int window_w, int window_h, float display_scale) {
    const float by_size =
        quarter_steps(std::min(float(window_w) / 1280.0f, float(window_h) / 720.0f));
    return std::clamp(std::max(by_size, quarter_steps(display_scale)), 1.0f, 3.0f);
}

WindowLayout compute_layout(int ww, int wh, int pw, int ph, bool flipped, bool collapsed,
                            float ui_scale, bool drawer_open) {
    WindowLayout l;
    ww = std::max(ww, 1), wh = std::max(wh, 1);
    l.ui_scale = ui_scale > 0 ? ui_scale : ui_scale_for(ww, wh);
    const float ui = l.ui_scale;
    l.scale = {float(pw) / float(ww), float(ph) / float(wh)};
    const float W = float(ww), H = float(wh);
    const float iw = BoardGeometry::IMAGE_W,
                ih = BoardGeometry::IMAGE_H + 2 * BoardGeometry::LABEL_BAND;
    const float strip_w = 40.0f * ui;
    // Side by side: the panel takes about a third of the width (it gets more below when the
    // board is limited by the height).
    const float open_panel_w = std::clamp(W * 0.36f, 300.0f * ui, 520.0f * ui);
    const float side_scale = std::min(std::max(100.0f, W - open_panel_w) / iw, H / ih);
    // Stacked: the panel takes the lower part of a tall window, at least what its fixed rows
    // (the cards, the top row, the status, the buttons, the tab bar) and a few rows of the tab
    // need.
    const float stacked_panel_h = std::clamp(H * 0.4f, 360.0f * ui, 560.0f * ui);
    const float stacked_scale = std::min(W / iw, std::max(100.0f, H - stacked_panel_h) / ih);
    l.stacked = !collapsed && stacked_scale > side_scale * 1.15f;
    // Too narrow for both side by side (the panel would take more than half): it folds by itself.
    l.narrow = !l.stacked && W - open_panel_w < W * 0.5f;
    l.folded = !l.stacked && (collapsed || l.narrow);
    l.drawer = l.narrow && !collapsed && drawer_open;
    const float side_panel_w = l.folded ? strip_w : open_panel_w;
    float area_w, area_h;  // the board's area, window coordinates, at the top left
    if (l.stacked) {
        area_w = W, area_h = std::max(100.0f, H - stacked_panel_h);
    } else {
        area_w = std::max(100.0f, W - side_panel_w), area_h = H;
    }
    // A small margin keeps the board (and the file labels at its edges) off the window border.
    auto fit = [&](float aw, float ah) {
        const float inset = std::round(std::min(aw, ah) * 0.012f);
        return BoardGeometry::fit(inset, inset, aw - 2 * inset, ah - 2 * inset, flipped);
    };
    l.board = fit(area_w * l.scale.x, area_h * l.scale.y);
    // A board limited by the height leaves room at its side (by the width, below it in a tall
    // window): the panel takes it, so the moves and the controls get it rather than an empty
    // strip.
    const float inset_px = std::round(std::min(area_w * l.scale.x, area_h * l.scale.y) * 0.012f);
    // But not past a quarter wider than the board's part (or the usual panel, if wider): a short
    // wide window keeps the rest by its board (centred in it) rather than stretching the panel's
    // rows across it.
    if (!l.stacked && !l.folded) {
        const float used_w = (l.board.width() + 2 * inset_px) / l.scale.x;
        if (used_w < area_w - 1) {
            const float widest_panel = std::max(open_panel_w, std::floor(1.25f * used_w));
            area_w = std::max(std::ceil(used_w), W - widest_panel);
            l.board = fit(area_w * l.scale.x, area_h * l.scale.y);
        }
    } else if (l.stacked) {
        const float used_h = (l.board.outer_height() + 2 * inset_px) / l.scale.y;
        if (used_h < area_h - 1) {
            area_h = std::ceil(used_h);
            l.board = fit(area_w * l.scale.x, area_h * l.scale.y);
        }
    }
    if (l.stacked) {
        l.panel_x = 0, l.panel_y = area_h, l.panel_w = W, l.panel_h = H - area_h;
    } else if (l.drawer) {
        l.panel_x = std::max(0.0f, W - open_panel_w), l.panel_y = 0, l.panel_w = W - l.panel_x,
        l.panel_h = H;
    } else {
        l.panel_x = area_w, l.panel_y = 0, l.panel_w = W - area_w, l.panel_h = H;
    }
    // Whole pixels: the cached board layer is then copied without resampling.
    l.board.x0 = std::round(l.board.x0);
    l.board.y0 = std::round(l.board.outer_y0()) + l.board.band();  // the layer starts there
    l.board_center =
        l.scale.to_window({l.board.x0 + l.board.width() / 2, l.board.y0 + l.board.height() / 2});
    return l;
}

}  // namespace xq
