// Transparent huge pages for the transposition table: every probe is a random access, and with
// 4 KB pages most of them also miss the TLB.
#pragma once

#include <cstddef>

namespace xq {

// Asks the system to back `bytes` at `block` (aligned to 2 MB) with huge pages. A hint: where
// the system has no such call, or refuses, nothing changes.
void advise_huge_pages(void* block, size_t bytes);

}  // namespace xq
