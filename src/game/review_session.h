// A review (复盘) of the game's line as the Controller runs it on its engine, one position's
// search at a time: the line reviewed (its start and moves, as they were when the review began),
// the review in progress (review/review.h) and what the last finished one found. The record
// may change meanwhile: what the review found goes back into it only where it still holds the
// reviewed line.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "game/engines/search_request.h"
#include "game/game.h"
#include "game/puzzles/puzzle_set.h"
#include "review/review.h"

namespace xq {

class ReviewSession {
  public:
    // Reviews the game's line from its start, `movetime_ms` a position; the last result is
    // dropped. False (nothing changed) when the line has no move or its start cannot be read.
    bool start(const Game& game, int movetime_ms);
    void cancel() { review_.reset(); }
    bool running() const { return review_.has_value(); }
    double progress() const { return review_ ? review_->progress() : 0; }

    // The search of the next position not yet judged; nullopt when every position is judged
    // (finish() then ends the review).
    std::optional<SearchRequest> next_search(RuleBook rule_book);
    // The engine's reports on that search: its iterations, then its best move.
    void feed(const SearchInfo& info) { review_->feed(info); }
    void searched() { review_->finish(); }

    // Ends the review: its result is kept. Where `game` still holds the reviewed line, each
    // position's score goes into `score_history` (Red's view, by ply) and the moves' marks into
    // the record (a move left unmarked keeps the user's mark): true then, the record changed.
    // The missed wins of the `human` sides become own puzzles (own_puzzles.h).
    bool finish(Game& game, std::vector<float>& score_history, const bool human[2]);

    // The last finished review and the line it reviewed.
    const std::optional<ReviewResult>& result() const { return result_; }
    void forget_result() { result_.reset(); }
    // The review of the move that led to `ply` (1..) of `game`, when the game still has that move
    // where the review saw it.
    const MoveReview* reviewed_move(const Game& game, int ply) const;
    // The puzzles the last finished review found; empty after the call.
    std::vector<Puzzle> take_own_puzzles() { return std::exchange(own_puzzles_, {}); }

  private:
    bool holds_line(const Game& game, int plies) const;  // the reviewed line's first `plies`

    std::optional<GameReview> review_;
    std::optional<ReviewResult> result_;
    std::string fen_;          // the reviewed line's start
    std::vector<Move> moves_;  // and its moves
    std::vector<Puzzle> own_puzzles_;
};

}  // namespace xq
