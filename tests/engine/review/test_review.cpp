// Game review: the marks from the win-chance drop, "!" for the only good move, the accuracy
// formula, and a real review that finds a chariot left en prise.
#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <cmath>
#include <thread>

#include "engine.h"
#include "formats/iccs.h"
#include "review/review.h"
#include "search/win_chance.h"

using namespace xq;

namespace {

std::vector<Move> iccs_moves(std::initializer_list<const char*> list) {
    std::vector<Move> out;
    Position pos;
    for (const char* s : list) {
        Move m = iccs_to_move(s);
        REQUIRE(pos.is_legal(m));
        pos.do_move(m);
        out.push_back(m);
    }
    return out;
}

PositionEval eval_of(int cp, Move best, std::optional<int> second = std::nullopt) {
    PositionEval e;
    e.searched = true;
    e.best = Score{Score::CENTIPAWNS, cp};
    e.best_line = {best};
    if (second) e.second = Score{Score::CENTIPAWNS, *second};
    return e;
}

// 1. 炮二平五 马８进７ 2. 马二进三 车９平８ 3. 车一平二 卒７进１ 4. 车二进五?? (the chariot
// stands where the horse, its leg freed by the pawn, takes it for nothing) 马７进８ 5. 马八进七
// 马２进３.
const std::vector<Move>& chariot_game() {
    static const std::vector<Move> moves = iccs_moves(
        {"h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "g6g5", "h0h5", "g7h5", "b0c2", "b9c7"});
    return moves;
}

}  // namespace

TEST_CASE("review marks / thresholds on the win-chance drop") {
    CHECK(mark_for_drop(0.0) == Mark::NONE);
    CHECK(mark_for_drop(INACCURACY_DROP - 0.001) == Mark::NONE);
    CHECK(mark_for_drop(INACCURACY_DROP) == Mark::INACCURACY);
    CHECK(mark_for_drop(MISTAKE_DROP) == Mark::MISTAKE);
    CHECK(mark_for_drop(BLUNDER_DROP) == Mark::BLUNDER);
    CHECK(std::string(mark_suffix(Mark::BLUNDER)) == "??");
    CHECK(std::string(mark_suffix(Mark::MISTAKE)) == "?");
    CHECK(std::string(mark_suffix(Mark::INACCURACY)) == "?!");
    CHECK(std::string(mark_suffix(Mark::GOOD)) == "!");
}

TEST_CASE("review from evaluations / drop / marks / only move / accuracy") {
    // Red plays h2e2 where the engine preferred b2e2; Black then plays h9g7 = its best move.
    const std::vector<Move> moves = iccs_moves({"h2e2", "h9g7", "h0g2"});
    const Move b2e2 = iccs_to_move("b2e2");
    std::vector<PositionEval> evals = {
        eval_of(50, b2e2),                    // before 1. h2e2 (Red's view)
        eval_of(400, iccs_to_move("h9g7"),    // Black to move: +400 for Black, so after Red's
                -300),                        // move Red stands at -400; h9g7 the only move
        eval_of(-500, iccs_to_move("b0c2")),  // Red to move: Black's h9g7 gave Black +500
        eval_of(-480, iccs_to_move("b9c7")),  // after 2. h0g2, Black's view
    };
    const ReviewResult r = review_from_evals(Position{}, moves, evals);
    REQUIRE(r.moves.size() == 3);
    CHECK(r.complete);
    const MoveReview& red1 = r.moves[0];
    CHECK(red1.mover == RED);
    CHECK(red1.before.value == 50);
    CHECK(red1.after.value == -400);
    const double drop =
        win_chance(Score{Score::CENTIPAWNS, 50}) - win_chance(Score{Score::CENTIPAWNS, -400});
    CHECK(red1.drop == doctest::Approx(drop));
    CHECK(red1.mark == Mark::BLUNDER);
    CHECK(red1.best == b2e2);
    // Black's move is its best and the second is far worse: the only good move.
    CHECK(r.moves[1].drop == 0);
    CHECK(r.moves[1].mark == Mark::GOOD);
    // Red's h0g2 was not the engine's move but loses nothing: no mark, accuracy near 100.
    CHECK(r.moves[2].mark == Mark::NONE);
    CHECK(r.side[RED].moves == 2);
    CHECK(r.side[RED].blunders == 1);
    const double red_acc = (100 * std::exp(-drop / ACCURACY_DROP_SCALE) +
                            100 * std::exp(-r.moves[2].drop / ACCURACY_DROP_SCALE)) /
                           2;
    CHECK(r.side[RED].accuracy == doctest::Approx(red_acc));
    CHECK(r.side[BLACK].accuracy == doctest::Approx(100));
    CHECK(r.side[BLACK].good == 1);
}

TEST_CASE("review from evaluations / a game cut short is not complete / unknown moves unmarked") {
    const std::vector<Move> moves = iccs_moves({"h2e2", "h9g7"});
    std::vector<PositionEval> evals(3);
    evals[0] = eval_of(30, iccs_to_move("h2e2"));
    const ReviewResult r = review_from_evals(Position{}, moves, evals);
    CHECK_FALSE(r.complete);
    CHECK(r.moves[0].mark == Mark::NONE);
    CHECK(r.side[RED].moves == 0);
}

TEST_CASE("review of a game / the chariot left en prise is a blunder / the opening is unmarked") {
    Engine engine;
    engine.set_hash_mb(16);
    GameReview review(Position{}, chariot_game(), ReviewOptions{0, 7, 1});
    int calls = 0;
    const ReviewResult r = run_review(engine, review, [&](int done, int total) {
        ++calls;
        CHECK(done <= total);
    });
    REQUIRE(r.complete);
    CHECK(calls == review.positions());
    REQUIRE(r.moves.size() == chariot_game().size());
    for (size_t i = 0; i < r.moves.size(); ++i) {
        CAPTURE(i);
        CAPTURE(move_to_iccs(r.moves[i].played));
        CAPTURE(r.moves[i].drop);
        if (i == 6) {
            CHECK(r.moves[i].mark == Mark::BLUNDER);
            CHECK(r.moves[i].mover == RED);
            CHECK(r.moves[i].best != r.moves[i].played);
            CHECK(!r.moves[i].best_line.empty());
        } else {
            CHECK(r.moves[i].mark == Mark::NONE);
        }
    }
    CHECK(r.side[RED].blunders == 1);
    CHECK(r.side[RED].accuracy < r.side[BLACK].accuracy);
}

TEST_CASE("review can be cancelled / during a long search") {
    Engine engine;
    engine.set_hash_mb(8);
    GameReview review(Position{}, chariot_game(), ReviewOptions{60000, 0, 1});
    std::atomic<bool> cancel{false};
    const auto start = std::chrono::steady_clock::now();
    std::thread canceller([&] {
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
        cancel = true;
    });
    const ReviewResult r = run_review(engine, review, {}, &cancel);
    canceller.join();
    const auto seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start);
    CHECK_FALSE(r.complete);
    CHECK(review.searched() == 0);
    CHECK(seconds.count() < 10);
}
