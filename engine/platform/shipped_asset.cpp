#include "platform/shipped_asset.h"

#include "platform/executable_path.h"

namespace xq {

namespace fs = std::filesystem;

std::vector<fs::path> shipped_asset_dirs(const fs::path& program) {
    std::vector<fs::path> dirs;
    if (!program.empty()) {
        const fs::path bin = program.parent_path();
        dirs = {bin / "assets", bin.parent_path() / "share" / "xiangqi",
                bin.parent_path() / "assets"};
    }
#ifdef XQ_SOURCE_ASSETS_DIR
    dirs.emplace_back(XQ_SOURCE_ASSETS_DIR);
#endif
    return dirs;
}

std::string find_shipped_asset(const char* name) {
    std::error_code ec;
    for (const fs::path& dir : shipped_asset_dirs(executable_path()))
        if (fs::exists(dir / name, ec)) return (dir / name).string();
    return {};
}

}  // namespace xq
