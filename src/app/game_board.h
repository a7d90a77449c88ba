// The game on the board: the controller's position with its last move, check, animation and
// arrows. The player moves when the controller lets a human move and no referee's warning is
// waiting for an answer; a finished move goes to the referee's warning first (a move that would
// lose or end the game by a rule is asked about: ui.dialogs.pending_warned_move), else to the game.
#pragma once

#include "app/move_board.h"
#include "game/controller.h"
#include "ui/ui.h"

namespace xq {

class GameBoard final : public MoveBoard {
  public:
    GameBoard(Controller& c, Ui& ui, BoardInput& input) : MoveBoard(input), c_(c), ui_(ui) {}

    Kind kind() const override { return Kind::GAME; }
    bool flipped() const override { return c_.flipped(); }
    BoardInput::Context input_context(const BoardView& shown) const override;
    // A move chosen outside the board (the opening explorer's list) goes the board's way.
    void play(Move m, uint32_t now_ms) { finish(m, now_ms); }

  private:
    BoardView position_view(uint32_t now_ms) const override;
    void finish(Move m, uint32_t now_ms) override;

    Controller& c_;
    Ui& ui_;
};

}  // namespace xq
