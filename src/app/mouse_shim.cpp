#include "app/mouse_shim.h"

#include <utility>

namespace xq {

void MouseShim::event(const SDL_Event& e) {
    switch (e.type) {
        case SDL_WINDOWEVENT:
            if (e.window.event == SDL_WINDOWEVENT_LEAVE) x_ = y_ = -1e9f;
            break;
        case SDL_MOUSEMOTION:
            x_ = float(e.motion.x), y_ = float(e.motion.y);
            board_events_.push_back(e);
            break;
        case SDL_MOUSEBUTTONDOWN:
        case SDL_MOUSEBUTTONUP: {
            x_ = float(e.button.x), y_ = float(e.button.y);
            const int b = e.button.button == SDL_BUTTON_LEFT     ? 0
                          : e.button.button == SDL_BUTTON_RIGHT  ? 1
                          : e.button.button == SDL_BUTTON_MIDDLE ? 2
                                                                 : -1;
            if (b >= 0) {
                if (e.type == SDL_MOUSEBUTTONDOWN && !moved_then_pressed_ &&
                    (x_ != fed_x_ || y_ != fed_y_)) {
                    moved_then_pressed_ = true;
                    press_x_ = x_, press_y_ = y_;
                }
                down_[b] = e.type == SDL_MOUSEBUTTONDOWN;
                if (down_[b]) clicked_[b] = true;
            }
            board_events_.push_back(e);
            break;
        }
        default:
            break;
    }
}

void MouseShim::feed(ImGuiIO& io) {
    if (std::exchange(moved_then_pressed_, false)) {
        // The pointer first, the buttons as ImGui last saw them; the press comes next frame.
        fed_x_ = press_x_, fed_y_ = press_y_;
        io.MousePos = ImVec2(fed_x_, fed_y_);
        for (int b = 0; b < 3; ++b) io.MouseDown[b] = fed_down_[b];
        needs_frame_ = true;
        return;
    }
    fed_x_ = x_, fed_y_ = y_;
    io.MousePos = ImVec2(x_, y_);
    needs_frame_ = false;
    for (int b = 0; b < 3; ++b) {
        io.MouseDown[b] = fed_down_[b] = down_[b] || clicked_[b];
        clicked_[b] = false;
        needs_frame_ |= fed_down_[b] != down_[b];  // a release still to show
    }
}

}  // namespace xq
