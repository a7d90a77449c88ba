// The game in progress as Xiangqi PGN, through engine/pgn.h. The current ply is kept in a
// "Ply" tag, so a reloaded game shows the same position.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "game/game.h"

namespace xq {

using PgnTags = std::vector<std::pair<std::string, std::string>>;

// `extra`: tags written too (the clocks), as a group: not when the game already carries one of
// them from its file, whose values win (a file's own TimeControl is not mixed with ours).
// `reading`: the game is being read (Controller::open_game); a [Reading "1"] tag says so, for
// the game in progress the program saves and resumes (pgn_to_game leaves it out of the game's
// tags and gives it in `tags`).
std::string game_to_pgn(const Game& game, const PgnTags& extra = {}, bool reading = false);
inline constexpr const char* READING_TAG = "Reading";
// On error returns false with a message naming the bad move or tag; `game` is unchanged.
// `tags`, if given, receives the file's descriptive tags.
bool pgn_to_game(const std::string& text, Game& game, std::string* error, PgnTags* tags = nullptr);
// Like pgn_to_game, also for the bytes of an XQF file (formats/xqf.h), but a game with a bad
// move keeps the legal moves before it: then it returns
// true and `stopped` says where and why the rest was left out (empty when everything was read).
bool pgn_to_game_lenient(const std::string& text, Game& game, std::string* error,
                         std::string* stopped, PgnTags* tags = nullptr);
// The whole line as numbered Chinese text for the clipboard.
std::string game_to_chinese_text(const Game& game);
// The game with its variations and comments as DhtmlXQ (东萍) text, for forums (dhtmlxq.h).
std::string game_to_dhtmlxq(const Game& game);

}  // namespace xq
