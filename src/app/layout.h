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
    // The panel is folded to a strip: asked for, or the window is too narrow for board and panel
    // side by side (then `drawer` opens it over the board's right part without moving the board).
    bool folded = false;
    bool narrow = false;  // too narrow for both: the panel folds by itself
    bool drawer = false;  // the panel lies over the board (a narrow window's open drawer)
    PointF board_center;  // window coordinates
    float ui_scale = 1;   // text and widget size
};

// The automatic UI scale: grows with the window in steps of 1/4 from 1 (up to 1280 x 720) to at
// most 3, by the smaller of width / 1280 and height / 720 (1.5 at 1920 x 1080, 2 at 2560 x 1440:
// a narrow window keeps its panel's text small enough to fit); never less than the display's own
// scale (`display_scale`: its DPI over 96, per window coordinate; 0 when unknown).
float ui_scale_for(int window_w, int window_h, float display_scale = 0);

// window_w/h: SDL_GetWindowSize; pixel_w/h: SDL_GetRendererOutputSize.
// collapsed: the player folded the panel to a strip at the right (one button).
// ui_scale: the player's choice, 0 for ui_scale_for(window_w, window_h).
// drawer_open: in a narrow window, the folded panel is open over the board.
WindowLayout compute_layout(int window_w, int window_h, int pixel_w, int pixel_h, bool flipped,
                            bool collapsed = false, float ui_scale = 0, bool drawer_open = false);

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
