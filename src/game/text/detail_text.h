// Chinese for the English details of the lower layers (FEN, PGN and file errors): pattern by
// pattern, numbers and quoted parts carried over; a detail no pattern knows stays English.
#pragma once

#include <string>

namespace xq {

std::string detail_in_chinese(const std::string& english);
// The characters the translations can produce (for the font).
const char* detail_glyphs();

}  // namespace xq
