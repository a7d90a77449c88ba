// Where a file the programs ship in assets/ (the opening book, the network, the sprites) is found.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace xq {

// The folders that may hold the shipped files, first choice first, for a program at `program`:
// assets/ beside it (the Windows zip and installer), ../share/xiangqi (an install in the GNU
// layout, bin/ and share/, as the Debian package has it), ../assets (a build folder inside the
// repository), then the source tree's assets/ when the build compiled that fallback in
// (XQ_SOURCE_ASSETS_FALLBACK).
std::vector<std::filesystem::path> shipped_asset_dirs(const std::filesystem::path& program);

// The path of <name> in the first of the running program's folders that has it; empty when
// none has it.
std::string find_shipped_asset(const char* name);

}  // namespace xq
