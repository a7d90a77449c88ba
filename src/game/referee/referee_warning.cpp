#include "game/referee/referee_warning.h"

namespace xq {

std::optional<Str> referee_warning(const Game& game, Move m) {
    if (game.over() || !game.is_legal(m)) return std::nullopt;
    Game after = game;  // the referee's verdict is computed when the move is played
    if (!after.play(m)) return std::nullopt;
    const GameStatus& s = after.status();
    const Color mover = game.side_to_move();
    const bool mover_loses =
        s.result == (mover == RED ? GameResult::BLACK_WINS : GameResult::RED_WINS);
    if (mover_loses && s.reason == EndReason::PERPETUAL_CHECK) return Str::WARN_PERPETUAL_CHECK;
    if (mover_loses && s.reason == EndReason::PERPETUAL_CHASE) return Str::WARN_PERPETUAL_CHASE;
    if (s.reason == EndReason::MOVE_LIMIT) return Str::WARN_MOVE_LIMIT;
    return std::nullopt;
}

}  // namespace xq
