#include "game/storage.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace xq {

bool write_file_atomic(const std::string& path, const std::string& content, std::string* error) {
    const std::string tmp = path + ".tmp";
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        if (out) out << content;
        out.flush();
        if (!out) {
            if (error) *error = "cannot write " + tmp + ": " + std::strerror(errno);
            return false;
        }
    }
    // rename() replaces the old file in one step: a crash leaves either the old or the new file.
    if (std::rename(tmp.c_str(), path.c_str()) != 0) {
        if (error) *error = "cannot replace " + path + ": " + std::strerror(errno);
        std::remove(tmp.c_str());
        return false;
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
