// The classic compositions (排局, assets/compositions.txt; docs/endgames.md): one a line,
//   id;FEN;goal;group_zh;group_en;name_zh;name_en;source_zh;source_en;solution;verified
// `goal` is "mate-by-checks N" (Red mates in N moves, each a check), "mate N" (Red mates in N),
// "win" or "draw"; `solution` is the main line in ICCS moves separated by spaces, every move
// legal from the FEN; `verified` says how the position and the goal were checked. They are read
// into the endgame set (endgame_set.h) with `composition` set, so the Endgames tab plays them
// like its other endgames and shows the solution after an attempt.
#pragma once

#include <string>
#include <vector>

#include "game/endgames/endgame.h"

namespace xq {

inline constexpr const char* COMPOSITION_FILE_NAME = "compositions.txt";

// Parses the compositions; comment lines (#) and blank lines are skipped. Good lines are kept;
// false with a message naming the first bad lines ("line 3: move 5 'h2h9' is not legal").
bool parse_compositions(const std::string& text, std::vector<Endgame>& out, std::string* error);
std::string format_composition(const Endgame& e);  // one line, as parse_compositions reads it
bool load_composition_file(const std::string& path, std::vector<Endgame>& out, std::string* error);

// The goal as the file writes it ("mate-by-checks 7", "mate 9", "win", "draw").
std::string composition_goal(const Endgame& e);

}  // namespace xq
