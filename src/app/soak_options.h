// The soak run's options (`xiangqi --soak`, soak_run.h), part of the App's options.
#pragma once

namespace xq {

struct SoakOptions {
    double seconds = 0;  // 0: no soak run
    double movetime_s = 1.0;
    int max_plies = 300;  // a game still going then is stopped and reviewed as it stands
    int threads = 0;      // search threads (0: automatic)
};

}  // namespace xq
