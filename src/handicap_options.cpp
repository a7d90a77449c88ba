// Handicap options for the settings panel: the giver removes the listed pieces of its own
// side (files seen from Red; "left" = Red's left, files a-b) and moves first.
#include <string>

#include "controller.h"

namespace xq {

namespace {

struct Option {
    const char* name;
    const char* squares;  // Red's pieces removed, as ICCS squares
};

const Option OPTIONS[] = {
    {"不让子 / none", ""},
    {"让左马 / left horse", "b0"},
    {"让双马 / both horses", "b0 h0"},
    {"让左炮 / left cannon", "b2"},
    {"让双炮 / both cannons", "b2 h2"},
    {"让左车 / left rook", "a0"},
    {"让双车 / both rooks", "a0 i0"},
    {"让中兵 / centre pawn", "e3"},
    {"让九子 / nine pieces", "a3 c3 e3 g3 i3 c0 d0 f0 g0"},
};

}  // namespace

int handicap_count() { return int(sizeof OPTIONS / sizeof OPTIONS[0]); }

const char* handicap_name(int option) {
    return option >= 0 && option < handicap_count() ? OPTIONS[option].name : OPTIONS[0].name;
}

std::string handicap_fen(int option, Color giver) {
    Position start;
    if (option <= 0 || option >= handicap_count()) return start.fen();
    // Build the board of the start position without the removed pieces, seen from the giver.
    Piece board[SQUARE_NB];
    for (Square s = 0; s < SQUARE_NB; ++s) board[s] = start.piece_on(s);
    const char* p = OPTIONS[option].squares;
    while (*p) {
        if (*p == ' ') { ++p; continue; }
        Square s = make_square(p[0] - 'a', p[1] - '0');
        board[giver == RED ? s : rotate180(s)] = NO_PIECE;
        p += 2;
    }
    std::string fen;
    for (int rank = 9; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 9; ++file) {
            Piece pc = board[make_square(file, rank)];
            if (!pc) { ++empty; continue; }
            if (empty) fen += char('0' + empty), empty = 0;
            char c = " KABNRCP"[type_of(pc)];
            fen += color_of(pc) == RED ? c : char(c - 'A' + 'a');
        }
        if (empty) fen += char('0' + empty);
        if (rank) fen += '/';
    }
    fen += giver == RED ? " w - - 0 1" : " b - - 0 1";
    return fen;
}

}  // namespace xq
