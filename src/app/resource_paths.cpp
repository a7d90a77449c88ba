#include "app/resource_paths.h"

#include <cstdlib>
#include <filesystem>
#include <initializer_list>

#include "platform/executable_path.h"
#include "platform/shipped_asset.h"

namespace xq {

namespace fs = std::filesystem;

namespace {

// The game opens files by UTF-8 names (Windows' own functions take them as wide strings).
std::string utf8(const fs::path& p) {
    const std::u8string s = p.u8string();
    return std::string(s.begin(), s.end());
}

}  // namespace

std::string default_assets_dir() {
#ifdef _WIN32
    // The zip and the installer: found here by its exact (possibly non-ASCII) name.
    std::error_code ec;
    const fs::path beside = executable_path().parent_path() / "assets";
    if (fs::exists(beside / "board.png", ec)) return utf8(beside);
#endif
    const std::string board = find_shipped_asset("board.png");
    if (!board.empty()) return fs::path(board).parent_path().string();
    // Where an install would have it: the sprite loader's error then names that folder.
    return utf8(executable_path().parent_path().parent_path() / "share" / "xiangqi");
}

#ifdef _WIN32

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

std::string ui_font_path() {
    return "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc";
}

#endif

}  // namespace xq
