// The reason a game file gives for its result (PGN's Termination tag), in the player's words
// when it is one the program knows: the ones it writes itself (Game::status descriptions of a
// resignation, an agreed draw, a fallen flag) and their common spellings in other files.
#pragma once

#include <string_view>

#include "game/text/i18n.h"

namespace xq {

// Str::RESIGNATION, DRAW_AGREED or TIME_FORFEIT; Str::COUNT for any other text (shown as is).
Str termination_reason(std::string_view termination);

}  // namespace xq
