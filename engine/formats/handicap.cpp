#include "formats/handicap.h"

#include <algorithm>

#include "rules/position.h"

namespace xq {

namespace {

constexpr std::array<HandicapInfo, HANDICAP_NB> HANDICAPS = {{
    {Handicap::NONE, "none", "不让子", "No handicap"},
    {Handicap::LEFT_HORSE, "left_horse", "让左马", "Left horse"},
    {Handicap::BOTH_HORSES, "both_horses", "让双马", "Both horses"},
    {Handicap::LEFT_CANNON, "left_cannon", "让左炮", "Left cannon"},
    {Handicap::BOTH_CANNONS, "both_cannons", "让双炮", "Both cannons"},
    {Handicap::LEFT_ROOK, "left_rook", "让左车", "Left rook"},
    {Handicap::BOTH_ROOKS, "both_rooks", "让双车", "Both rooks"},
    {Handicap::ALL_PAWNS, "all_pawns", "让小兵", "All five pawns"},
    {Handicap::LEFT_HALF, "left_half", "让左半", "Left half"},
    {Handicap::NINE_PIECES, "nine_pieces", "让九子", "Nine pieces (pawns, advisors, elephants)"},
}};

// The removed squares when Red gives; Black gives the same pieces turned 180 degrees, which
// maps Red's left (files a, b) onto Black's left (files i, h).
std::vector<Square> red_removals(Handicap h) {
    constexpr Square A0 = 0, B0 = 1, C0 = 2, D0 = 3, F0 = 5, G0 = 6, H0 = 7, I0 = 8;
    constexpr Square B2 = 19, H2 = 25;
    constexpr Square A3 = 27, C3 = 29, E3 = 31, G3 = 33, I3 = 35;
    switch (h) {
        case Handicap::NONE:
            return {};
        case Handicap::LEFT_HORSE:
            return {B0};
        case Handicap::BOTH_HORSES:
            return {B0, H0};
        case Handicap::LEFT_CANNON:
            return {B2};
        case Handicap::BOTH_CANNONS:
            return {B2, H2};
        case Handicap::LEFT_ROOK:
            return {A0};
        case Handicap::BOTH_ROOKS:
            return {A0, I0};
        case Handicap::ALL_PAWNS:
            return {A3, C3, E3, G3, I3};
        case Handicap::LEFT_HALF:
            return {A0, B0, C0, D0, B2, A3, C3};
        case Handicap::NINE_PIECES:
            return {C0, D0, F0, G0, A3, C3, E3, G3, I3};
    }
    return {};
}

}  // namespace

const std::array<HandicapInfo, HANDICAP_NB>& all_handicaps() {
    return HANDICAPS;
}

const HandicapInfo& handicap_info(Handicap h) {
    return HANDICAPS[size_t(h)];
}

bool handicap_from_key(std::string_view key, Handicap* out) {
    for (const HandicapInfo& info : HANDICAPS)
        if (key == info.key) {
            *out = info.handicap;
            return true;
        }
    return false;
}

std::vector<Square> handicap_removed_squares(Handicap h, Color giver) {
    std::vector<Square> squares = red_removals(h);
    if (giver == BLACK)
        for (Square& s : squares) s = rotate180(s);
    std::sort(squares.begin(), squares.end());
    return squares;
}

std::string handicap_fen(Handicap h, Color giver) {
    const Position start;  // the standard start position
    Piece board[SQUARE_NB];
    for (Square s = 0; s < SQUARE_NB; ++s) board[s] = start.piece_on(s);
    for (Square s : handicap_removed_squares(h, giver)) board[s] = NO_PIECE;
    return board_fen(board, RED);  // Red moves first, whoever gives
}

}  // namespace xq
