// One attempt at a puzzle: the position, the player's moves checked against the solution (other
// accepted moves included), the opponent's replies, hints, retry and the result that counts for
// the rating. UI-free: the app draws it and feeds it the player's moves.
//
// The result counts once, at the first end of the first try: solved alone scores 1 for the
// rating, solved after a hint PUZZLE_HINT_SCORE (a hint costs), anything else 0 (a wrong move or
// the solution shown cost more).
// Retries after that are practice. An accepted alternative move at a step before the last ends
// the puzzle as solved: the stored replies follow the main move only.
#pragma once

#include <optional>
#include <vector>

#include "game/puzzles/puzzle_set.h"
#include "rules/position.h"

namespace xq {

enum class PuzzleState { PLAYING, SOLVED, FAILED };

class PuzzleSession {
  public:
    explicit PuzzleSession(Puzzle puzzle);

    const Puzzle& puzzle() const { return puzzle_; }
    const Position& position() const { return pos_; }
    Color solver() const { return solver_; }
    PuzzleState state() const { return state_; }
    int step() const { return step_; }  // the solver's step being asked (0-based)
    // The last two moves played (the player's, then the reply), for highlighting.
    Move last_move() const { return pos_.ply_from_fen() > 0 ? pos_.last_move() : MOVE_NONE; }

    enum class Answer { RIGHT, SOLVED, WRONG, ILLEGAL, OVER };
    // The player's move: right (the reply is played at once), the last right one (solved),
    // wrong (failed; the position stays so the player sees the move; retry() starts again),
    // illegal (nothing changes), or the attempt is over.
    Answer play(Move m);

    // Hints: 1 shows the piece to move, 2 the move. Each call raises the level (at most 2).
    int hint();
    int hint_level() const { return hint_level_; }
    Square hint_square() const;  // SQ_NONE without a hint
    Move hint_move() const;      // MOVE_NONE below level 2

    void retry();  // back to the start; the counted result does not change
    // Plays the whole main line (the attempt fails if it was not solved).
    void show_solution();
    std::vector<Move> main_line() const;  // every move of the solution, replies included

    // The result for the rating: set once, at the first end (nullopt while not decided).
    std::optional<double> counted_score() const { return counted_; }
    bool helped() const { return helped_; }      // a hint was taken during the first try
    bool practice() const { return practice_; }  // a retry after the result was counted

  private:
    void finish(PuzzleState s);

    Puzzle puzzle_;
    Position pos_;
    Color solver_ = RED;
    PuzzleState state_ = PuzzleState::PLAYING;
    int step_ = 0;
    int hint_level_ = 0;
    bool helped_ = false;  // a hint was taken during the first try
    bool practice_ = false;
    std::optional<double> counted_;
};

// The player's puzzle rating, Elo style against the puzzle's rating (docs/puzzles.md):
// expected = 1 / (1 + 10^((puzzle - player) / 400)), player += K * (score - expected).
constexpr double PUZZLE_K = 32;
constexpr double PUZZLE_HINT_SCORE = 0.5;  // solved after a hint: half a solve
constexpr double PUZZLE_START_RATING = 1200;
double updated_puzzle_rating(double player, int puzzle, double score);

}  // namespace xq
