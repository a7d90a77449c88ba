// The soak run (`xiangqi --soak <seconds>`): a long session in the game window, as a player who
// leaves it open for hours would make it. Cycle after cycle, the engine plays itself at
// `movetime_s` a move, the finished game is reviewed, then analysed for a while stepping back
// through it; the window runs frames on a 60 Hz clock the whole time. It prints a sample of the
// process (resident memory, open files, threads) and the minute's frame times every minute, one
// line per cycle taken with the engine idle, and a summary: the resident memory's growth per hour
// (a least-squares line through the samples after the first cycle), how far open files and
// threads strayed from their count at the end of the first cycle, and the frame times' p99 and
// max. scripts/soak.py runs it under Xvfb and judges the figures.
#pragma once

#include "app/soak_options.h"

namespace xq {

class App;

// Runs on an initialised App with the engine (nothing saved where the player's files are).
// Returns the process exit status: 0 when it ran and printed its summary.
int run_soak(App& app, const SoakOptions& options);

}  // namespace xq
