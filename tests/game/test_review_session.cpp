// The review as the Controller runs it (game/review_session.h), fed by hand: one search per
// position, then what it found goes back into the game only where the game still holds the
// reviewed line.
#include <doctest/doctest.h>

#include <cmath>

#include "game/review_session.h"
#include "rules/movegen.h"
#include "test_moves.h"

using namespace xq;
using xq::test::mv;

namespace {

// 炮二平五 马8进7 马二进三 车9平8; Black's 马8进7 is judged to lose a chariot's worth.
Game four_moves() {
    Game g;
    for (const char* m : {"h2e2", "h9g7", "h0g2", "i9h9"}) REQUIRE(g.play(mv(m)));
    return g;
}

// Each position's best line as an engine would report it: its score from the side to move's
// view (Red's +20 before the "blunder", +900 after) and a legal first move.
void run_searches(ReviewSession& review, const Game& g) {
    const int red_view[] = {20, 20, 900, 900, 900};
    int searches = 0;
    while (std::optional<SearchRequest> request = review.next_search(RuleBook::ASIAN)) {
        const int ply = int(request->moves.size());
        REQUIRE(ply < 5);
        CHECK(request->fen == g.start_fen());
        CHECK(request->multipv == GameReview::MULTIPV);
        Position pos;
        REQUIRE(pos.set_fen(request->fen));
        for (Move m : request->moves) pos.do_move(m);
        MoveList legal;
        generate_legal(pos, legal);
        REQUIRE(legal.size() > 0);
        SearchInfo info;
        info.depth = 8;
        info.side_to_move = pos.side_to_move();
        info.score.value = pos.side_to_move() == RED ? red_view[ply] : -red_view[ply];
        // The best move is another than the game's: the game's move loses what the scores say.
        const Move played = ply < g.length() ? g.line()[size_t(ply)] : MOVE_NONE;
        info.pv = {legal.moves[0] != played ? legal.moves[0] : legal.moves[1]};
        review.feed(info);
        review.searched();
        ++searches;
    }
    CHECK(searches == 5);  // the start and the position after each move
}

}  // namespace

TEST_CASE("review session / what the review found goes into the game that still holds the line") {
    Game g = four_moves();
    g.go_to(1);  // the player looks at an earlier position meanwhile
    ReviewSession review;
    REQUIRE(review.start(g, 100));
    CHECK(review.running());
    CHECK(review.progress() == 0);
    run_searches(review, g);
    std::vector<float> scores(5, NAN);
    const bool human[2] = {true, true};
    CHECK(review.finish(g, scores, human));  // the record changed: marks
    CHECK(!review.running());
    REQUIRE(review.result());
    CHECK(g.ply() == 1);  // the position shown stays
    CHECK(scores[0] == 20);
    CHECK(scores[1] == 20);
    CHECK(scores[2] == 900);
    CHECK(scores[4] == 900);
    const MoveReview* blunder = review.reviewed_move(g, 2);
    REQUIRE(blunder);
    CHECK(blunder->mark != Mark::NONE);
    g.go_to(2);
    CHECK(g.current_node()->suffix == mark_suffix(blunder->mark));
    // The Controller's own puzzles come out once.
    (void)review.take_own_puzzles();
    CHECK(review.take_own_puzzles().empty());
}

TEST_CASE("review session / a game that left the line keeps its record / the result stays") {
    Game g = four_moves();
    ReviewSession review;
    REQUIRE(review.start(g, 100));
    run_searches(review, g);
    // Before the review ends, the player takes back two moves and plays another.
    g.go_to(2);
    REQUIRE(g.play(mv("b0c2")));
    std::vector<float> scores(5, NAN);
    const bool human[2] = {true, true};
    CHECK(!review.finish(g, scores, human));
    CHECK(std::isnan(scores[2]));  // the graph is not the reviewed line's
    REQUIRE(review.result());
    CHECK(review.reviewed_move(g, 2) != nullptr);  // the first two moves are the reviewed ones
    CHECK(review.reviewed_move(g, 3) == nullptr);  // the third is not
    g.go_to(2);
    CHECK(g.current_node()->suffix.empty());  // no mark went into the record
    review.forget_result();
    CHECK(review.reviewed_move(g, 1) == nullptr);
}

TEST_CASE("review session / nothing to review / a new review drops the last result / cancel") {
    ReviewSession review;
    CHECK(!review.start(Game(), 100));  // no move
    CHECK(!review.running());
    Game g = four_moves();
    REQUIRE(review.start(g, 100));
    run_searches(review, g);
    std::vector<float> scores(5, NAN);
    const bool human[2] = {false, true};
    review.finish(g, scores, human);
    REQUIRE(review.result());
    REQUIRE(review.start(g, 100));
    CHECK(!review.result());  // a new review drops the last result
    review.cancel();
    CHECK(!review.running());
}
