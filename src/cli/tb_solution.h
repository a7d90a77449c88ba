// A covered position solved as a game: the winner's quickest mate against the longest defence,
// every move chosen by the tables (of equal values, the first in move order), played to the
// mate; at each of the defender's moves up to `alternatives` other defences (the longest first),
// each a variation that goes on the same way to its mate. The endgame manual of a position
// (`xiangqi-engine tb solve`). In the program, not the engine library: it builds a game record.
#pragma once

#include <optional>
#include <string>

#include "formats/game_record.h"
#include "tb/tablebases.h"

namespace xq::tb {

struct Solution {
    std::string table;  // the table of the position, e.g. KRKAA
    TbValue value;      // for the side to move
    MoveLine line;      // empty for a draw
    // False when a position on the way left the tables (a successor's table is missing): the
    // line stops there.
    bool complete = true;
};

// nullopt when no table covers `pos`.
std::optional<Solution> solve(const Tablebases& set, const Position& pos, int alternatives);

}  // namespace xq::tb
