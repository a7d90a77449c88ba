// A fresh directory under the temporary directory for one test, removed again at its end.
#pragma once

#include <filesystem>
#include <string>

namespace xq::test {

// A file of that name in the temporary directory (not created).
inline std::string temp_file(const std::string& name) {
    return (std::filesystem::temp_directory_path() / name).string();
}

struct TempDir {
    std::filesystem::path path;
    explicit TempDir(const std::string& name)
        : path(std::filesystem::temp_directory_path() / name) {
        std::filesystem::remove_all(path);
        std::filesystem::create_directories(path);
    }
    ~TempDir() { std::filesystem::remove_all(path); }
    std::string dir() const { return path.string() + "/"; }  // with the trailing separator
};

}  // namespace xq::test
