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

// The checkers along one line through the king (arguments as scan_line); returns their number.
template <int N, class ToSquare>
int line_checkers(const Position& pos, const std::array<LineTargets, (1 << N)>& row, int at,
                  unsigned occ, ToSquare square, CheckBreaks& breaks) {
    const Color us = pos.side_to_move();
    const Piece their_rook = make_piece(~us, ROOK), their_cannon = make_piece(~us, CANNON),
                their_king = make_piece(~us, KING);
    const LineTargets& near = row[occ];
    const LineTargets& far = row[occ & ~near.first];  // its `empty` runs up to the second pieces
    const unsigned below = (1u << at) - 1, above = ((1u << N) - 1) & ~below & ~(1u << at);
    auto add_to = [&](unsigned bits) {
        for (; bits; bits &= bits - 1) breaks.to |= square_bit(square(lsb(bits)));
    };
    int checkers = 0;
    for (const unsigned side : {below, above}) {
        const unsigned b1 = near.first & side;
        if (!b1) continue;
        const Square s1 = square(lsb(b1));
        const Piece p1 = pos.piece_on(s1);
        if (p1 == their_rook || p1 == their_king) {
            add_to((near.empty & side) | b1);
            ++checkers;
        }
        const unsigned b2 = near.second & side;
        if (b2 && pos.piece_on(square(lsb(b2))) == their_cannon) {
            add_to((far.empty & side & ~b1) | b2);  // not the screen's square: taking it keeps one
            if (color_of(p1) == us) breaks.from |= square_bit(s1);
            ++checkers;
        }
    }
    return checkers;
}

}  // namespace

CheckBreaks compute_check_breaks(const Position& pos) {
    CheckBreaks breaks;
    const Color us = pos.side_to_move();
    const Square k = pos.king_square(us);
    const int f = file_of(k), r = rank_of(k);
    int checkers = line_checkers<FILE_NB>(
                       pos, RANK_TARGETS[f], f, pos.rank_occupancy(r),
                       [r](int i) { return r * 9 + i; }, breaks) +
                   line_checkers<RANK_NB>(
                       pos, FILE_TARGETS[r], r, pos.file_occupancy(f),
                       [f](int i) { return i * 9 + f; }, breaks);
    const Piece their_horse = make_piece(~us, HORSE);
    const uint8_t* horses = pos.squares(their_horse);
    for (int i = 0, n = pos.count(their_horse); i < n; ++i) {
        const Square leg = STEPS.horse_leg[horses[i]][k];
        if (leg != SQ_NONE && !pos.piece_on(leg)) {
            breaks.to |= square_bit(leg) | square_bit(horses[i]);
            ++checkers;
        }
    }
    const Piece their_pawn = make_piece(~us, PAWN);
    for (const Square s : {us == RED ? k + 9 : k - 9, k - 1, k + 1}) {
        if (pos.piece_on(s) == their_pawn) {
            breaks.to |= square_bit(s);
            ++checkers;
        }
    }
    if (checkers > 1) breaks.from = breaks.to = ~SquareSet(0);
    return breaks;
}

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
