// The referee's warning: before a player's move ends the game against them by a rule they may
// not see coming (a perpetual check or chase ruled on the third repetition, or the natural
// move limit), the game says so and asks.
#pragma once

#include <optional>

#include "game/game.h"
#include "game/text/i18n.h"

namespace xq {

// The question to ask before `m` is played at the current ply, or nothing.
std::optional<Str> referee_warning(const Game& game, Move m);

}  // namespace xq
