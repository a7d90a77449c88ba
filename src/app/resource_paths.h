// Where the game's read-only files are: the assets folder and the CJK font. On Linux they are
// where the build or the system put them; on Windows they travel next to xiangqi.exe (the zip
// scripts/build-windows.sh packs), with the system's Chinese fonts as a fallback.
#pragma once

#include <string>

namespace xq {

std::string default_assets_dir();
// The font every panel draws with; it must hold the Chinese glyphs.
std::string ui_font_path();

}  // namespace xq
