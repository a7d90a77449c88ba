// Turns mouse presses on the board into moves: click-click and drag-and-drop. An illegal target
// sends the piece back with a short red shake; a right click cancels. Works on squares and
// pixel positions only, so tests can drive it without a window.
#pragma once

#include <cstdint>
#include <vector>

#include "render/board_view.h"
#include "rules/types.h"

namespace xq {

class BoardInput {
  public:
    // What the board offers to the player right now.
    struct Context {
        const BoardView* view = nullptr;  // pieces on the board
        Color side = RED;                 // whose pieces may be picked up
        bool enabled = false;             // false while the engine moves, after the game ends...
        const std::vector<Move>* legal = nullptr;
    };

    static constexpr uint32_t ERROR_MS = 420;   // duration of the rejection shake
    static constexpr float DRAG_THRESHOLD = 6;  // pixels before a press becomes a drag

    // Each returns the move to play, or MOVE_NONE.
    Move press(const Context& ctx, Square sq, float x, float y, uint32_t now_ms);
    void motion(float x, float y);
    Move release(const Context& ctx, Square sq, uint32_t now_ms);
    void cancel();  // right click, new position...

    Square selected() const { return selected_; }
    bool dragging() const { return dragging_; }
    bool pressed() const { return pressed_; }  // the button went down on the board and is held
    std::vector<Square> targets(const Context& ctx) const;
    // Fills the selection, drag and error fields of a view.
    void decorate(BoardView& view, const Context& ctx, uint32_t now_ms) const;
    int rejections() const { return rejections_; }  // illegal drops so far (a sound each)
    bool animating(uint32_t now_ms) const {
        return error_square_ != SQ_NONE && now_ms - error_start_ < ERROR_MS;
    }

  private:
    bool is_target(const Context& ctx, Square to) const;
    void reject(uint32_t now_ms);

    Square selected_ = SQ_NONE;
    bool pressed_ = false, dragging_ = false;
    bool was_selected_before_press_ = false;
    float press_x_ = 0, press_y_ = 0, x_ = 0, y_ = 0;
    Square error_square_ = SQ_NONE;
    uint32_t error_start_ = 0;
    int rejections_ = 0;
};

}  // namespace xq
