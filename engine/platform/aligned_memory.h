// Aligned heap blocks for the transposition table. std::aligned_alloc is C11/POSIX; the
// Windows C runtime has none (its free() cannot release aligned blocks), so both go here.
#pragma once

#include <cstddef>

namespace xq {

// `bytes` aligned to `alignment` (a power of two, at least sizeof(void*)); nullptr when the
// memory cannot be had. Release it with aligned_release only.
void* aligned_acquire(size_t alignment, size_t bytes);
void aligned_release(void* block);

}  // namespace xq
