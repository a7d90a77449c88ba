// Where the programs look for their shipped files (book, network, sprites): beside the program,
// in an installed share/xiangqi, or in a build folder's repository.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <vector>

#include "platform/shipped_asset.h"
#include "temp_dir.h"

using namespace xq;
namespace fs = std::filesystem;

namespace {

// The first of the program's folders that holds `name`, as find_shipped_asset picks it.
fs::path first_with(const fs::path& program, const char* name) {
    for (const fs::path& dir : shipped_asset_dirs(program))
        if (fs::exists(dir / name)) return dir;
    return {};
}

void touch(const fs::path& file) {
    fs::create_directories(file.parent_path());
    std::ofstream(file) << "x";
}

}  // namespace

TEST_CASE("shipped assets: an installed program finds share/xiangqi beside its bin/") {
    const test::TempDir prefix("xq_shipped_asset_install");
    const fs::path program = prefix.path / "bin" / "xiangqi-engine";
    touch(prefix.path / "share" / "xiangqi" / "probe-asset.bin");
    CHECK(first_with(program, "probe-asset.bin") == prefix.path / "share" / "xiangqi");
}

TEST_CASE("shipped assets: assets/ beside the program comes first, then share, then ../assets") {
    const test::TempDir root("xq_shipped_asset_order");
    const fs::path program = root.path / "bin" / "xiangqi.exe";
    const std::vector<fs::path> dirs = shipped_asset_dirs(program);
    REQUIRE(dirs.size() >= 3);
    CHECK(dirs[0] == root.path / "bin" / "assets");
    CHECK(dirs[1] == root.path / "share" / "xiangqi");
    CHECK(dirs[2] == root.path / "assets");
    touch(root.path / "assets" / "probe-asset.bin");
    CHECK(first_with(program, "probe-asset.bin") == root.path / "assets");
    touch(root.path / "share" / "xiangqi" / "probe-asset.bin");
    CHECK(first_with(program, "probe-asset.bin") == root.path / "share" / "xiangqi");
    touch(root.path / "bin" / "assets" / "probe-asset.bin");
    CHECK(first_with(program, "probe-asset.bin") == root.path / "bin" / "assets");
}

TEST_CASE("shipped assets: a file no folder has is not found") {
    const test::TempDir root("xq_shipped_asset_missing");
    CHECK(first_with(root.path / "bin" / "xiangqi", "no-such-asset.bin").empty());
    CHECK(find_shipped_asset("no-such-asset.bin").empty());
}
