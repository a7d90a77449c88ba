// The search by which the puzzle tools confirm a shipped puzzle's key move: a new engine for
// each (nothing of the searches before changes the result), the hand-made evaluation the tools
// search with, one thread, 8 MB of hash, depth 10.
#pragma once

#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "engine.h"

namespace xq::test {

inline BestMoveInfo confirming_search(const std::string& fen) {
    Engine engine;
    engine.set_use_nnue(false);
    engine.set_threads(1);
    engine.set_hash_mb(8);
    BestMoveInfo best;
    engine.on_bestmove([&](const BestMoveInfo& b) { best = b; });
    engine.new_game();
    REQUIRE(engine.set_position(fen, std::vector<Move>{}));
    SearchLimits limits;
    limits.depth = 10;
    engine.go(limits);
    engine.wait();
    return best;
}

}  // namespace xq::test
