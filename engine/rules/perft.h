// Perft: counts the leaf nodes of the legal move tree, the standard test of a move generator.
#pragma once

#include <atomic>
#include <cstdint>
#include <utility>
#include <vector>

#include "rules/position.h"

namespace xq {

// When `stop` becomes true the count ends early (and is then partial).
uint64_t perft(Position& pos, int depth, const std::atomic<bool>* stop = nullptr);
// One entry per legal root move with the leaf count below it; after a stop, only the root moves
// counted in full.
std::vector<std::pair<Move, uint64_t>> perft_divide(Position& pos, int depth,
                                                    const std::atomic<bool>* stop = nullptr);

}  // namespace xq
