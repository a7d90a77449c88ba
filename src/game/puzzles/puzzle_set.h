// The puzzle set (assets/puzzles.txt, made by tools/make_puzzles.cpp from self-play and by
// tools/make_real_puzzles.cpp from real games and studies; format in docs/puzzles.md): one puzzle
// a line, "id;FEN;solution;rating;grade;theme[;source]" (the source: puzzle_source.h). The
// solution alternates the solver's moves and the opponent's replies in ICCS, starting and ending
// with the solver's; a solver's step may list other accepted moves after a '/':
// "h7h0/h7h1 e9e8 h0h9".
#pragma once

#include <string>
#include <vector>

#include "game/puzzles/puzzle_source.h"
#include "rules/types.h"

namespace xq {

struct PuzzleStep {
    std::vector<Move> accepted;  // the main move first, then other moves that win as well
    Move reply = MOVE_NONE;      // the opponent's best reply; none after the last step
};

struct Puzzle {
    int id = 0;
    std::string fen;
    std::vector<PuzzleStep> steps;
    int rating = 0;       // from the grade (docs/puzzles.md)
    int grade = 0;        // the measured difficulty, 1 (easiest) up
    std::string theme;    // "mateN", "material", "advantage", "defence" or "endgame"
    PuzzleSource source;  // where it comes from; empty in files without the field
    int mate_in() const;  // N of "mateN", 0 for the other themes
};

// Parses the set; comment lines (#) and blank lines are skipped. Every puzzle is checked: the
// FEN, every move legal in turn, a mate ending in mate, a unique id. Good puzzles are kept;
// false with a message naming the first bad lines ("line 12: move 3 'h2h9' is illegal").
bool parse_puzzles(const std::string& text, std::vector<Puzzle>& out, std::string* error);
std::string format_puzzle(const Puzzle& p);  // one line, as parse_puzzles reads it

// Reads a puzzle file; false with a message when it cannot be read or has bad lines (the good
// puzzles are still in `out`).
bool load_puzzle_file(const std::string& path, std::vector<Puzzle>& out, std::string* error);

}  // namespace xq
