// When the engine accepts a draw offer. One rule for the game's engine opponent and for the
// UCCI protocol (`go draw`, `ponderhit draw`): accept when clearly worse, or when the game is
// level after a long fight; a side with the better of it plays on.
#pragma once

#include <cstdlib>

#include "rules/position.h"
#include "search/search_types.h"

namespace xq {

constexpr int DRAW_ACCEPT_WORSE_CP = -150;  // this much behind: a draw is welcome
constexpr int DRAW_LEVEL_CP = 20;           // within this of 0 the game counts as level...
constexpr int DRAW_LEVEL_AFTER_PLY = 80;    // ...but only after 40 moves each

// `own`: the engine's latest score, from its own view. `game_ply`: plies played in the game.
constexpr bool engine_accepts_draw(const Score& own, int game_ply) {
    if (own.kind == Score::MATE) return own.value < 0;
    return own.value <= DRAW_ACCEPT_WORSE_CP ||
           (std::abs(own.value) <= DRAW_LEVEL_CP && game_ply >= DRAW_LEVEL_AFTER_PLY);
}

// The plies of the game so far as the position's FEN counts them (its move number).
inline int game_ply(const Position& pos) {
    return 2 * (pos.fullmove_number() - 1) + (pos.side_to_move() == BLACK);
}

}  // namespace xq
