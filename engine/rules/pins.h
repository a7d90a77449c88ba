// What can expose the king of the side to move, worked out once per position so that the legal
// move generator tests by playing on the board only the few moves that might.
//
// When the side to move is not in check, a move other than a king move exposes its king only by:
// - leaving the line between the king and an enemy rook or king with nothing else on it (pin);
// - leaving the line between the king and an enemy cannon with exactly two pieces on it (the
//   cannon would keep one screen);
// - leaving the leg square of an enemy horse that aims at the king;
// - landing between the king and an enemy cannon with nothing between them (a new screen).
// Pawns, advisors and elephants attack regardless of the board, and a capture leaves the target
// square occupied, so nothing else changes the attacks on the king.
#pragma once

#include "rules/position.h"

namespace xq {

// Bit s set for square s (0..89).
using SquareSet = unsigned __int128;

constexpr SquareSet square_bit(Square s) {
    return SquareSet(1) << s;
}
constexpr bool contains(SquareSet set, Square s) {
    return (set >> s) & 1;
}

struct Pins {
    SquareSet from = 0;  // own pieces whose moves must be tested
    SquareSet to = 0;    // empty squares where any landing piece must be tested
};

// For the side to move, which must not be in check.
Pins compute_pins(const Position& pos);

// In check, a move other than a king move can only be legal if it lands on `to` (takes a
// checker, or stands between a rook, cannon or king and the king, or on a checking horse's leg)
// or leaves `from` (a checking cannon's screen); only those are then tested on the board. With
// two or more checkers both sets are full: every move is tested.
struct CheckBreaks {
    SquareSet from = 0;
    SquareSet to = 0;
};

// For the side to move, which must be in check.
CheckBreaks compute_check_breaks(const Position& pos);

}  // namespace xq
