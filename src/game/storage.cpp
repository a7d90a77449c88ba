#include "game/storage.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace xq {

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

bool read_file(const std::string& path, std::string& out, std::string* error, bool* missing) {
    std::error_code ec;
    bool exists = std::filesystem::exists(path, ec);
    if (missing) *missing = !exists;
    if (!exists) {
        if (error) *error = path + " does not exist";
        return false;
    }
    if (std::filesystem::is_directory(path, ec)) {
        if (error) *error = path + " is a directory";
        return false;
    }
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    if (!in) {
        if (error) *error = "cannot read " + path;
        return false;
    }
    out = s.str();
    return true;
}

}  // namespace xq
