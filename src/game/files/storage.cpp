#include "game/files/storage.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace xq {

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
