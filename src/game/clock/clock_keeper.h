// The game's two clocks as the position shown moves: they stand as they stood at each move of the
// line (clock_history.h), so going back (undo, ←, a click in the move list) shows each side's
// clock at that move and a move played there goes on from it: taking moves back takes their time
// back too, and undoing a flag fall gives a game that can go on. Returning to the game's last
// position brings its clocks back, charged with the time the side to move there spent meanwhile
// (looking back is not a pause). The Controller says when a clock runs; this keeps the time.
#pragma once

#include <optional>
#include <vector>

#include "game/clock/clock.h"
#include "game/clock/clock_history.h"
#include "game/game.h"

namespace xq {

class ClockKeeper {
  public:
    // Below this the side's clock warns once (again after a byo-yomi period refills it).
    static constexpr int64_t LOW_TIME_MS = 10000;
    // A fallen flag whose move is taken back, where no earlier reading of the clock was kept (a
    // loaded game), gets this much time (or the increment, or a byo-yomi period) to play on.
    static constexpr int64_t MIN_TIME_AFTER_UNDO_MS = 10000;

    const Clock& clock() const { return clock_; }
    SavedClock saved(int64_t now) const;

    // Full clocks under these controls for the game's position now; the readings kept go.
    void reset(const TimeControl& red, const TimeControl& black, const Game& game, int64_t now);
    // The sides' clocks as saved with a game (its controls are the reset's).
    void restore(const SavedClock& saved, const Game& game, int64_t now);
    // A move was played by `mover`: its clock is charged and the new position's read kept.
    void moved(Color mover, const Game& game, int64_t now);

    // Navigation (undo, redo, go to a move or line): what the clocks were at the game's last
    // position, taken before leaving it, then applied once the game shows its new position.
    struct LeftAtEnd {
        std::vector<Move> line;
        ClockHistory::Entry clocks;
        std::optional<Color> running;
        int64_t left_at = 0;
    };
    std::optional<LeftAtEnd> before_navigation(const Game& game, int64_t now) const;
    // `paused`: a clock that ran at the end waits; `ended`: the game ended and no move was taken
    // back, so a fallen flag stays fallen.
    void after_navigation(std::optional<LeftAtEnd> left, const Game& game, int64_t now, bool paused,
                          bool ended);

    // What following the clock of the side to move gave this time.
    enum class Tick { NOTHING, LOW_TIME, FLAG_FELL };
    // Runs the side to move's clock when `run`, else stops both.
    Tick follow(bool run, Color side_to_move, int64_t now);

  private:
    void remember(const Game& game, int64_t now);  // the clocks at the position shown

    Clock clock_;
    ClockHistory history_;
    std::optional<LeftAtEnd> left_at_end_;  // while an earlier position is shown
    bool low_time_warned_[2] = {false, false};
};

}  // namespace xq
