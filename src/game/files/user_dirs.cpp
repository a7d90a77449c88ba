#include "game/files/user_dirs.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>

#include "platform/wide_text.h"

#ifdef _WIN32
#include <shlobj.h>
#include <windows.h>
#else
#include <unistd.h>
#endif

namespace xq {

#ifdef _WIN32

namespace {

std::string wide_env(const wchar_t* name) {
    const wchar_t* v = _wgetenv(name);
    return v ? wide_to_utf8(v) : "";
}

}  // namespace

std::string documents_dir() {
    wchar_t path[MAX_PATH];
    std::string dir;
    if (SHGetFolderPathW(nullptr, CSIDL_PERSONAL, nullptr, SHGFP_TYPE_CURRENT, path) == S_OK)
        dir = wide_to_utf8(path);
    if (dir.empty()) {
        const std::string profile = wide_env(L"USERPROFILE");
        if (!profile.empty()) dir = profile + "\\Documents";
    }
    while (dir.size() > 3 && (dir.back() == '\\' || dir.back() == '/')) dir.pop_back();
    return dir;
}

std::string temporary_state_dir() {
    const wchar_t* user = _wgetenv(L"USERNAME");
    const std::filesystem::path dir = std::filesystem::temp_directory_path() /
                                      (std::wstring(L"xiangqi-") + (user ? user : L"user"));
    return wide_to_utf8(dir.c_str());
}

std::string make_unique_temp_dir(const std::string& stem) {
    const std::filesystem::path tmp = std::filesystem::temp_directory_path();
    std::random_device random;
    for (int attempt = 0; attempt < 100; ++attempt) {
        const std::filesystem::path dir =
            tmp / (stem + "-" + std::to_string(GetCurrentProcessId()) + "-" +
                   std::to_string(random() % 1000000));
        if (CreateDirectoryW(dir.c_str(), nullptr)) return wide_to_utf8(dir.c_str());
        if (GetLastError() != ERROR_ALREADY_EXISTS) return "";
    }
    return "";
}

#else

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

std::string temporary_state_dir() {
    return (std::filesystem::temp_directory_path() / ("xiangqi-" + std::to_string(getuid())))
        .string();
}

std::string make_unique_temp_dir(const std::string& stem) {
    std::string dir = "/tmp/" + stem + "-XXXXXX";
    return mkdtemp(dir.data()) ? dir : "";
}

#endif

}  // namespace xq
