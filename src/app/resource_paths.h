// Where the game's read-only files are: the assets folder and the CJK font. The assets are found
// relative to the program wherever it is installed (platform/shipped_asset.h): share/xiangqi in
// a GNU-layout install, assets/ beside xiangqi.exe on Windows, the repository's assets/ from a
// build tree. The font is Debian's on Linux (the package depends on it); on Windows it travels
// beside xiangqi.exe, with the system's Chinese fonts as a fallback.
#pragma once

#include <string>

namespace xq {

// The folder with board.png, pieces/, sounds/ ...; a guess that names the missing folder in
// the error when no candidate has them.
std::string default_assets_dir();
// The font every panel draws with; it must hold the Chinese glyphs.
std::string ui_font_path();

}  // namespace xq
