// What the Look tab remembers between frames (panel_look.cpp).
#pragma once

namespace xq {

struct LookPanelState {
    float ui_scale = 1;       // the UI scale in use (the App fills it)
    int ui_scale_edit = 100;  // the UI size slider while it is dragged (percent)
    bool ui_scale_dragging = false;
};

}  // namespace xq
