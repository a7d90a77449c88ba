#include "app/process_sample.h"

#ifdef __linux__
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#endif

namespace xq {

#ifdef __linux__
std::optional<ProcessSample> sample_process() {
    ProcessSample s;
    // statm: size and resident, in pages.
    FILE* statm = std::fopen("/proc/self/statm", "r");
    if (!statm) return std::nullopt;
    long size_pages = 0, resident_pages = 0;
    const int read = std::fscanf(statm, "%ld %ld", &size_pages, &resident_pages);
    std::fclose(statm);
    if (read != 2) return std::nullopt;
    s.resident_kb = resident_pages * (sysconf(_SC_PAGESIZE) / 1024);
    std::error_code ec;
    // The directory's own descriptor, open while it is listed, is not counted.
    for (auto it = std::filesystem::directory_iterator("/proc/self/fd", ec);
         !ec && it != std::filesystem::directory_iterator(); it.increment(ec))
        ++s.open_files;
    s.open_files = s.open_files > 0 ? s.open_files - 1 : 0;
    for (auto it = std::filesystem::directory_iterator("/proc/self/task", ec);
         !ec && it != std::filesystem::directory_iterator(); it.increment(ec))
        ++s.threads;
    if (ec) return std::nullopt;
    return s;
}
#else
std::optional<ProcessSample> sample_process() {
    return std::nullopt;
}
#endif

}  // namespace xq
