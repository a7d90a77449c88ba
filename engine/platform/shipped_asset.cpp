#include "platform/shipped_asset.h"

#include <filesystem>

#include "platform/executable_path.h"

namespace xq {

std::string find_shipped_asset(const char* name) {
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::path self = executable_path();
    if (!self.empty()) {
        for (const fs::path& dir :
             {self.parent_path() / "assets", self.parent_path().parent_path() / "assets"}) {
            if (fs::exists(dir / name, ec)) return (dir / name).string();
        }
    }
#ifdef XQ_SOURCE_ASSETS_DIR
    if (fs::exists(fs::path(XQ_SOURCE_ASSETS_DIR) / name, ec))
        return (fs::path(XQ_SOURCE_ASSETS_DIR) / name).string();
#endif
    return {};
}

}  // namespace xq
