// The measured difficulty of a puzzle (docs/puzzles.md): what the engine needed to find the key
// move, how long the solution is, whether the key move is quiet, how many tempting moves fail,
// turned into a grade and a rating by one formula. Shared by tools/make_puzzles.cpp and its tests.
#pragma once

#include <cstdint>

#include "rules/position.h"

namespace xq {

struct PuzzleMeasure {
    int depth = 1;            // the shallowest search depth that finds the key move and keeps it
    uint64_t nodes = 0;       // nodes searched up to that depth
    int solver_moves = 1;     // the solver's moves in the solution
    bool quiet = false;       // the key move neither captures nor checks
    int decoys = 0;           // moves that look as good at depth 2 but do not win (or hold)
    bool free_piece = false;  // the key move takes a piece for free (takes_free_piece)
};

constexpr int PUZZLE_GRADES = 5;
constexpr int PUZZLE_DECOYS_COUNTED = 4;  // more tempting moves add nothing
constexpr int PUZZLE_FREE_PIECE_DEPTH = 2;

// A capture of a piece the opponent cannot take back, or any capture that a search of depth
// PUZZLE_FREE_PIECE_DEPTH already finds: easy whatever follows.
bool takes_free_piece(const Position& pos, Move key, int depth);

// The difficulty points: (depth - 1) + 2 * (log10(nodes) - 2, at least 0)
// + 2 * (solver moves - 1, at most 3) + 2 if quiet + decoys (at most 4).
double puzzle_points(const PuzzleMeasure& m);
// 1 (easiest) to PUZZLE_GRADES by the points: grade 2 from 2 points, 3 from 4, 4 from 7, 5 from
// 10; a free piece is always grade 1.
int puzzle_grade(const PuzzleMeasure& m);
int puzzle_rating(int grade);  // 800 + 200 * (grade - 1)

}  // namespace xq
