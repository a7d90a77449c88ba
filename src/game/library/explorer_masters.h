// The master database as the opening explorer's games column (game/library/master_db.h): for
// a position, each next move the masters played with its games, Red's results, the years and
// the strongest players who chose it; and the master games through the position, newest first.
#pragma once

#include <string>
#include <vector>

#include "game/library/master_db.h"
#include "game/library/opening_explorer.h"

namespace xq {

// Names in simplified Chinese when `chinese`, else in their English form.
std::vector<ExplorerGames> explorer_games(const MasterDb& masters, const Position& pos,
                                          bool chinese);

// One master game through the position, as the explorer lists it.
struct MasterGameRow {
    int game = 0;       // index in the database
    int ply = 0;        // where it reached the position
    std::string label;  // "1995 胡荣华 - 吕钦 (C84)"
    GameOutcome outcome = GameOutcome::UNKNOWN;
};
std::vector<MasterGameRow> master_game_rows(const MasterDb& masters, const Position& pos,
                                            size_t limit, bool chinese);

}  // namespace xq
