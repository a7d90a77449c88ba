#include "game/material.h"

#include <algorithm>

namespace xq {

double piece_value(PieceType t) {
    switch (t) {
        case ROOK:
            return 9;
        case CANNON:
            return 4.5;
        case HORSE:
            return 4;
        case ADVISOR:
        case ELEPHANT:
            return 2;
        case PAWN:
            return 1;
        default:
            return 0;
    }
}

Material material(const Position& start, const Position& now) {
    int count_start[PIECE_NB] = {}, count_now[PIECE_NB] = {};
    for (Square s = 0; s < SQUARE_NB; ++s) {
        ++count_start[start.piece_on(s)];
        ++count_now[now.piece_on(s)];
    }
    Material m;
    for (Piece p = 1; p < PIECE_NB; ++p) {
        if (type_of(p) == NO_PIECE_TYPE) continue;
        const double v = piece_value(type_of(p));
        m.balance += (color_of(p) == RED ? v : -v) * count_now[p];
        for (int n = count_start[p] - count_now[p]; n > 0; --n)
            m.taken_by[~color_of(p)].push_back(p);
    }
    for (auto& list : m.taken_by)
        std::stable_sort(list.begin(), list.end(), [](Piece a, Piece b) {
            return piece_value(type_of(a)) > piece_value(type_of(b));
        });
    return m;
}

}  // namespace xq
