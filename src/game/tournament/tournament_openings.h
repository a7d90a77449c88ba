// The opening sets a tournament starts its games from: the shipped assets/openings-wide.txt
// (balanced openings of 6-10 plies, scripts/make_openings.py) and assets/openings-classical.txt
// (the classical first-move pairs). One opening a line, "startpos moves h2e2 h9g7  # +21"; '#'
// starts a comment.
#pragma once

#include <string>
#include <vector>

#include "game/tournament/tournament_setup.h"
#include "rules/types.h"

namespace xq {

using Opening = std::vector<Move>;  // from the start position

// Parses a set; false with the bad line's number and text when a line is not an opening of
// legal moves.
bool parse_openings(const std::string& text, std::vector<Opening>& out, std::string* error);
// The shipped file of a set ("" for START, or when it is not found).
std::string openings_path(OpeningSet set);
// Reads the set (START: empty, no error).
bool load_openings(OpeningSet set, std::vector<Opening>& out, std::string* error);

}  // namespace xq
