// The masters' book: an opening book (book/book.h, the engine's own format) made from a
// collection of master games, so that the engine can open as masters do. A move enters when
// enough masters played it; its weight grows with how often it was played and how well it
// scored for the side that played it, so a move that masters tried and mostly lost with is
// rarely chosen.
#pragma once

#include <string>

#include "book/book.h"
#include "game/library/collection.h"

namespace xq {

struct MastersBookLimits {
    int max_ply = 30;            // positions up to this many plies from the start
    int min_position_games = 4;  // games that reached the position
    int min_move_games = 2;      // games that played the move from it
    double weakest_score =
        0.3;  // a move whose mover scored less (over 8 or more decided games) is left out
};

// The weight of a move played `games` times, scoring `score` (0..1) for its side: games times
// (0.2 + score), at least 1, at most the book's 65535.
uint16_t masters_book_weight(int games, double score);

Book make_masters_book(const Collection& games, const MastersBookLimits& limits = {});

// The shipped masters' book (assets/masters_book.bin), or "" when there is none.
std::string masters_book_path();

}  // namespace xq
