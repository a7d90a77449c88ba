#include "platform/aligned_memory.h"

#include <cstdint>

#ifdef _WIN32
#include <windows.h>
#else
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace xq {

#ifdef _WIN32

// VirtualAlloc's blocks are zeroed and aligned to 64 KB, more than the table needs (its buckets'
// 64 bytes; Windows is not asked for huge pages).
void* zeroed_acquire(size_t, size_t bytes) {
    return VirtualAlloc(nullptr, bytes, MEM_COMMIT | MEM_RESERVE, PAGE_READWRITE);
}

void zeroed_release(void* block, size_t) {
    if (block) VirtualFree(block, 0, MEM_RELEASE);
}

void zeroed_prefault(void* block, size_t bytes) {
    auto* bytes_of = static_cast<volatile char*>(block);
    for (size_t offset = 0; offset < bytes; offset += 4096) bytes_of[offset] = 0;
}

#else

namespace {

size_t page_size() {
    static const size_t page = size_t(::sysconf(_SC_PAGESIZE));
    return page;
}

size_t whole_pages(size_t bytes) {
    return (bytes + page_size() - 1) / page_size() * page_size();
}

}  // namespace

// An anonymous mapping is zeroed by the system page by page when first touched. For an
// alignment above the page size, a larger span is mapped and its ends given back.
void* zeroed_acquire(size_t alignment, size_t bytes) {
    if (alignment < page_size()) alignment = page_size();
    const size_t size = whole_pages(bytes), span = size + alignment;
    void* raw = ::mmap(nullptr, span, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (raw == MAP_FAILED) return nullptr;
    char* const start = static_cast<char*>(raw);
    const size_t head = (alignment - reinterpret_cast<uintptr_t>(raw) % alignment) % alignment;
    char* const aligned = start + head;
    if (head > 0) ::munmap(start, head);
    if (span > head + size) ::munmap(aligned + size, span - head - size);
    return aligned;
}

void zeroed_release(void* block, size_t bytes) {
    if (block) ::munmap(block, whole_pages(bytes));
}

void zeroed_prefault(void* block, size_t bytes) {
    auto* bytes_of = static_cast<volatile char*>(block);
    for (size_t offset = 0; offset < bytes; offset += page_size()) bytes_of[offset] = 0;
}

#endif

}  // namespace xq
