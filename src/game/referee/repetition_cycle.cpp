#include "game/referee/repetition_cycle.h"

namespace xq {

RepetitionCycle repetition_cycle(const Game& game) {
    RepetitionCycle cycle;
    const EndReason r = game.status().reason;
    if (r != EndReason::PERPETUAL_CHECK && r != EndReason::PERPETUAL_CHASE &&
        r != EndReason::REPETITION)
        return cycle;
    // Walk back from the final position to its previous occurrence (same key, same side).
    Position p = game.position();
    const uint64_t key = p.key();
    std::vector<Move> back;
    for (int ply = game.ply(); ply > 0; --ply) {
        back.push_back(p.last_move());
        p.undo_move();
        if (p.key() == key) {
            cycle.before = p;
            cycle.moves.assign(back.rbegin(), back.rend());
            return cycle;
        }
    }
    return cycle;  // not found (cannot happen for a ruling the referee made on this history)
}

}  // namespace xq
