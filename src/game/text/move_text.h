// How the UI writes one move for people: Chinese notation in the Chinese UI (炮二平五, 马8进7:
// ASCII digits for Black's files, which the UI font sets tighter than full-width ones), WXF in
// the English UI (C2.5, H8+7). The clipboard text and PGN keep their own conventions.
#pragma once

#include <string>
#include <vector>

#include "rules/position.h"

namespace xq {

// `before` is the position before the move; the move must be legal there.
std::string move_label(const Position& before, Move m);

// A line of moves from `fen` with move numbers, as move_label writes each: "1. 车二进一 将5进1
// 2. ..." (a line that starts with Black's move opens with "1. ..."). It stops at the first move
// that is not legal; "" for a bad FEN.
std::string line_label(const std::string& fen, const std::vector<Move>& line);

}  // namespace xq
