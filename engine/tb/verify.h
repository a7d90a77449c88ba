// The proof of a table: every position's value agrees with the values of all its successors,
// worked out again from the engine's Position (do_move, the probe of the table set), not from
// the generator's lists. And the value of each move of a position, for the probe command and
// the search's root.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "tb/tablebases.h"

namespace xq::tb {

// The value a position must have given its legal moves: a win in 1 + the shortest loss among
// the successors, else a draw if one draws, else a loss in 1 + the longest win (a loss in 0
// without a legal move). nullopt when a successor is not covered.
std::optional<TbValue> value_from_successors(const Tablebases& set, Position& pos);

struct MoveValue {
    Move move;
    TbValue value;  // for the side that plays it
};
// Every legal move with its value, best first; empty when a successor is not covered.
std::vector<MoveValue> move_values(const Tablebases& set, Position& pos);

struct Verification {
    uint64_t positions = 0;   // legal positions checked
    uint64_t wrong = 0;       // values that disagree, and indices marked wrongly as no position
    std::string first_wrong;  // the FEN and both values of the first
};
// Checks every index of a table of the set, on `threads` threads.
Verification verify_table(const Tablebases& set, const Table& table, int threads);

}  // namespace xq::tb
