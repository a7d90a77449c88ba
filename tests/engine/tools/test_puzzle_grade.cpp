// The measured difficulty of a puzzle (tools/puzzle_grade): a free piece is the easiest grade
// however it was found; a quiet move that needs a deep search, a longer line and tempting
// alternatives grade higher; the rating follows the grade.
#include <doctest/doctest.h>

#include "formats/iccs.h"
#include "puzzle_grade.h"
#include "rules/position.h"

using namespace xq;

namespace {

Position at(const char* fen) {
    Position pos;
    REQUIRE(pos.set_fen(fen));
    return pos;
}

}  // namespace

TEST_CASE("puzzle grade / a free piece is an undefended capture or one a shallow search finds") {
    // Red's chariot takes Black's on a4: nothing can take back.
    const Position alone = at("3k5/9/9/9/9/r8/9/9/9/R3K4 w - - 0 1");
    CHECK(takes_free_piece(alone, iccs_to_move("a0a4"), 9));
    CHECK_FALSE(takes_free_piece(alone, iccs_to_move("a0a1"), 1));  // not a capture
    // The second black chariot takes back: free only when found at depth 1-2.
    const Position guarded = at("3k5/9/9/9/9/rr7/9/9/9/R3K4 w - - 0 1");
    CHECK_FALSE(takes_free_piece(guarded, iccs_to_move("a0a4"), 3));
    CHECK(takes_free_piece(guarded, iccs_to_move("a0a4"), PUZZLE_FREE_PIECE_DEPTH));
}

TEST_CASE("puzzle grade / a free piece is grade 1, a quiet deep move grades higher") {
    PuzzleMeasure free_piece;
    free_piece.depth = 9;
    free_piece.nodes = 90000;
    free_piece.solver_moves = 3;
    free_piece.decoys = 4;
    free_piece.free_piece = true;
    CHECK(puzzle_grade(free_piece) == 1);  // whatever else it measures
    CHECK(puzzle_rating(1) == 800);

    PuzzleMeasure shallow;  // a check found at depth 1
    shallow.nodes = 80;
    CHECK(puzzle_points(shallow) == doctest::Approx(0));
    CHECK(puzzle_grade(shallow) == 1);

    PuzzleMeasure quiet = shallow;
    quiet.depth = 7;
    quiet.nodes = 20000;
    quiet.solver_moves = 2;
    quiet.quiet = true;
    quiet.decoys = 1;
    // 6 + 2 * 2.30 + 2 + 2 + 1
    CHECK(puzzle_points(quiet) == doctest::Approx(15.6).epsilon(0.01));
    CHECK(puzzle_grade(quiet) == PUZZLE_GRADES);
    CHECK(puzzle_rating(PUZZLE_GRADES) > puzzle_rating(1));

    // Each measure on its own raises the points; the grade never falls as they grow.
    int last = 0;
    for (int depth = 1; depth <= 10; ++depth) {
        PuzzleMeasure m = shallow;
        m.depth = depth;
        CHECK(puzzle_grade(m) >= last);
        last = puzzle_grade(m);
    }
    CHECK(last > 1);
    PuzzleMeasure longer = shallow, tempting = shallow, not_forcing = shallow;
    longer.solver_moves = 3;
    tempting.decoys = 2;
    not_forcing.quiet = true;
    for (const PuzzleMeasure* m : {&longer, &tempting, &not_forcing})
        CHECK(puzzle_points(*m) > puzzle_points(shallow));
    tempting.decoys = 40;  // counted up to PUZZLE_DECOYS_COUNTED
    CHECK(puzzle_points(tempting) == doctest::Approx(PUZZLE_DECOYS_COUNTED));
}
