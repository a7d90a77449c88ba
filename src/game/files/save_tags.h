// The tags every game the player saves carries, where the game has none of its own: who played
// Red and Black (the engine with its level or the external engine's name; the player by the name
// in the settings), the date and the event. Tags the game already has (from its file, or typed
// in the Moves tab) are never replaced.
#pragma once

#include <string>

#include "game/controller.h"
#include "game/files/game_file.h"

namespace xq {

// The tags to add to the game on the board before saving it; `today` as "YYYY.MM.DD".
PgnTags missing_save_tags(const Controller& c, const std::string& today);
// The game on the board with those tags added.
Game game_to_save(const Controller& c, const std::string& today);
// Today's date as the PGN Date tag writes it.
std::string today_pgn_date();

}  // namespace xq
