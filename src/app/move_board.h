// A board mode where the player moves pieces: click-click or drag and drop through BoardInput,
// with the targets, the drag and the rejection shake drawn on the board. The game and a puzzle
// are such boards; they differ in the position shown, the moves allowed and where a finished
// move goes.
#pragma once

#include "app/board_mode.h"

namespace xq {

class MoveBoard : public BoardMode {
  public:
    explicit MoveBoard(BoardInput& input) : input_(input) {}

    BoardView view(uint32_t now_ms, PointF pointer) const override;
    void mouse(const BoardMouse& e, uint32_t now_ms) final;
    bool holds_pointer() const final { return input_.dragging(); }
    bool pressed() const final { return input_.pressed(); }

  protected:
    // The position with its marks and arrows, before the input's marks.
    virtual BoardView position_view(uint32_t now_ms) const = 0;
    // A move the player finished on the board (legal by input_context's list).
    virtual void finish(Move m, uint32_t now_ms) = 0;

    BoardInput& input_;
};

}  // namespace xq
