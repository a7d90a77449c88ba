// Game review (复盘): the engine analyses every position of a game and marks the moves.
//
// UI-free and thread-free: a GameReview is a state machine that says which position to search
// next and takes the search's reports. Whoever owns an Engine drives it: run_review() below
// blocks (the console command), the game's controller feeds it from the engine's mailbox one
// frame at a time (the UI never waits). Every search runs on the Engine's worker.
//
// Each position is searched with MultiPV 2. For the move played from position i:
//   before = the best score of position i, after = minus the best score of position i + 1,
//   both from the mover's view; drop = win_chance(before) - win_chance(after), at least 0,
//   and 0 when the move played is the engine's best move (two searches disagree by noise).
// The marks and the accuracy formula are in docs/review.md.
#pragma once

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "rules/position.h"
#include "search/search_types.h"

namespace xq {

class Engine;

// Thresholds on the drop of the mover's win chance (win_chance.h, 0..1).
constexpr double INACCURACY_DROP = 0.08;  // ?!
constexpr double MISTAKE_DROP = 0.15;     // ?
constexpr double BLUNDER_DROP = 0.25;     // ??
// "!": the move played is the best, every other move is worse by this much win chance, and it
// takes nothing (taking a free or a just-taken piece is obvious however large the gap).
constexpr double ONLY_MOVE_GAP = 0.25;
// Per-move accuracy 100 * exp(-drop / ACCURACY_DROP_SCALE); a side's accuracy is the mean.
constexpr double ACCURACY_DROP_SCALE = 0.20;

enum class Mark { NONE, GOOD, INACCURACY, MISTAKE, BLUNDER };
const char* mark_suffix(Mark m);  // "", "!", "?!", "?", "??"
Mark mark_for_drop(double drop);  // NONE, INACCURACY, MISTAKE or BLUNDER

struct ReviewOptions {
    int64_t movetime_ms = 1000;  // per position; ignored when depth > 0
    int depth = 0;               // fixed depth instead of a time (tests)
    int threads = 1;
};

// What the engine found in one position, from the side to move's view.
struct PositionEval {
    bool searched = false;
    Score best;                   // the best line's score (mate 0: no legal move)
    std::vector<Move> best_line;  // empty when there is no legal move
    std::optional<Score> second;  // the second line's score, when there is a second move
    int depth = 0;
};

struct MoveReview {
    Move played = MOVE_NONE;
    Color mover = RED;
    Score before, after;  // the mover's view
    double drop = 0;      // of the mover's win chance
    Mark mark = Mark::NONE;
    Move best = MOVE_NONE;        // the engine's choice in the position before
    std::vector<Move> best_line;  // starting with `best`
};

struct SideSummary {
    double accuracy = 100;  // percent; 100 when the side made no move
    int moves = 0, inaccuracies = 0, mistakes = 0, blunders = 0, good = 0;
};

struct ReviewResult {
    std::vector<MoveReview> moves;  // one per move of the game
    SideSummary side[2];            // by Color
    bool complete = false;          // every position was searched (not cancelled)
};

// Marks and summaries from the evaluations of positions 0..n (n = moves.size()).
ReviewResult review_from_evals(const Position& start, const std::vector<Move>& moves,
                               const std::vector<PositionEval>& evals);

class GameReview {
  public:
    // moves must be legal from start (see replay() in formats/game_record.h).
    GameReview(const Position& start, std::vector<Move> moves, ReviewOptions options = {});

    const Position& start() const { return start_; }
    const std::vector<Move>& moves() const { return moves_; }
    const ReviewOptions& options() const { return options_; }
    int positions() const { return int(evals_.size()); }  // moves + 1
    int searched() const { return next_; }                // positions done
    bool done() const { return next_ >= positions(); }
    double progress() const { return positions() ? double(next_) / positions() : 1; }

    // The position to search next: ply `next_ply()`, i.e. start + moves[0..ply). Positions
    // without a legal move need no search: next_ply() skips them.
    int next_ply();
    SearchLimits limits() const;
    static constexpr int MULTIPV = 2;

    void feed(const SearchInfo& info);  // a report of the search of next_ply()
    void finish();                      // that search reported its best move
    ReviewResult result() const { return review_from_evals(start_, moves_, evals_); }
    const std::vector<PositionEval>& evals() const { return evals_; }

  private:
    Position start_;
    std::vector<Move> moves_;
    ReviewOptions options_;
    std::vector<PositionEval> evals_;
    std::vector<bool> no_move_;
    int next_ = 0;
};

// Runs a whole review on `engine` (which it configures: MultiPV 2, the threads, no book) and
// blocks until it is done or `cancel` becomes true. progress(done, total) after each position.
ReviewResult run_review(Engine& engine, GameReview& review,
                        const std::function<void(int, int)>& progress = {},
                        const std::atomic<bool>* cancel = nullptr);

}  // namespace xq
