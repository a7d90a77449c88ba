// Xiangqi PGN: tags (FEN when the game does not start from the initial position) and the moves
// in ICCS coordinates, e.g. "1. h2e2 h9g7 2. h0g2". Loading accepts "H2-E2" too, move numbers,
// {comments}, and a result token, and checks every move against the rules.
#pragma once

#include <map>
#include <string>

#include "game.h"

namespace xq {

struct PgnTags {
    std::map<std::string, std::string> tags;  // Event, Red, Black, Date...
};

// The whole line of the game; the current ply goes into a "Ply" tag so a reload shows the same
// position.
std::string game_to_pgn(const Game& game, const PgnTags& extra = {});
// On error returns false with a message naming the bad move or tag; `game` is unchanged.
bool pgn_to_game(const std::string& text, Game& game, std::string* error, PgnTags* tags = nullptr);

}  // namespace xq
