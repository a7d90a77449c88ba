#include "app/game_board.h"

#include "app/board_view_of.h"
#include "game/referee/referee_warning.h"

namespace xq {

namespace {
const std::vector<Move> NO_MOVES;  // while the engine has the turn, or the game is over
}  // namespace

BoardInput::Context GameBoard::input_context(const BoardView& shown) const {
    const Game& g = c_.game();
    const bool human = c_.human_can_move();
    // While the referee's warning waits for an answer, the board takes no other move.
    return {&shown, g.side_to_move(), human && !ui_.dialogs.pending_warned_move,
            human ? &g.legal_moves() : &NO_MOVES};
}

BoardView GameBoard::position_view(uint32_t now_ms) const {
    return board_view_of(c_, now_ms);
}

void GameBoard::finish(Move m, uint32_t now_ms) {
    // A move at an earlier ply starts a variation: nothing is lost, so nothing is asked. A move
    // the referee would rule against is asked about first (dialogs.cpp).
    if (std::optional<Str> warning = referee_warning(c_.game(), m)) {
        ui_.dialogs.pending_warned_move = m;
        ui_.dialogs.warning = *warning;
    } else {
        c_.human_move(m, now_ms);
    }
}

}  // namespace xq
