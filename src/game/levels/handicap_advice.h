// The handicap advisor (让子): what each handicap is worth in Elo, as measured by
// scripts/handicap_ladder.py (docs/strength.md, "Handicaps"), and the handicap that evens a
// game between two ratings (a player's and a level's, or two levels').
#pragma once

#include <optional>

#include "formats/handicap.h"
#include "game/levels/level_elo.h"
#include "rules/types.h"

namespace xq {

struct HandicapWorth {
    int elo = 0;    // the giver's loss in Elo (the handicap's worth)
    int error = 0;  // its 95% error bar
    // The giver lost every game: the ladder could not measure the worth, only that it is at
    // least `elo` (the bound every whitewash of that many games gives; no error bar).
    bool at_least = false;
};
// The measured worth of a handicap (NONE: 0).
HandicapWorth handicap_worth(Handicap h);
// The level the worths were measured at (engine against itself).
constexpr int HANDICAP_LADDER_LEVEL = 9;

struct HandicapAdvice {
    Handicap handicap = Handicap::NONE;
    Color giver = RED;  // by colour of the stronger side
    int gap = 0;        // the stronger rating minus the weaker
    int left = 0;       // gap minus the handicap's worth: what remains to even
    int level = 0;      // a level to choose instead of a handicap (0: none)
};

// For a game between `red_elo` and `black_elo`: the stronger side gives the measured handicap
// whose worth is nearest the gap (NONE when no handicap comes nearer than none; the first in
// menu order on a tie). A handicap measured only as "at least" is never offered: its worth may
// be anything beyond the bound, far more than the gap.
HandicapAdvice advise_handicap(int red_elo, int black_elo);

// The most Elo a suggested handicap may leave uneven; beyond it a level nearer the player's
// strength is the better advice.
constexpr int HANDICAP_MAX_LEFT = 150;

// For a player of `player_elo` against the engine at `level`, the engine playing `engine`:
// - a player stronger than the level is advised the level nearest their Elo (`level`), when a
//   stronger one is nearer: they play a stronger engine rather than give away pieces;
// - otherwise the handicap of advise_handicap, unless even the nearest leaves more than
//   HANDICAP_MAX_LEFT uneven and another level is nearer the player's Elo: then that level.
HandicapAdvice advise_against_level(int player_elo, int level, Color engine);

}  // namespace xq
