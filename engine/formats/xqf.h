// XQF, the binary game format of XQStudio (象棋演播室), in which most Chinese game collections
// circulate. Read only; docs/xqf.md describes the format as we read it.
//
// Read: versions 1.0 (0x0A, plain) and the scrambled versions from 0x0B on (the keys in the
// header unscramble the start position, the moves and the comments); the start position, the
// result, the descriptive strings (GBK) as tags, the moves with their comments, and the
// variations (the tree is stored in pre-order, the first continuation being the main line).
// Every move is checked by replaying it: the first illegal one ends that line with a message
// that says where, and what came before is kept, as read_pgn does.
#pragma once

#include <string_view>

#include "formats/pgn.h"

namespace xq {

// Does `bytes` start like an XQF file ("XQ")?
bool looks_like_xqf(std::string_view bytes);

// The game in an XQF file's bytes. The result has the same meaning as read_pgn's.
PgnReadResult read_xqf(std::string_view bytes);

}  // namespace xq
