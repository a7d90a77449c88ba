// Where things go in the window: the board on the left, the side panel on the right. Window
// coordinates are what mouse events carry; renderer pixels are what is drawn (twice as many on a
// HiDPI screen). One function computes both, so drawing and clicking always agree.
#pragma once

#include "render/board_geometry.h"

namespace xq {

struct PixelScale {
    float x = 1, y = 1;  // renderer pixels per window coordinate
    PointF to_pixels(float wx, float wy) const { return {wx * x, wy * y}; }
    PointF to_window(PointF p) const { return {p.x / x, p.y / y}; }
};

struct WindowLayout {
    PixelScale scale;
    BoardGeometry board;  // in renderer pixels
    // The panel, in window coordinates: at the right, or below the board when the window is so
    // tall and narrow that the board gets bigger that way.
    float panel_x = 0, panel_y = 0, panel_w = 0, panel_h = 0;
    bool stacked = false;
    PointF board_center;  // window coordinates
    float ui_scale = 1;   // text and widget size: larger in a large window
};

// 1 up to a window 860 high, then growing with the height in steps of 1/4, at most 2: the
// panel's text keeps in proportion with the board.
float ui_scale_for(int window_h);

// window_w/h: SDL_GetWindowSize; pixel_w/h: SDL_GetRendererOutputSize.
// collapsed: the panel is folded to a strip at the right (one button), the board gets the rest.
WindowLayout compute_layout(int window_w, int window_h, int pixel_w, int pixel_h, bool flipped,
                            bool collapsed = false);

// The square under a mouse position (window coordinates), SQ_NONE if none.
inline Square square_at_window(const WindowLayout& l, float wx, float wy) {
    PointF p = l.scale.to_pixels(wx, wy);
    return l.board.square_at(p.x, p.y);
}
// A square's intersection in window coordinates.
inline PointF square_in_window(const WindowLayout& l, Square s) {
    return l.scale.to_window(l.board.center(s));
}

}  // namespace xq
