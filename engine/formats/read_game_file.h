// The game in a file's bytes or a pasted text, whatever its format: XQF by its first bytes
// ("XQ"), DhtmlXQ by its fields ("[DhtmlXQ"), else PGN, whose reader also takes a bare move
// list in ICCS, WXF or Chinese notation ("1. 炮二平五 马8进7"). Only the first game is read.
#pragma once

#include <string_view>

#include "formats/pgn.h"

namespace xq {

// The result has the same meaning as read_pgn's.
PgnReadResult read_game_file(std::string_view bytes);

}  // namespace xq
