// Extending a puzzle set (make_puzzles --extend FILE, docs/puzzles.md): the puzzles already in
// the file keep their lines and ids; a new run must not make their positions again, and its
// grade and theme caps count them, so that the caps bound the whole set.
#pragma once

#include <istream>
#include <map>
#include <set>
#include <string>

namespace xq {

// The part of a FEN that makes a puzzle another one: the placement and the side to move (the
// clocks do not).
std::string puzzle_board_key(const std::string& fen);

// The cap family of a theme: every "mateN" is "mate", the others are themselves.
std::string puzzle_theme_family(const std::string& theme);

struct KnownPuzzles {
    std::set<std::string> boards;           // puzzle_board_key of every puzzle
    std::map<int, int> per_grade;           // grade -> puzzles
    std::map<std::string, int> per_family;  // puzzle_theme_family -> puzzles
    int last_id = 0;                        // the highest id, 0 when there is none
};

// Reads a puzzle file (id;FEN;solution;rating;grade;theme[;source], '#' comments). False, with the
// line named in `error`, at the first line that is not a puzzle line: a set to extend must be
// whole.
bool read_known_puzzles(std::istream& in, KnownPuzzles& out, std::string& error);

}  // namespace xq
