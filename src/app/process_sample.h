// What the running process holds, read from the system: resident memory, open file descriptors
// and threads. The soak run samples it to show that a long session stays flat.
#pragma once

#include <optional>

namespace xq {

struct ProcessSample {
    long resident_kb = 0;  // resident set size
    int open_files = 0;    // file descriptors open
    int threads = 0;
};

// The calling process's sample; nullopt where the system does not say (only Linux's /proc is read).
std::optional<ProcessSample> sample_process();

}  // namespace xq
