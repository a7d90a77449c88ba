#include "app/tournament_board.h"

namespace xq {

namespace {
const std::vector<Move> NO_MOVES;  // the engines play, nobody else
}  // namespace

BoardView TournamentBoard::view(uint32_t, PointF) const {
    BoardView v;
    const Position& pos = t_.game().position();
    for (Square s = 0; s < SQUARE_NB; ++s) v.pieces[s] = pos.piece_on(s);
    v.last_move = pos.last_move();
    if (pos.in_check()) v.check_square = pos.king_square(pos.side_to_move());
    return v;
}

BoardInput::Context TournamentBoard::input_context(const BoardView& shown) const {
    return {&shown, t_.game().side_to_move(), false, &NO_MOVES};
}

}  // namespace xq
