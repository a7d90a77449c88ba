#include "rules/perft.h"

#include "rules/movegen.h"

namespace xq {

uint64_t perft(Position& pos, int depth, const std::atomic<bool>* stop) {
    if (depth <= 1) return depth == 1 ? uint64_t(count_legal_moves(pos)) : 1;  // bulk count
    MoveList list;
    generate_legal(pos, list);
    // Looking at the flag only above the last two plies keeps its cost out of the count.
    if (stop && depth >= 3 && stop->load(std::memory_order_relaxed)) return 0;
    uint64_t nodes = 0;
    for (Move m : list) {
        pos.do_move(m);
        nodes += perft(pos, depth - 1, stop);
        pos.undo_move();
    }
    return nodes;
}

std::vector<std::pair<Move, uint64_t>> perft_divide(Position& pos, int depth,
                                                    const std::atomic<bool>* stop) {
    std::vector<std::pair<Move, uint64_t>> out;
    MoveList list;
    generate_legal(pos, list);
    for (Move m : list) {
        pos.do_move(m);
        const uint64_t n = depth > 1 ? perft(pos, depth - 1, stop) : 1;
        pos.undo_move();
        if (stop && stop->load(std::memory_order_relaxed)) break;
        out.emplace_back(m, n);
    }
    return out;
}

}  // namespace xq
