// The mouse as Dear ImGui 1.86 should see it. Its SDL backend polls the global mouse state, which
// synthetic events (the tests') and some focus states do not change; so the App records the last
// mouse event's position and buttons here and hands them to ImGui after the backend's NewFrame.
// A press and release within one frame still count as a click: ImGui gets the press in one frame
// and the release in the next, which must follow at once (a button acts on the release). A press
// where ImGui has not seen
// the pointer yet (a tap, or a quick move and click in one frame) is held back one frame: ImGui
// 1.86 decides what is hovered from the frames before the press (a tab, or any widget that allows
// overlap, ignores a press while another item was hovered the frame before), so ImGui first sees
// the pointer there without the button, then the press. The frame's mouse events are kept for
// the board, which gets them at once, only when ImGui does not want the mouse (App::step).
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
    // ImGui has not seen all of the buttons' changes yet (a press held back, or a release after
    // a press in the same frame): the next frame should come at once.
    bool needs_frame() const { return needs_frame_; }
    const std::vector<SDL_Event>& board_events() const { return board_events_; }

  private:
    float x_ = -1e9f, y_ = -1e9f;
    bool down_[3] = {}, clicked_[3] = {};  // left, right, middle
    float fed_x_ = -1e9f, fed_y_ = -1e9f;  // the position ImGui saw last
    bool fed_down_[3] = {};                // the buttons ImGui saw last
    bool moved_then_pressed_ = false;      // this frame: a press away from where ImGui saw it
    float press_x_ = 0, press_y_ = 0;      // where that press was
    bool needs_frame_ = false;
    std::vector<SDL_Event> board_events_;  // this frame's motion and button events
};

}  // namespace xq
