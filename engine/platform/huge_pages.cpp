#include "platform/huge_pages.h"

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace xq {

void advise_huge_pages(void* block, size_t bytes) {
#if defined(MADV_HUGEPAGE)
    madvise(block, bytes, MADV_HUGEPAGE);  // failure is harmless
#else
    (void)block;
    (void)bytes;
#endif
}

}  // namespace xq
