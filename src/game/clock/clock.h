// The game clock, UI-free: a time control per side and the two clocks that run down under it.
// Time is always passed in (milliseconds from any steady source), so tests drive it by hand.
//
// Controls: Fischer (base + increment after each move), 局时 + 读秒 (byo-yomi: a base, then a
// fixed period for every move; a move made within the period starts the next one full), a fixed
// time per engine move (the engine's movetime setting; no clock for a human) and unlimited. Under
// the last two the clock only counts the time used.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "rules/types.h"

namespace xq {

struct TimeControl {
    enum class Kind : uint8_t { MOVETIME, FISCHER, BYOYOMI, UNLIMITED };
    Kind kind = Kind::MOVETIME;
    int base_s = 600;  // FISCHER, BYOYOMI: the main time
    int extra_s = 5;   // FISCHER: increment per move; BYOYOMI: the period per move
    bool timed() const { return kind == Kind::FISCHER || kind == Kind::BYOYOMI; }
    bool operator==(const TimeControl&) const = default;

    static constexpr int MAX_BASE_S = 6 * 3600, MAX_EXTRA_S = 600;
};

// Text form, used by settings.ini and the PGN tags: "movetime", "-" (unlimited), "600+5"
// (Fischer, seconds; the PGN standard's form), "1200 byoyomi 60".
std::string format_time_control(const TimeControl& tc);
std::optional<TimeControl> parse_time_control(const std::string& text);

// A clock reading: "1:05:00" from an hour, "9:58" down to 20 s, then "19.9" in tenths (the
// player needs them when the flag is near), unless `tenths` is false ("0:19"; a count of the
// time used changes once a second, so frames in between are not drawn). Negative times read 0.
std::string format_clock(int64_t ms, bool tenths = true);

class Clock {
  public:
    // One side's clock as it stands between moves (or at `now` while it runs).
    struct Side {
        int64_t main_ms = 0;    // main time left (Fischer: all of it)
        int64_t period_ms = 0;  // BYOYOMI: what is left of the current period
        int64_t used_ms = 0;    // time used so far in the game
        bool operator==(const Side&) const = default;
    };

    // Both clocks full and stopped.
    void reset(const TimeControl& red, const TimeControl& black);
    const TimeControl& control(Color c) const { return tc_[c]; }
    bool timed() const { return tc_[RED].timed() || tc_[BLACK].timed(); }

    // Runs `side`'s clock from `now` (stops the other); a no-op when it runs already.
    void run(Color side, int64_t now);
    void stop(int64_t now);  // no clock runs (pause, game over, position set)
    std::optional<Color> running() const { return running_; }

    // `mover` completed a move at `now`: its time is charged, then the increment is added
    // (Fischer) or the period starts again (byo-yomi). The clock stops; call run() for the next.
    void moved(Color mover, int64_t now);

    // The clock of `c` as of `now` (main time, period and time used).
    Side at(Color c, int64_t now) const;
    // Has `c` run out of time (main time and, under byo-yomi, the period)?
    bool flag_fallen(Color c, int64_t now) const;
    // Milliseconds `c` may still use on this move before its flag falls (a large number when
    // its control has no clock).
    int64_t time_to_flag(Color c, int64_t now) const;

    // Saved state: the sides between moves (a running clock is charged up to `now` first).
    Side saved(Color c, int64_t now) const { return at(c, now); }
    void restore(Color c, const Side& s);
    // A stopped clock whose flag fell gets time to play on (a move taken back where no earlier
    // reading was kept): at least `ms` of main time under Fischer, a full period under byo-yomi.
    void give_time_after_flag(Color c, int64_t ms);

  private:
    // Charges `elapsed` ms to a side under its control; returns false when the flag fell.
    static bool charge(Side& s, const TimeControl& tc, int64_t elapsed);

    TimeControl tc_[2];
    Side side_[2];
    std::optional<Color> running_;
    int64_t since_ = 0;  // when the running clock last started
};

// A game's clocks as saved with it: the controls and where each side's clock stood.
struct SavedClock {
    TimeControl control[2];
    Clock::Side side[2];
};

}  // namespace xq
