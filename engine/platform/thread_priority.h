// A lower scheduling priority for the engine's threads when it runs beside a GUI: the search
// uses every core it is given, and the window must still draw its frames.
#pragma once

namespace xq {

// Lowers the calling thread's priority; the threads it creates afterwards inherit it (Linux nice
// is per thread). Does nothing where the system offers no per-thread nice.
void lower_thread_priority();

}  // namespace xq
