#include "app/mouse_shim.h"

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
    io.MousePos = ImVec2(x_, y_);
    for (int b = 0; b < 3; ++b) {
        io.MouseDown[b] = down_[b] || clicked_[b];
        clicked_[b] = false;
    }
}

}  // namespace xq
