// The board's four modes (board_mode.h) and the input they share: the game, the position editor,
// the puzzles and the tournament's game. pick() chooses, in this one place, the mode the board
// is in now; the App asks the mode it picked what to show and where a click goes.
#pragma once

#include <memory>
#include <string>

#include "app/board_input.h"
#include "app/board_mode.h"
#include "app/editor_board.h"
#include "app/game_board.h"
#include "app/puzzle_board.h"
#include "app/tournament_board.h"

namespace xq {

class BoardModes {
  public:
    // The puzzles are read from `puzzle_file`; their progress is kept in `state_dir` ("" for
    // none).
    BoardModes(Controller& c, Ui& ui, const TournamentRunner& tournament,
               const std::string& puzzle_file, const std::string& state_dir)
        : c_(c),
          ui_(ui),
          tournament_(tournament),
          game_(c, ui, input_),
          editor_(c),
          puzzles_(c, ui, input_, puzzle_file, state_dir),
          tournament_board_(tournament) {}

    // The position editor while it is open; else the tournament's game while its window is
    // open (unless the game tab shows a puzzle); else a puzzle; else the game.
    BoardMode& pick();
    BoardMode& current() { return *current_; }
    BoardInput& input() { return input_; }
    GameBoard& game() { return game_; }
    PuzzleBoard& puzzles() { return puzzles_; }
    const PuzzleBoard& puzzles() const { return puzzles_; }

  private:
    Controller& c_;
    Ui& ui_;
    const TournamentRunner& tournament_;
    BoardInput input_;
    GameBoard game_;
    EditorBoard editor_;
    PuzzleBoard puzzles_;
    TournamentBoard tournament_board_;
    BoardMode* current_ = &game_;
};

}  // namespace xq
