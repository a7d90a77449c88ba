// The open collection as the opening explorer's games column: its next-move statistics for
// a position, each with the score of the side that played the move and a label for the last
// game that played it.
#pragma once

#include <vector>

#include "game/library/collection.h"
#include "game/library/opening_explorer.h"

namespace xq {

std::vector<ExplorerGames> explorer_games(const Collection& collection, const Position& pos);

// "2023-05-01 Xu Yinchuan - Lu Qin": the date (when known) and the players (or "?").
std::string collection_game_label(const CollectionGame& game);

}  // namespace xq
