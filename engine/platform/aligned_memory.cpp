#include "platform/aligned_memory.h"

#include <cstdlib>

#ifdef _WIN32
#include <malloc.h>
#endif

namespace xq {

void* aligned_acquire(size_t alignment, size_t bytes) {
#ifdef _WIN32
    return _aligned_malloc(bytes, alignment);
#else
    // aligned_alloc wants a size that is a multiple of the alignment.
    return std::aligned_alloc(alignment, (bytes + alignment - 1) / alignment * alignment);
#endif
}

void aligned_release(void* block) {
#ifdef _WIN32
    _aligned_free(block);
#else
    std::free(block);
#endif
}

}  // namespace xq
