#include "game/library/collection_stats.h"

#include <algorithm>

#include "game/library/collection_search.h"

namespace xq {

double NextMoveStats::score_percent(Color side) const {
    const int decided = red_wins + draws + black_wins;
    if (decided == 0) return 50.0;
    return 100.0 * (wins(side) + draws / 2.0) / decided;
}

std::vector<NextMoveStats> next_move_stats(const Collection& c, uint64_t position_key) {
    std::vector<NextMoveStats> out;
    for (const PositionHit& hit : find_position(c, position_key)) {
        if (hit.next == MOVE_NONE) continue;
        auto it = std::find_if(out.begin(), out.end(),
                               [&](const NextMoveStats& s) { return s.move == hit.next; });
        if (it == out.end()) {
            out.push_back({});
            it = out.end() - 1;
            it->move = hit.next;
        }
        ++it->games;
        switch (c.games[size_t(hit.game)].outcome) {
            case GameOutcome::RED_WINS:
                ++it->red_wins;
                break;
            case GameOutcome::DRAW:
                ++it->draws;
                break;
            case GameOutcome::BLACK_WINS:
                ++it->black_wins;
                break;
            case GameOutcome::UNKNOWN:
                break;
        }
        it->last_game = std::max(it->last_game, hit.game);
    }
    std::stable_sort(out.begin(), out.end(), [](const NextMoveStats& a, const NextMoveStats& b) {
        return a.games != b.games ? a.games > b.games : a.move < b.move;
    });
    return out;
}

}  // namespace xq
