// One search of a FEN with a fresh engine (16 MB hash), for tests that look at the result: the
// bestmove, and each report through `on_info` if given.
#pragma once

#include <doctest/doctest.h>

#include <functional>
#include <string>
#include <vector>

#include "engine.h"

namespace xq::test {

inline BestMoveInfo search_fen(const std::string& fen, const SearchLimits& limits,
                               const std::function<void(const SearchInfo&)>& on_info = {}) {
    Engine engine;
    engine.set_hash_mb(16);
    std::string error;
    REQUIRE_MESSAGE(engine.set_position(fen, std::vector<Move>{}, &error), error);
    if (on_info) engine.on_info(on_info);
    BestMoveInfo best;
    engine.on_bestmove([&](const BestMoveInfo& b) { best = b; });
    engine.go(limits);
    engine.wait();
    return best;
}

inline BestMoveInfo search_fen_to_depth(const std::string& fen, int depth) {
    SearchLimits limits;
    limits.depth = depth;
    return search_fen(fen, limits);
}

}  // namespace xq::test
