// Who made the moves of one side of a game: nobody yet, the player, or an engine (the built-in
// one or an external one by name).
#pragma once

#include <cstdint>
#include <string>

namespace xq {

// Who made the moves of one side in the game shown: the player cards name them in analysis and
// review too, when the engine plays nobody's moves.
struct PlayedBy {
    enum class Kind : uint8_t { NOBODY, HUMAN, ENGINE } kind = Kind::NOBODY;
    std::string engine;  // an external engine's name; empty: the built-in one
    int level = 0;       // the built-in engine's difficulty then
};

}  // namespace xq
