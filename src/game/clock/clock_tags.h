// The clocks as PGN tags, so a saved game keeps them: TimeControl (Red's control; "600+5" is
// the PGN standard's form for Fischer), BlackTimeControl (only when Black's differs), and
// RedClock / BlackClock: "<main ms> <period ms> <used ms>" as each clock stood when saved.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "game/clock/clock.h"

namespace xq {

// The same type as game_file.h's PgnTags (game_file.cpp reads these tags too: no include cycle).
using ClockPgnTags = std::vector<std::pair<std::string, std::string>>;

ClockPgnTags clock_tags(const SavedClock& clock);
// Nothing when the tags hold no clock or a bad one.
std::optional<SavedClock> clock_from_tags(const ClockPgnTags& tags);

}  // namespace xq
