// Basic vocabulary of the engine: colours, pieces, squares, moves and scores.
//
// Squares are numbered 0..89 as rank * 9 + file. File 0..8 is ICCS file a..i (left to right
// as Red sees the board); rank 0..9 is ICCS rank 0..9 (Red's back rank is 0). So a0 = 0,
// i0 = 8, e0 = 4 (Red king's start), e9 = 85 (Black king's start).
//
// A move packs from (7 bits) and to (7 bits) into 16 bits; 0 is "no move" (a0a0 is never a
// move). The captured piece is not part of the move: the position remembers it for undo.
#pragma once

#include <cstdint>

namespace xq {

enum Color : uint8_t { RED = 0, BLACK = 1 };
constexpr Color operator~(Color c) {
    return Color(c ^ 1);
}
// The colour's English name ("Red" / "Black"), for messages.
constexpr const char* color_name(Color c) {
    return c == RED ? "Red" : "Black";
}

enum PieceType : uint8_t {
    NO_PIECE_TYPE = 0,
    KING = 1,
    ADVISOR = 2,
    ELEPHANT = 3,
    HORSE = 4,
    ROOK = 5,
    CANNON = 6,
    PAWN = 7,
};
constexpr int PIECE_TYPE_NB = 8;

// Piece = colour * 8 + type; 0 is an empty square. Red pieces are 1..7, Black 9..15.
using Piece = uint8_t;
constexpr Piece NO_PIECE = 0;
constexpr int PIECE_NB = 16;
constexpr Piece make_piece(Color c, PieceType t) {
    return Piece((c << 3) | t);
}
constexpr Color color_of(Piece p) {
    return Color(p >> 3);
}
constexpr PieceType type_of(Piece p) {
    return PieceType(p & 7);
}

using Square = int;
constexpr int FILE_NB = 9;
constexpr int RANK_NB = 10;
constexpr int SQUARE_NB = 90;
constexpr Square SQ_NONE = 127;
// Unsigned arithmetic: squares are never negative, and the signed division needs a sign fix-up.
constexpr int file_of(Square s) {
    return int(unsigned(s) % 9);
}
constexpr int rank_of(Square s) {
    return int(unsigned(s) / 9);
}
constexpr Square make_square(int file, int rank) {
    return rank * 9 + file;
}
constexpr bool on_board(int file, int rank) {
    return file >= 0 && file < FILE_NB && rank >= 0 && rank < RANK_NB;
}
// The square seen from the other side of the board (180 degree turn).
constexpr Square rotate180(Square s) {
    return 89 - s;
}
// The square reflected left-right (file a <-> i).
constexpr Square mirror_lr(Square s) {
    return make_square(8 - file_of(s), rank_of(s));
}
// Has a piece of colour c on square s crossed the river?
constexpr bool crossed_river(Color c, Square s) {
    return c == RED ? rank_of(s) >= 5 : rank_of(s) <= 4;
}
constexpr bool in_palace(Color c, Square s) {
    int f = file_of(s), r = rank_of(s);
    return f >= 3 && f <= 5 && (c == RED ? r <= 2 : r >= 7);
}

using Move = uint16_t;
constexpr Move MOVE_NONE = 0;
constexpr Move make_move(Square from, Square to) {
    return Move(from | (to << 7));
}
constexpr Square from_sq(Move m) {
    return m & 0x7f;
}
constexpr Square to_sq(Move m) {
    return m >> 7;
}

// Scores are centipawn-like integers from the side to move's point of view.
using Value = int;
constexpr Value VALUE_ZERO = 0;
constexpr Value VALUE_DRAW = 0;
constexpr Value VALUE_MATE = 30000;  // mate at the root; mate in n plies = VALUE_MATE - n
constexpr Value VALUE_INFINITE = 32000;
constexpr Value VALUE_NONE = 32001;
constexpr int MAX_PLY = 128;
constexpr Value VALUE_MATE_IN_MAX_PLY = VALUE_MATE - MAX_PLY;
constexpr Value mate_in(int ply) {
    return VALUE_MATE - ply;
}
constexpr Value mated_in(int ply) {
    return -VALUE_MATE + ply;
}
constexpr bool is_mate_score(Value v) {
    return v >= VALUE_MATE_IN_MAX_PLY || v <= -VALUE_MATE_IN_MAX_PLY;
}

}  // namespace xq
