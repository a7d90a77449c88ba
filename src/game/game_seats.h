// Who plays a game, and whose say holds: the settings', or the game's own for that game alone.
#pragma once

#include <optional>
#include <string>

#include "game/settings.h"

namespace xq {

// Who plays a game: the mode, the built-in engine's level and the external opponent ("" for
// the built-in engine). A game takes them from the settings; an endgame challenge brings its
// own for that game alone, so the player's settings stay as they were.
struct GameSeats {
    Mode mode = Mode::HUMAN_RED;
    int level = SKILL_RANGE.max;
    std::string opponent_engine;
    // The built-in engine plays the endings the tables cover by the tables at any level: an
    // endgame challenge's defender (a level below full strength still errs elsewhere).
    bool tables_at_any_level = false;
    bool operator==(const GameSeats&) const = default;

    static GameSeats of(const Settings& s) { return {s.mode, s.skill, s.opponent_engine, false}; }
};

// The seats in force: the settings', unless the game brought its own, which hold until the game
// is replaced or the player edits the mode, the level or the opponent in the settings.
class SeatsInForce {
  public:
    GameSeats get(const Settings& settings) const { return own_ ? *own_ : GameSeats::of(settings); }
    bool game_has_own() const { return own_.has_value(); }
    void set_game_own(const GameSeats& own, const Settings& settings) {
        own_ = own;
        base_ = GameSeats::of(settings);
    }
    void drop_game_own() { own_.reset(); }
    // True (and the game's own seats dropped) when the player edited the settings' seats since
    // the game's own were set: the game follows the settings again.
    bool settings_edited(const Settings& settings) {
        if (!own_ || GameSeats::of(settings) == base_) return false;
        own_.reset();
        return true;
    }

  private:
    std::optional<GameSeats> own_;
    GameSeats base_;  // the settings' seats when the game's own were set
};

}  // namespace xq
