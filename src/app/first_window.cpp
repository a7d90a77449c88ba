#include "app/first_window.h"

#include <algorithm>

namespace xq {

WindowRect first_window(WindowRect usable, WindowRect remembered) {
    if (usable.empty()) usable = {0, 0, 1280, 860};  // no display known: the old default
    WindowRect r;
    if (remembered.empty() && usable.h <= SMALL_DISPLAY_H) {
        r = usable;
        r.maximized = true;
    } else if (remembered.empty()) {
        // The board with its file labels is about 0.84 times as wide as high; the panel beside
        // it wants about 0.6 of that again.
        r.h = usable.h * 9 / 10;
        r.w = std::min(usable.w * 9 / 10, r.h * 3 / 2);
        r.x = usable.x + (usable.w - r.w) / 2;
        r.y = usable.y + (usable.h - r.h) / 2;
    } else {
        r = remembered;
        r.w = std::min(r.w, usable.w);
        r.h = std::min(r.h, usable.h);
        r.x = std::clamp(r.x, usable.x, usable.x + usable.w - r.w);
        r.y = std::clamp(r.y, usable.y, usable.y + usable.h - r.h);
    }
    // Never below the smallest size, even on a tiny display (the window manager clips it).
    r.w = std::max(r.w, MIN_WINDOW_W);
    r.h = std::max(r.h, MIN_WINDOW_H);
    return r;
}

}  // namespace xq
