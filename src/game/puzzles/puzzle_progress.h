// The player's puzzle progress: rating, solved and failed puzzles, in the state directory
// (puzzles.ini, "key = value" lines like settings.ini). A damaged file keeps its good lines, is
// copied to puzzles.ini.bad, and the message says what was skipped.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "game/puzzles/puzzle_set.h"
#include "game/puzzles/puzzle_theme.h"

namespace xq {

struct PuzzleProgress {
    double rating = 1200;                  // PUZZLE_START_RATING
    std::set<int> solved;                  // puzzle ids counted as solved alone
    std::set<int> helped;                  // solved after a hint (not solved alone since)
    std::set<int> failed;                  // counted as failed (not solved since)
    int current = 0;                       // the puzzle on the board, 0: none yet
    PuzzleTheme theme = PuzzleTheme::ANY;  // the Puzzles tab's filter

    // Records the counted result of a puzzle (1 solved, between: solved after a hint, 0 failed)
    // and updates the rating.
    void record(const Puzzle& p, double score);
    // The next puzzle of the filter's theme to offer: not yet counted, rating nearest the
    // player's (then lowest id); when every puzzle was counted, the failed ones; `after` is
    // skipped. Puzzles in `passed` (left unsolved earlier in this session) come only when no
    // other is left, so that skipping walks through the set instead of between two puzzles.
    // nullptr if the set has none of the theme.
    const Puzzle* next(const std::vector<Puzzle>& set, int after,
                       const std::set<int>& passed = {}) const;
    // Forgets the results of ids in [first, last] that `set` does not have (a puzzle set
    // replaced by a new one), so that counts and choices are about this set.
    void forget_unknown(const std::vector<Puzzle>& set, int first, int last);
};

bool parse_puzzle_progress(const std::string& text, PuzzleProgress& out, std::string* error);
std::string format_puzzle_progress(const PuzzleProgress& p);

constexpr const char* PUZZLE_PROGRESS_FILE = "puzzles.ini";
// Reads dir + puzzles.ini (a missing file: the defaults, no message). On a damaged file the good
// lines are kept, a copy is kept as puzzles.ini.bad, and false comes with a message.
bool load_puzzle_progress(const std::string& dir, PuzzleProgress& out, std::string* error);
bool save_puzzle_progress(const std::string& dir, const PuzzleProgress& p, std::string* error);

}  // namespace xq
