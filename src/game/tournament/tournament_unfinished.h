// The game a tournament was playing when it was paused or the program quit, kept in the saved
// state (tournament_state.h) so that Resume continues it from its last position: the schedule
// index (so the same engines with the same colours), every move from the start position (the
// opening's moves included) and, under a game clock, both clocks as they stood when the side
// to move began its move (the search cut short by the pause is not charged).
//
//   unfinished = 3 h2e2 h9g7 b0c2         (schedule index, then the moves in ICCS)
//   unfinished_clock = 58000 0 2000 57500 0 2500   (Red, then Black: main, period, used, ms)
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "game/clock/clock.h"
#include "rules/types.h"

namespace xq {

struct UnfinishedGame {
    int index = 0;                                    // in the schedule
    std::vector<Move> moves;                          // from the start position
    std::optional<std::array<Clock::Side, 2>> clock;  // by Color; only under a game clock
    bool operator==(const UnfinishedGame&) const = default;
};

// The "unfinished" and (with a clock) "unfinished_clock" lines.
std::string format_unfinished(const UnfinishedGame& g);
// Reads the value of an "unfinished" line: false when it is not an index followed by moves
// that are legal in turn from the start position.
bool read_unfinished_moves(const std::string& value, UnfinishedGame& g);
// Reads the value of an "unfinished_clock" line: six non-negative numbers of milliseconds.
bool read_unfinished_clock(const std::string& value, UnfinishedGame& g);

}  // namespace xq
