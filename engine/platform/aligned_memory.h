// Large zeroed blocks for the transposition table, straight from the system: fresh pages come
// zeroed and cost nothing until touched, so a table of any size is ready at once instead of
// after clearing every byte (a 64 MB table took tens of milliseconds to clear, seconds under the
// thread sanitizer), and a short search touches only the pages it uses.
#pragma once

#include <cstddef>

namespace xq {

// `bytes` of zeros aligned to `alignment` (a power of two, at most 2 MB; the system's page at
// least); nullptr when the memory cannot be had. Release it with zeroed_release and the same size.
void* zeroed_acquire(size_t alignment, size_t bytes);
void zeroed_release(void* block, size_t bytes);

// Has the system back every page of the block now, by writing a zero to each. A page first
// touched during a search costs that search its time: a 64 MB table on transparent huge pages
// took 0.6-0.9 s on a fresh virtual machine, in the middle of a 100 ms move.
void zeroed_prefault(void* block, size_t bytes);

}  // namespace xq
