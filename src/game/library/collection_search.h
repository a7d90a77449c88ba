// Searching a collection: the games that reached a position (by its Zobrist key, so the same
// position reached by other move orders is found too) and the games that reached a material
// balance (material_pattern.h).
#pragma once

#include <cstdint>
#include <vector>

#include "game/library/collection.h"
#include "game/library/material_pattern.h"

namespace xq {

struct PositionHit {
    int game = 0;
    int ply = 0;            // where the game first reached the position
    Move next = MOVE_NONE;  // the move played from it; MOVE_NONE when the game ended there
};

// One hit per game that reached the position, in the collection's order.
std::vector<PositionHit> find_position(const Collection& collection, uint64_t key);

struct MaterialHit {
    int game = 0;
    int ply = 0;  // the first position of the game with that material
};

// One hit per game whose main line reached the material, either side having either half of
// the pattern.
std::vector<MaterialHit> find_material(const Collection& collection,
                                       const MaterialPattern& pattern);

}  // namespace xq
