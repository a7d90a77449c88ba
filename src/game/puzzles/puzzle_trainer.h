// Puzzle mode's state, UI-free: the set, the player's progress, the attempt on the board. The
// App feeds it the player's moves and the panel's buttons; it records each counted result and
// saves the progress file (puzzle_progress.h) at once.
//
// Puzzles from the player's games (own_puzzles.h) are opened as a set of their own with the
// second open(). Results of ids the open set no longer has (a replaced shipped set, own puzzles
// dropped from their file) are forgotten quietly, within the set's id range only, so that the
// other set's progress in the same file stays.
#pragma once

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "game/puzzles/puzzle_progress.h"
#include "game/puzzles/puzzle_session.h"
#include "game/puzzles/puzzle_set.h"

namespace xq {

class PuzzleTrainer {
  public:
    // Reads the set (path) and the progress (state_dir, "" = not saved). False with a message
    // when the set cannot be used; a damaged progress file only adds a note (`error`) and keeps
    // what it could read.
    bool open(const std::string& path, const std::string& state_dir, std::string* error);
    // The same with a set already in memory.
    bool open(std::vector<Puzzle> set, const std::string& state_dir, std::string* error);
    bool ready() const { return session_.has_value(); }

    const std::vector<Puzzle>& set() const { return set_; }
    const PuzzleProgress& progress() const { return progress_; }
    const PuzzleSession* session() const { return session_ ? &*session_ : nullptr; }

    PuzzleSession::Answer play(Move m);  // counts and saves the result when the attempt ends
    void hint();
    void retry();
    void show_solution();
    // The next puzzle of the theme for the player's rating, one not passed by in this session
    // when the set has any left.
    void next();
    // The theme filter (saved with the progress); the puzzle on the board changes when it is
    // not of the theme. A theme the set does not have is taken as ANY.
    void set_theme(PuzzleTheme t);
    bool start(int id);  // a given puzzle; false if the set has none with this id
    const std::string& save_error() const { return save_error_; }  // the last failed save
    // What the attempt on the board did to the rating (nullopt until its result counts).
    std::optional<double> rating_change() const { return rating_change_; }

  private:
    void settle();  // records the counted result once
    void save();

    std::vector<Puzzle> set_;
    PuzzleProgress progress_;
    std::optional<PuzzleSession> session_;
    std::string state_dir_;
    bool recorded_ = false;
    std::optional<double> rating_change_;
    std::string save_error_;
    std::set<int> passed_;  // puzzles left for the next one in this session (not saved)
};

}  // namespace xq
