#include "puzzle_grade.h"

#include <algorithm>
#include <cmath>

#include "rules/movegen.h"

namespace xq {

namespace {

// The least points of grades 2, 3, ... (docs/puzzles.md).
constexpr double GRADE_FLOOR[PUZZLE_GRADES - 1] = {2, 4, 7, 10};
constexpr int SOLVER_MOVES_COUNTED = 4;

}  // namespace

bool takes_free_piece(const Position& pos, Move key, int depth) {
    if (!pos.is_capture(key)) return false;
    if (depth <= PUZZLE_FREE_PIECE_DEPTH) return true;
    Position after = pos;
    after.do_move(key);
    MoveList replies;
    generate_legal(after, replies);
    return std::none_of(replies.begin(), replies.end(),
                        [&](Move m) { return to_sq(m) == to_sq(key); });
}

double puzzle_points(const PuzzleMeasure& m) {
    const double nodes = std::max(0.0, std::log10(double(std::max<uint64_t>(m.nodes, 1))) - 2);
    return double(m.depth - 1) + 2 * nodes +
           2 * double(std::min(m.solver_moves, SOLVER_MOVES_COUNTED) - 1) + (m.quiet ? 2 : 0) +
           double(std::min(m.decoys, PUZZLE_DECOYS_COUNTED));
}

int puzzle_grade(const PuzzleMeasure& m) {
    if (m.free_piece) return 1;
    const double points = puzzle_points(m);
    int grade = 1;
    for (double floor : GRADE_FLOOR)
        if (points >= floor) ++grade;
    return grade;
}

int puzzle_rating(int grade) {
    return 800 + 200 * (grade - 1);
}

}  // namespace xq
