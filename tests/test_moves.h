// Moves and squares written as ICCS in tests: mv("h2e2"), sq("e0"), a line's moves.
#pragma once

#include <string>

#include "formats/iccs.h"
#include "formats/move_tree.h"

namespace xq::test {

inline Move mv(const char* iccs) {
    return iccs_to_move(iccs);
}

inline Square sq(const char* iccs) {
    return make_square(iccs[0] - 'a', iccs[1] - '0');
}

// A line's main moves as ICCS, space-separated: "h2e2 h9g7".
inline std::string iccs_of(const MoveLine& line) {
    std::string s;
    for (const MoveNode& n : line) s += (s.empty() ? "" : " ") + move_to_iccs(n.move);
    return s;
}

}  // namespace xq::test
