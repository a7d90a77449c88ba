// Puzzles from the player's own games: when a review (复盘) finds that the human side
// played something else in a position where one move clearly won, that position becomes a
// puzzle of the set "From your games". They are kept in the state directory as
// own_puzzles.txt, in the format of the shipped set (docs/puzzles.md), with ids from
// OWN_PUZZLE_FIRST_ID so one progress file (puzzles.ini) and one rating serve both sets.
#pragma once

#include <string>
#include <vector>

#include "game/puzzles/puzzle_set.h"
#include "review/review.h"

namespace xq {

constexpr int OWN_PUZZLE_FIRST_ID = 100001;
constexpr const char* OWN_PUZZLE_FILE = "own_puzzles.txt";
constexpr int OWN_PUZZLES_PER_GAME = 6;  // the biggest misses of one game
constexpr int OWN_PUZZLES_KEPT = 400;    // the newest, when the file grows past this
// The review's depth is not the depth that first finds the move, so the difficulty is not
// known: every own puzzle is grade 4 (rating 1160, near a new player's 1200).
constexpr int OWN_PUZZLE_GRADE = 4;

// The puzzles of one reviewed game: positions where a side in `human` (by Color) was to move,
// the engine's best move wins (win chance >= 0.80), every other move is at least 0.30 worse
// (the second line of the review), and the move played lost at least MISTAKE_DROP. The
// solution is the engine's best move; a mate in one is "mate1", else "advantage". Ids are
// left 0 (add_own_puzzles numbers them). Largest misses first, at most OWN_PUZZLES_PER_GAME.
std::vector<Puzzle> own_puzzles_from_review(const Position& start, const std::vector<Move>& moves,
                                            const ReviewResult& review,
                                            const std::vector<PositionEval>& evals,
                                            const bool human[2]);

// Adds `found` to dir + own_puzzles.txt (positions already there are skipped), numbering them
// after the file's last id; keeps the newest OWN_PUZZLES_KEPT. Returns how many were added, or
// -1 with a message when the file cannot be written (a damaged file: its good lines are kept
// and the rest is dropped, with a message).
int add_own_puzzles(const std::string& dir, const std::vector<Puzzle>& found, std::string* error);

// Reads dir + own_puzzles.txt; a missing file is an empty set without a message.
bool load_own_puzzles(const std::string& dir, std::vector<Puzzle>& out, std::string* error);

}  // namespace xq
