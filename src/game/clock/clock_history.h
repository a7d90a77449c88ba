// The clocks as they stood at each ply of the line played, so that taking moves back takes their
// time back too: undoing a flag fall gives the clocks of the move it returns to, not a flag that
// falls again at once. The entries belong to one line; another line keeps those it shares.
#pragma once

#include <optional>
#include <vector>

#include "game/clock/clock.h"
#include "rules/types.h"

namespace xq {

class ClockHistory {
  public:
    struct Entry {
        Clock::Side side[2];
    };

    void clear();
    // The clocks at `ply` of `line` (after the move into it, before the next one starts).
    void record(const std::vector<Move>& line, int ply, const Entry& entry);
    // What was recorded at `ply` of `line`, if that line was played there.
    std::optional<Entry> at(const std::vector<Move>& line, int ply) const;

  private:
    std::vector<Move> moves_;                    // the line the entries belong to
    std::vector<std::optional<Entry>> entries_;  // by ply, 0 .. moves_.size()
};

}  // namespace xq
