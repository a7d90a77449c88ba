// The mouse as Dear ImGui 1.86 should see it. Its SDL backend polls the global mouse state, which
// synthetic events (the tests') and some focus states do not change; so the App records the last
// mouse event's position and buttons here and hands them to ImGui after the backend's NewFrame.
// A press and release within one frame still count as a click. The frame's mouse events are kept
// for the board, which gets them only when ImGui does not want the mouse (App::step).
#pragma once

#include <SDL.h>
#include <imgui.h>

#include <vector>

#include "render/board_geometry.h"

namespace xq {

class MouseShim {
  public:
    void begin_frame() { board_events_.clear(); }
    // Motion, buttons and the pointer leaving the window; other events are ignored.
    void event(const SDL_Event& e);
    // After ImGui_ImplSDL2_NewFrame: the recorded position and buttons.
    void feed(ImGuiIO& io);

    PointF pointer() const { return {x_, y_}; }  // window coordinates; far away when outside
    const std::vector<SDL_Event>& board_events() const { return board_events_; }

  private:
    float x_ = -1e9f, y_ = -1e9f;
    bool down_[3] = {}, clicked_[3] = {};  // left, right, middle
    std::vector<SDL_Event> board_events_;  // this frame's motion and button events
};

}  // namespace xq
