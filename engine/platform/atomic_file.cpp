#include "platform/atomic_file.h"

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <utility>

#ifdef _WIN32
#include <windows.h>

#include "platform/wide_text.h"
#include "platform/windows_error.h"
#else
#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#endif

namespace xq {

namespace {

constexpr size_t BLOCK = size_t(1) << 16;

#ifdef _WIN32
std::string system_reason() {
    return last_windows_error_text();
}
HANDLE as_handle(intptr_t h) {
    return reinterpret_cast<HANDLE>(h);
}
void remove_file(const std::string& path) {
    DeleteFileW(utf8_to_wide(path).c_str());
}
#else
std::string system_reason() {
    return std::strerror(errno);
}
void remove_file(const std::string& path) {
    const int saved = errno;
    std::remove(path.c_str());
    errno = saved;
}
std::string parent_of(const std::string& path) {
    std::string dir = std::filesystem::path(path).parent_path().string();
    return dir.empty() ? "." : dir;
}
#endif

}  // namespace

AtomicFile::AtomicFile(std::string path) : path_(std::move(path)), tmp_(path_ + ".tmp") {
#ifdef _WIN32
    HANDLE h = CreateFileW(utf8_to_wide(tmp_).c_str(), GENERIC_WRITE, 0, nullptr, CREATE_ALWAYS,
                           FILE_ATTRIBUTE_NORMAL, nullptr);
    if (h == INVALID_HANDLE_VALUE) {
        fail("cannot write " + tmp_);
        return;
    }
    handle_ = reinterpret_cast<intptr_t>(h);
#else
    const int fd = ::open(tmp_.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) {
        fail("cannot write " + tmp_);
        return;
    }
    handle_ = fd;
#endif
    open_ = true;
    buffer_.reserve(BLOCK);
}

AtomicFile::~AtomicFile() {
    if (!committed_) discard();
}

void AtomicFile::fail(const std::string& what) {
    if (error_.empty()) error_ = what + ": " + system_reason();
}

void AtomicFile::discard() {
    if (!open_) return;
#ifdef _WIN32
    CloseHandle(as_handle(handle_));
#else
    ::close(int(handle_));
#endif
    open_ = false;
    remove_file(tmp_);
}

void AtomicFile::write(const void* data, size_t size) {
    if (!ok()) return;
    if (buffer_.size() + size < BLOCK) {
        buffer_.append(static_cast<const char*>(data), size);
        return;
    }
    flush_buffer();
    write_through(static_cast<const char*>(data), size);  // a large block goes straight out
}

void AtomicFile::flush_buffer() {
    write_through(buffer_.data(), buffer_.size());
    buffer_.clear();
}

void AtomicFile::write_through(const char* data, size_t size) {
    size_t done = 0;
    while (ok() && done < size) {
#ifdef _WIN32
        DWORD n = 0;
        const DWORD chunk = DWORD(std::min<size_t>(size - done, size_t(1) << 30));
        if (!WriteFile(as_handle(handle_), data + done, chunk, &n, nullptr) || n == 0)
            return fail("cannot write " + tmp_);
#else
        const ssize_t n = ::write(int(handle_), data + done, size - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return fail("cannot write " + tmp_);
#endif
        done += size_t(n);
    }
}

bool AtomicFile::commit(std::string* error) {
    if (ok() && open_) flush_buffer();
        // The data must be on the disk before the rename makes it the file: otherwise a crash soon
        // after can leave an empty file under the old name.
#ifdef _WIN32
    if (ok() && !FlushFileBuffers(as_handle(handle_))) fail("cannot write " + tmp_);
    if (open_) CloseHandle(as_handle(handle_));
    open_ = false;
    // MoveFileEx replaces the old file in one step; WRITE_THROUGH returns once it is on disk.
    if (ok() && !MoveFileExW(utf8_to_wide(tmp_).c_str(), utf8_to_wide(path_).c_str(),
                             MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH))
        fail("cannot replace " + path_);
#else
    if (ok() && ::fsync(int(handle_)) != 0) fail("cannot write " + tmp_);
    if (open_ && ::close(int(handle_)) != 0) fail("cannot write " + tmp_);
    open_ = false;
    // rename() replaces the old file in one step: a crash leaves either the old or the new file.
    if (ok() && std::rename(tmp_.c_str(), path_.c_str()) != 0) fail("cannot replace " + path_);
    if (ok()) {  // and the rename itself is made durable through the directory
        const int dir = ::open(parent_of(path_).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (dir >= 0) {
            ::fsync(dir);
            ::close(dir);
        }
    }
#endif
    if (!ok()) {
        remove_file(tmp_);
        if (error) *error = error_;
        return false;
    }
    committed_ = true;
    return true;
}

bool write_file_atomic(const std::string& path, const std::string& content, std::string* error) {
    AtomicFile file(path);
    file.write(content);
    return file.commit(error);
}

}  // namespace xq
