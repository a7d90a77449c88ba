// The position editor on the board: presses and releases go to the game layer's editor (pick up,
// carry, put down, take off with a right click), and the board shows the position being set up
// with a piece carried from the board under the pointer. No moves are played here.
#pragma once

#include "app/board_mode.h"
#include "game/controller.h"

namespace xq {

class EditorBoard final : public BoardMode {
  public:
    explicit EditorBoard(Controller& c) : c_(c) {}

    Kind kind() const override { return Kind::EDITOR; }
    bool flipped() const override { return c_.flipped(); }
    BoardView view(uint32_t now_ms, PointF pointer) const override;
    BoardInput::Context input_context(const BoardView& shown) const override;
    void mouse(const BoardMouse& e, uint32_t now_ms) override;
    bool holds_pointer() const override { return c_.editor().carrying(); }
    bool pressed() const override { return c_.editor().carrying(); }

  private:
    Controller& c_;
};

}  // namespace xq
