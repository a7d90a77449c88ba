// The order of a tournament's games. Each pair plays games_per_pair games in pairs: one opening,
// then the same opening with the colours swapped. The pairs take turns (every pair's first two
// games, then every pair's next two ...), so the crosstable fills evenly while it runs. The
// schedule is a function of the setup alone: a resumed tournament finds the same games.
#pragma once

#include <vector>

#include "game/tournament/tournament_setup.h"

namespace xq {

struct Pairing {
    int red = 0, black = 0;  // entrant indexes
    int opening = -1;        // index in the opening set; -1: the start position
};

// `openings`: how many openings the set has (0: every game from the start position).
std::vector<Pairing> make_schedule(const TournamentSetup& s, int openings);

}  // namespace xq
