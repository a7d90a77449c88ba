// The tournament's game on the board while the Tournament window is open and a game is being
// played: its moves stream in as the engines play them; the board takes no input (as in demo
// mode).
#pragma once

#include "app/board_mode.h"
#include "game/tournament/tournament_runner.h"

namespace xq {

class TournamentBoard final : public BoardMode {
  public:
    explicit TournamentBoard(const TournamentRunner& t) : t_(t) {}

    Kind kind() const override { return Kind::TOURNAMENT; }
    bool flipped() const override { return false; }
    BoardView view(uint32_t now_ms, PointF pointer) const override;
    BoardInput::Context input_context(const BoardView& shown) const override;
    void mouse(const BoardMouse&, uint32_t) override {}
    bool holds_pointer() const override { return false; }
    bool pressed() const override { return false; }

  private:
    const TournamentRunner& t_;
};

}  // namespace xq
