#include "search/see.h"

#include <algorithm>
#include <utility>

#include "eval/evaluate.h"
#include "rules/bitcount.h"
#include "util/invariant.h"

namespace xq {

namespace {

// A private copy of the board that the exchange is played out on.
struct ExchangeBoard {
    Piece board[SQUARE_NB];
    uint16_t rank_occ[RANK_NB];
    uint16_t file_occ[FILE_NB];

    explicit ExchangeBoard(const Position& pos) {
        for (Square s = 0; s < SQUARE_NB; ++s) board[s] = pos.piece_on(s);
        for (int r = 0; r < RANK_NB; ++r) rank_occ[r] = pos.rank_occupancy(r);
        for (int f = 0; f < FILE_NB; ++f) file_occ[f] = pos.file_occupancy(f);
    }
    void remove(Square s) {
        board[s] = NO_PIECE;
        rank_occ[rank_of(s)] &= uint16_t(~(1 << file_of(s)));
        file_occ[file_of(s)] &= uint16_t(~(1 << rank_of(s)));
    }
    // Number of occupied squares strictly between a and b on one line (a != b, same line).
    int between(Square a, Square b) const {
        XQ_ASSERT(a != b && (rank_of(a) == rank_of(b) || file_of(a) == file_of(b)));
        if (rank_of(a) == rank_of(b)) {
            int lo = file_of(a), hi = file_of(b);
            if (lo > hi) std::swap(lo, hi);
            const unsigned mask = ((1u << hi) - 1) & ~((1u << (lo + 1)) - 1);
            return line_popcount(rank_occ[rank_of(a)] & mask);
        }
        int lo = rank_of(a), hi = rank_of(b);
        if (lo > hi) std::swap(lo, hi);
        const unsigned mask = ((1u << hi) - 1) & ~((1u << (lo + 1)) - 1);
        return line_popcount(file_occ[file_of(a)] & mask);
    }
};

// Every pawn, advisor, elephant and king step lands within 20 squares (an elephant's 2 ranks and
// 2 files) of its start: a cheap test that skips the list walk for distant pieces.
bool near(Square from, Square to) {
    return unsigned(to - from + 20) <= 40;
}

bool in_step_list(const StepList& l, Square to, const ExchangeBoard& b) {
    for (int i = 0; i < l.count; ++i)
        if (l.to[i] == to) return l.block[i] == SQ_NONE || !b.board[l.block[i]];
    return false;
}

// The square of c's least valuable piece attacking `to` on board b, or SQ_NONE.
Square least_attacker(const Position& pos, const ExchangeBoard& b, Square to, Color c) {
    auto each = [&](PieceType t, auto&& attacks) -> Square {
        const Piece p = make_piece(c, t);
        const uint8_t* sq = pos.squares(p);
        for (int i = 0, n = pos.count(p); i < n; ++i) {
            const Square s = sq[i];
            if (s != to && b.board[s] == p && attacks(s)) return s;
        }
        return SQ_NONE;
    };
    auto steps_to = [&](const StepList& l, Square f) {
        return near(f, to) && in_step_list(l, to, b);
    };
    Square s;
    if ((s = each(PAWN, [&](Square f) { return steps_to(STEPS.pawn[c][f], f); })) != SQ_NONE)
        return s;
    if ((s = each(ADVISOR, [&](Square f) { return steps_to(STEPS.advisor[f], f); })) != SQ_NONE)
        return s;
    if ((s = each(ELEPHANT, [&](Square f) { return steps_to(STEPS.elephant[f], f); })) != SQ_NONE)
        return s;
    if ((s = each(HORSE, [&](Square f) {
             const Square leg = STEPS.horse_leg[f][to];
             return leg != SQ_NONE && !b.board[leg];
         })) != SQ_NONE)
        return s;
    auto aligned = [&](Square f) { return rank_of(f) == rank_of(to) || file_of(f) == file_of(to); };
    if ((s = each(CANNON, [&](Square f) { return aligned(f) && b.between(f, to) == 1; })) !=
        SQ_NONE)
        return s;
    if ((s = each(ROOK, [&](Square f) { return aligned(f) && b.between(f, to) == 0; })) != SQ_NONE)
        return s;
    if ((s = each(KING, [&](Square f) { return steps_to(STEPS.king[f], f); })) != SQ_NONE) return s;
    return SQ_NONE;
}

}  // namespace

int see(const Position& pos, Move m) {
    ExchangeBoard b(pos);
    const Square from = from_sq(m), to = to_sq(m);
    // The search asks only about the moves of the side to move, never a king capture.
    XQ_ASSERT(b.board[from] != NO_PIECE && color_of(b.board[from]) == pos.side_to_move());
    XQ_ASSERT(b.board[to] == NO_PIECE || color_of(b.board[to]) != pos.side_to_move());
    XQ_ASSERT(type_of(b.board[to]) != KING);
    int gain[40];
    int d = 0;
    gain[0] = PIECE_ORDER_VALUE[type_of(b.board[to])];
    Piece on_square = b.board[from];
    [[maybe_unused]] const int victim = gain[0];
    [[maybe_unused]] const int mover = PIECE_ORDER_VALUE[type_of(on_square)];
    b.remove(from);
    b.board[to] = on_square;  // occupancy of `to` is unchanged or becomes set below
    b.rank_occ[rank_of(to)] |= uint16_t(1 << file_of(to));
    b.file_occ[file_of(to)] |= uint16_t(1 << rank_of(to));
    Color side = ~color_of(on_square);
    while (d < 38) {
        const Square s = least_attacker(pos, b, to, side);
        if (s == SQ_NONE) break;
        XQ_ASSERT(b.board[s] != NO_PIECE && color_of(b.board[s]) == side);
        ++d;
        // Each step takes a piece off the exchange board: no more steps than pieces.
        XQ_ASSERT_MSG(d <= 32, "the exchange went on longer than the pieces last");
        gain[d] = PIECE_ORDER_VALUE[type_of(on_square)] - gain[d - 1];
        if (std::max(-gain[d - 1], gain[d]) < 0) break;  // neither side gains by going on
        on_square = b.board[s];
        b.remove(s);
        b.board[to] = on_square;
        side = ~side;
    }
    for (; d > 0; --d) gain[d - 1] = -std::max(-gain[d - 1], gain[d]);
    // The mover may stop after the first capture but must make it: the result lies between
    // losing the mover for the victim and taking the victim for nothing.
    XQ_ASSERT(gain[0] >= victim - mover && gain[0] <= victim);
    return gain[0];
}

bool see_ge(const Position& pos, Move m, int threshold) {
    const int victim = PIECE_ORDER_VALUE[type_of(pos.piece_on(to_sq(m)))];
    const int attacker = PIECE_ORDER_VALUE[type_of(pos.piece_on(from_sq(m)))];
    if (victim - attacker >= threshold && attacker < PIECE_ORDER_VALUE[KING]) return true;
    return see(pos, m) >= threshold;
}

}  // namespace xq
