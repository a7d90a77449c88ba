#include "rules/perft.h"

#include "rules/movegen.h"

namespace xq {

uint64_t perft(Position& pos, int depth) {
    MoveList list;
    generate_legal(pos, list);
    if (depth <= 1) return depth == 1 ? uint64_t(list.size()) : 1;  // bulk-count the last ply
    uint64_t nodes = 0;
    for (Move m : list) {
        pos.do_move(m);
        nodes += perft(pos, depth - 1);
        pos.undo_move();
    }
    return nodes;
}

std::vector<std::pair<Move, uint64_t>> perft_divide(Position& pos, int depth) {
    std::vector<std::pair<Move, uint64_t>> out;
    MoveList list;
    generate_legal(pos, list);
    for (Move m : list) {
        pos.do_move(m);
        out.emplace_back(m, depth > 1 ? perft(pos, depth - 1) : 1);
        pos.undo_move();
    }
    return out;
}

}  // namespace xq
