// ICCS / UCCI coordinate notation: "h2e2" = from file h rank 2 to file e rank 2.
// Files a..i run left to right as Red sees the board; ranks 0..9 start at Red's back rank.
#pragma once

#include <string>
#include <string_view>

#include "rules/types.h"

namespace xq {

std::string square_to_iccs(Square s);
std::string move_to_iccs(Move m);  // "0000" for MOVE_NONE
// Parses "h2e2", "H2-E2" or "h2-e2" (case-insensitive). Returns MOVE_NONE if the text is not a
// well-formed coordinate move; it says nothing about legality.
Move iccs_to_move(std::string_view text);

}  // namespace xq
