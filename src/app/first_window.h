// Where the window opens: sized to the display it opens on, or where the player left it last
// time if that still fits (the display may have changed since: another monitor, a lower
// resolution). Pure arithmetic on rectangles, so it is tested without a display.
#pragma once

namespace xq {

struct WindowRect {
    int x = 0, y = 0, w = 0, h = 0;
    bool maximized = false;  // open maximised: the window manager fits it with its decorations
    bool empty() const { return w <= 0 || h <= 0; }
};

// The window's smallest size: a phone-shaped window still shows the board and the panel.
constexpr int MIN_WINDOW_W = 320, MIN_WINDOW_H = 400;
constexpr int SMALL_DISPLAY_H = 900;

// `usable`: the display's usable bounds (without task bars); `remembered`: the last run's
// window (empty: none). Without one, on a display up to SMALL_DISPLAY_H high (a laptop) the
// window opens maximised over the usable area: every pixel goes to the board and the move list;
// on a larger one it takes 90% of the usable height and a width for the board and the panel
// beside it, centred. A remembered window keeps its size and place when
// it fits; otherwise it is shrunk to fit and moved onto the display.
WindowRect first_window(WindowRect usable, WindowRect remembered);

}  // namespace xq
