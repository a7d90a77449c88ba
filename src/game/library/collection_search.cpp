#include "game/library/collection_search.h"

namespace xq {

std::vector<PositionHit> find_position(const Collection& c, uint64_t key) {
    std::vector<PositionHit> hits;
    const uint64_t* keys = c.keys.data();
    for (size_t g = 0; g < c.games.size(); ++g) {
        const CollectionGame& game = c.games[g];
        for (uint32_t i = 0; i < game.key_count; ++i)
            if (keys[game.key_begin + i] == key) {
                hits.push_back({int(g), int(i), c.moves[game.key_begin + i]});
                break;
            }
    }
    return hits;
}

std::vector<MaterialHit> find_material(const Collection& c, const MaterialPattern& pattern) {
    std::vector<MaterialHit> hits;
    for (size_t g = 0; g < c.games.size(); ++g) {
        const CollectionGame& game = c.games[g];
        for (uint32_t i = 0; i < game.material_count; ++i) {
            const MaterialSpan& span = c.material[game.material_begin + i];
            if (pattern.matches(span.signature)) {
                hits.push_back({int(g), int(span.ply)});
                break;
            }
        }
    }
    return hits;
}

}  // namespace xq
