// The frame-time benchmark (`xiangqi --bench-frames <seconds>`): the engine plays itself from the
// start position while the window runs frames on a 60 Hz clock (no vsync wait), and every
// frame's time (events, ImGui, board, present) is recorded. The requirement it checks: the UI keeps
// its frame rate while the engine searches (slowest frame under 20 ms).
#pragma once

#include <string>
#include <vector>

namespace xq {

class App;

struct FrameStats {
    int frames = 0;
    double median_ms = 0, p99_ms = 0, max_ms = 0;
};

// Median (mean of the middle two for an even count), p99 by nearest rank, max.
FrameStats summarize_frames(std::vector<double> frame_ms);

// One line a script can parse: "frames=812 median_ms=3.21 p99_ms=7.90 max_ms=11.02", each key
// with the prefix (the benchmark prints all frames, then "drawn_" for the frames drawn).
std::string format_frame_stats(const FrameStats& s, const char* prefix = "");

// Runs the benchmark on an initialised App (engine on, nothing saved): a few warm-up frames,
// then engine vs engine at `movetime_s` per move on `threads` search threads (0: automatic) with
// the engine panel open for `seconds`.
// Prints the summary on stdout. Returns the process exit status. With `analysis`, analysis mode
// instead (5 lines, infinite search) on a 10-move game, stepping one ply back or forward every
// second so that the analysis restarts on the new position, as a user would.
int run_frame_bench(App& app, double seconds, double movetime_s, bool analysis = false,
                    int threads = 0);

}  // namespace xq
