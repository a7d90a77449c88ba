#include "rules/pins.h"

namespace xq {

namespace {

// One line (rank or file) through the king: `row` is the sliding table at the king's place on
// the line, `at` that place, `occ` the line's occupancy and `square(i)` the i-th square of it.
template <int N, class ToSquare>
void scan_line(const Position& pos, const std::array<LineTargets, (1 << N)>& row, int at,
               unsigned occ, ToSquare square, Pins& pins) {
    const Color us = pos.side_to_move();
    const Piece their_rook = make_piece(~us, ROOK), their_cannon = make_piece(~us, CANNON),
                their_king = make_piece(~us, KING);
    const LineTargets& near = row[occ];               // first and second pieces each way
    const LineTargets& far = row[occ & ~near.first];  // its `second`: the third pieces
    const unsigned below = (1u << at) - 1, above = ((1u << N) - 1) & ~below & ~(1u << at);
    for (const unsigned side : {below, above}) {
        const unsigned b1 = near.first & side;
        if (!b1) continue;
        const Square s1 = square(lsb(b1));
        const Piece p1 = pos.piece_on(s1);
        if (p1 == their_cannon)  // and it may still be the second screen of a cannon behind
            for (unsigned e = near.empty & side; e; e &= e - 1)
                pins.to |= square_bit(square(lsb(e)));
        const unsigned b2 = near.second & side;
        if (!b2) continue;
        const bool own1 = color_of(p1) == us;
        const Square s2 = square(lsb(b2));
        const Piece p2 = pos.piece_on(s2);
        if (own1 && (p2 == their_rook || p2 == their_king)) pins.from |= square_bit(s1);
        const unsigned b3 = far.second & side;
        if (b3 && pos.piece_on(square(lsb(b3))) == their_cannon) {
            if (own1) pins.from |= square_bit(s1);
            if (color_of(p2) == us) pins.from |= square_bit(s2);
        }
    }
}

}  // namespace

Pins compute_pins(const Position& pos) {
    Pins pins;
    const Color us = pos.side_to_move();
    const Square k = pos.king_square(us);
    const int f = file_of(k), r = rank_of(k);
    scan_line<FILE_NB>(
        pos, RANK_TARGETS[f], f, pos.rank_occupancy(r), [r](int i) { return r * 9 + i; }, pins);
    scan_line<RANK_NB>(
        pos, FILE_TARGETS[r], r, pos.file_occupancy(f), [f](int i) { return i * 9 + f; }, pins);
    const Piece their_horse = make_piece(~us, HORSE);
    const uint8_t* horses = pos.squares(their_horse);
    for (int i = 0, n = pos.count(their_horse); i < n; ++i) {
        const Square leg = STEPS.horse_leg[horses[i]][k];
        if (leg != SQ_NONE && pos.piece_on(leg) && color_of(pos.piece_on(leg)) == us)
            pins.from |= square_bit(leg);
    }
    return pins;
}

}  // namespace xq
