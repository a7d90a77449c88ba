// Perft: counts the leaf nodes of the legal move tree, the standard test of a move generator.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "rules/position.h"

namespace xq {

uint64_t perft(Position& pos, int depth);
// One entry per legal root move with the leaf count below it.
std::vector<std::pair<Move, uint64_t>> perft_divide(Position& pos, int depth);

}  // namespace xq
