// write_file_atomic (game/files/storage.h) for each system: the new content goes to a temporary
// file, reaches the disk, and only then replaces the old file in one step, so that a crash
// leaves either the old or the new file, never an empty or half-written one.
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <filesystem>

#include "game/files/storage.h"
#include "platform/wide_text.h"
#include "platform/windows_error.h"

#ifdef _WIN32
#include <windows.h>
#else
#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#endif

namespace xq {

#ifdef _WIN32

bool write_file_atomic(const std::string& path, const std::string& content, std::string* error) {
    const std::string tmp = path + ".tmp";
    auto fail = [&](const std::string& what) {
        if (error) *error = what + ": " + last_windows_error_text();
        return false;
    };
    HANDLE h = CreateFileW(utf8_to_wide(tmp).c_str(), GENERIC_WRITE, 0, nullptr, CREATE_ALWAYS,
                           FILE_ATTRIBUTE_NORMAL, nullptr);
    if (h == INVALID_HANDLE_VALUE) return fail("cannot write " + tmp);
    size_t done = 0;
    bool ok = true;
    while (ok && done < content.size()) {
        DWORD n = 0;
        const DWORD chunk = DWORD(std::min<size_t>(content.size() - done, 1u << 30));
        ok = WriteFile(h, content.data() + done, chunk, &n, nullptr) && n > 0;
        done += n;
    }
    // The data must be on the disk before the move makes it the file.
    ok = ok && FlushFileBuffers(h);
    if (!ok) {
        const std::string message = "cannot write " + tmp + ": " + last_windows_error_text();
        CloseHandle(h);
        DeleteFileW(utf8_to_wide(tmp).c_str());
        if (error) *error = message;
        return false;
    }
    CloseHandle(h);
    // MoveFileEx replaces the old file in one step; WRITE_THROUGH returns once it is on disk.
    if (!MoveFileExW(utf8_to_wide(tmp).c_str(), utf8_to_wide(path).c_str(),
                     MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH)) {
        const std::string message = "cannot replace " + path + ": " + last_windows_error_text();
        DeleteFileW(utf8_to_wide(tmp).c_str());
        if (error) *error = message;
        return false;
    }
    return true;
}

#else

namespace {

std::string parent_of(const std::string& path) {
    std::string dir = std::filesystem::path(path).parent_path().string();
    return dir.empty() ? "." : dir;
}

}  // namespace

bool write_file_atomic(const std::string& path, const std::string& content, std::string* error) {
    const std::string tmp = path + ".tmp";
    auto fail = [&](const std::string& what) {
        if (error) *error = what + ": " + std::strerror(errno);
        return false;
    };
    int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) return fail("cannot write " + tmp);
    size_t done = 0;
    while (done < content.size()) {
        ssize_t n = ::write(fd, content.data() + done, content.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            const int saved = errno;
            ::close(fd);
            std::remove(tmp.c_str());
            errno = saved;
            return fail("cannot write " + tmp);
        }
        done += size_t(n);
    }
    // The data must be on the disk before the rename makes it the file: otherwise a crash soon
    // after can leave an empty file under the old name.
    if (::fsync(fd) != 0 || ::close(fd) != 0) {
        const int saved = errno;
        std::remove(tmp.c_str());
        errno = saved;
        return fail("cannot write " + tmp);
    }
    // rename() replaces the old file in one step: a crash leaves either the old or the new file.
    if (std::rename(tmp.c_str(), path.c_str()) != 0) {
        const int saved = errno;
        std::remove(tmp.c_str());
        errno = saved;
        return fail("cannot replace " + path);
    }
    // And the rename itself is made durable through the directory.
    int dir = ::open(parent_of(path).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (dir >= 0) {
        ::fsync(dir);
        ::close(dir);
    }
    return true;
}

#endif

}  // namespace xq
