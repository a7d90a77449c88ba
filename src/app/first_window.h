// Where the window opens: sized to the display it opens on, or where the player left it last
// time if that still fits (the display may have changed since: another monitor, a lower
// resolution). Pure arithmetic on rectangles, so it is tested without a display.
#pragma once

namespace xq {

struct WindowRect {
    int x = 0, y = 0, w = 0, h = 0;
    bool empty() const { return w <= 0 || h <= 0; }
};

// The window's smallest size: a phone-shaped window still shows the board and the panel.
constexpr int MIN_WINDOW_W = 320, MIN_WINDOW_H = 400;

// `usable`: the display's usable bounds (without task bars); `remembered`: the last run's
// window (empty: none). Without one the window takes 90% of the usable height and a width for
// the board and the panel beside it, centred. A remembered window keeps its size and place when
// it fits; otherwise it is shrunk to fit and moved onto the display.
WindowRect first_window(WindowRect usable, WindowRect remembered);

}  // namespace xq
