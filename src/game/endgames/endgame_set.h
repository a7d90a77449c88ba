// The endgame collection (残局, assets/endgames.txt; format in docs/endgames.md): one position a
// line, "id;FEN;result;category_zh;category_en;name_zh;name_en;notes". Red is always the side
// with the winning chances: the result says whether Red wins ("win") or Black holds ("draw").
// Every position must be a legal setup (engine/rules/setup_check.h). The classic compositions
// (排局, assets/compositions.txt, game/endgames/composition_set.h) join the same set as groups
// of their own, with a stated goal, a source and a main line.
#pragma once

#include <string>
#include <vector>

#include "game/endgames/endgame.h"

namespace xq {

// Parses the collection; comment lines (#) and blank lines are skipped. Good positions are kept;
// false with a message naming the first bad lines ("line 12: bad FEN: ...").
bool parse_endgames(const std::string& text, std::vector<Endgame>& out, std::string* error);
std::string format_endgame(const Endgame& e);  // one line, as parse_endgames reads it

// Reads the collection at `path` and, when a compositions.txt is in the same folder, appends its
// compositions (the Endgames tab shows both). Either file's bad lines are in *error.
bool load_endgame_file(const std::string& path, std::vector<Endgame>& out, std::string* error);
// The shipped collection (assets/endgames.txt) next to the program or in the source tree; "" if
// none.
std::string default_endgame_path();

// The categories of `set` in their first order of appearance (by their English name).
std::vector<const Endgame*> endgame_categories(const std::vector<Endgame>& set);

}  // namespace xq
