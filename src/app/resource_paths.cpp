#include "app/resource_paths.h"

#include <cstdlib>
#include <filesystem>
#include <initializer_list>

#include "platform/executable_path.h"

namespace xq {

namespace fs = std::filesystem;

#ifdef _WIN32

namespace {

std::string utf8(const fs::path& p) {
    const std::u8string s = p.u8string();
    return std::string(s.begin(), s.end());
}

}  // namespace

std::string default_assets_dir() {
    std::error_code ec;
    const fs::path beside = executable_path().parent_path() / "assets";
    if (fs::exists(beside / "board.png", ec)) return utf8(beside);
    return XQ_ASSETS_DIR;  // a build folder run in place
}

std::string ui_font_path() {
    std::error_code ec;
    const fs::path shipped = executable_path().parent_path() / "fonts" / "wqy-microhei.ttc";
    if (fs::exists(shipped, ec)) return utf8(shipped);
    // Microsoft YaHei and SimSun come with every Windows 10 and 11.
    const char* windir = std::getenv("WINDIR");
    const fs::path fonts = fs::path(windir ? windir : "C:\\Windows") / "Fonts";
    for (const char* name : {"msyh.ttc", "simsun.ttc"})
        if (fs::exists(fonts / name, ec)) return utf8(fonts / name);
    return utf8(shipped);  // missing: the error names the file the zip should have had
}

#else

std::string default_assets_dir() {
    return XQ_ASSETS_DIR;
}

std::string ui_font_path() {
    return "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc";
}

#endif

}  // namespace xq
