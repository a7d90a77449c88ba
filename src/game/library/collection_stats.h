// What a collection's games played from a position: for an opening explorer, one entry per
// move played next, with how many games played it, how they ended and the last of them.
#pragma once

#include <cstdint>
#include <vector>

#include "game/library/collection.h"

namespace xq {

struct NextMoveStats {
    Move move = MOVE_NONE;
    int games = 0;  // games that reached the position and played `move` from it
    int red_wins = 0, draws = 0, black_wins = 0;  // the rest of `games` have no result
    int last_game = -1;  // the last of them in the collection (index into Collection::games)

    // From the view of the side to move: wins, draws, losses, and the score in percent
    // ((wins + draws / 2) / decided games; 50 when none is decided).
    int wins(Color side) const { return side == RED ? red_wins : black_wins; }
    int losses(Color side) const { return side == RED ? black_wins : red_wins; }
    double score_percent(Color side) const;
};

// The moves played from the position with Zobrist key `position_key` (Position::key()), each
// game counted once (where it first reached the position), most played first (ties: move
// order). Games that ended in the position are not counted.
std::vector<NextMoveStats> next_move_stats(const Collection& collection, uint64_t position_key);

}  // namespace xq
