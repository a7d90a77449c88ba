#include "game/user_dirs.h"

#include <cstdlib>
#include <fstream>

namespace xq {

namespace {

std::string env(const char* name) {
    const char* v = std::getenv(name);
    return v ? v : "";
}

// The value of XDG_DOCUMENTS_DIR="$HOME/Documents" in user-dirs.dirs, $HOME expanded.
std::string from_user_dirs(const std::string& file, const std::string& home) {
    std::ifstream in(file);
    std::string line;
    const std::string key = "XDG_DOCUMENTS_DIR=";
    while (std::getline(in, line)) {
        if (line.compare(0, key.size(), key) != 0) continue;
        std::string v = line.substr(key.size());
        if (v.size() >= 2 && v.front() == '"' && v.back() == '"') v = v.substr(1, v.size() - 2);
        if (v.compare(0, 5, "$HOME") == 0) v = home + v.substr(5);
        if (!v.empty() && v[0] == '/') return v;
    }
    return "";
}

}  // namespace

std::string documents_dir() {
    std::string dir = env("XDG_DOCUMENTS_DIR");
    const std::string home = env("HOME");
    if (dir.empty()) {
        std::string config = env("XDG_CONFIG_HOME");
        if (config.empty() && !home.empty()) config = home + "/.config";
        if (!config.empty()) dir = from_user_dirs(config + "/user-dirs.dirs", home);
    }
    if (dir.empty() && !home.empty()) dir = home + "/Documents";
    while (dir.size() > 1 && dir.back() == '/') dir.pop_back();
    return dir;
}

}  // namespace xq
