// The handicap advisor (让子): what each handicap is worth in Elo, as measured by
// scripts/handicap_ladder.py (docs/strength.md, "Handicaps"), and the handicap that evens a
// game between two ratings (a player's and a level's, or two levels').
#pragma once

#include <optional>

#include "formats/handicap.h"
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
    Color giver = RED;          // by colour of the stronger side
    int gap = 0;                // the stronger rating minus the weaker
    int left = 0;               // gap minus the handicap's worth: what remains to even
    bool left_at_most = false;  // the worth is only a lower bound: at most `left` remains
};

// For a game between `red_elo` and `black_elo`: the stronger side gives the measured handicap
// whose worth is nearest the gap (NONE when no handicap comes nearer than none; the first in
// menu order on a tie). A handicap measured only as "at least" is offered only for a gap at or
// above its bound.
HandicapAdvice advise_handicap(int red_elo, int black_elo);

}  // namespace xq
