// DhtmlXQ, the UBB game text of 东萍象棋网 (dpxq.com) that Chinese forums and web viewers
// embed: "[DhtmlXQ] [DhtmlXQ_red]…[/DhtmlXQ_red] … [DhtmlXQ_movelist]7747…[/DhtmlXQ_movelist]
// [/DhtmlXQ]". docs/dhtmlxq.md describes what is read and written.
//
// Read: the first [DhtmlXQ] block of a text (or the whole text when it has loose
// [DhtmlXQ_…] fields only), UTF-8 or GBK: the start position ([DhtmlXQ_fen], else
// [DhtmlXQ_binit]), the main line, the variations ([DhtmlXQ_move_P_S_B]), the comments
// ([DhtmlXQ_commentS], [DhtmlXQ_commentB_S]), the result and the descriptive fields as PGN tags.
// Every move is replayed; the first illegal one ends its line with a message, and what came
// before is kept, as read_pgn does.
// Written: the same fields from a GameRecord; marks (!?) and comments before a move have no
// place in the format and are left out.
#pragma once

#include <string>
#include <string_view>

#include "formats/pgn.h"

namespace xq {

// Does the text hold a DhtmlXQ game ("[DhtmlXQ", any case)?
bool looks_like_dhtmlxq(std::string_view text);

// The game in a DhtmlXQ text. The result has the same meaning as read_pgn's.
PgnReadResult read_dhtmlxq(std::string_view text);

// The record as a DhtmlXQ block ending with a line end. Its moves must replay legally (see
// replay()); a record whose moves do not gives its legal part.
std::string write_dhtmlxq(const GameRecord& record);

}  // namespace xq
