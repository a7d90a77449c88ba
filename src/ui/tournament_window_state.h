// The tournament window (tournament_window.cpp): open or not, the runner it shows (the App
// fills it), the setup being edited and the entrant chosen to be added (0: a level, i > 0: the
// i-th other engine).
#pragma once

#include "game/tournament/tournament_runner.h"
#include "game/tournament/tournament_setup.h"

namespace xq {

struct TournamentWindowState {
    bool open = false;
    const TournamentRunner* runner = nullptr;
    TournamentSetup form;
    int add = 0;
    int add_level = 11;
    int results_shown = 0;  // rows of the results list in the last frame (tests)
};

}  // namespace xq
