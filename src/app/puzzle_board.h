// Puzzle mode: while the Puzzles tab is open the board shows the attempt of the PuzzleTrainer
// (game layer) instead of the game, takes the player's moves for it and applies the tab's
// buttons. The game in progress stays as it was behind it (its clock paused) and comes back when
// another tab is chosen. Puzzles found in the player's reviewed games are stored here as they
// come (own_puzzles.h) and make a set of their own.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "app/move_board.h"
#include "game/controller.h"
#include "game/puzzles/puzzle_trainer.h"
#include "ui/ui.h"

namespace xq {

// What the board shows of a puzzle attempt: the position, the last move, the check, the hint's
// arrow; the solver plays up the board.
BoardView puzzle_board_view(const PuzzleSession& s);

class PuzzleBoard final : public MoveBoard {
  public:
    // `puzzle_file`: the shipped set; `state_dir`: where progress and own puzzles are kept
    // ("" = nowhere).
    PuzzleBoard(Controller& c, Ui& ui, BoardInput& input, std::string puzzle_file,
                std::string state_dir);

    const PuzzleTrainer& trainer() const { return trainer_; }
    bool on() const { return ui_.puzzle.on_board && trainer_.ready(); }  // the board shows a puzzle

    Kind kind() const override { return Kind::PUZZLE; }
    bool flipped() const override { return trainer_.session()->solver() == BLACK; }
    BoardView view(uint32_t now_ms, PointF pointer) const override;
    BoardInput::Context input_context(const BoardView& shown) const override;

    // The Puzzles tab opened or closed: the game's clock is paused meanwhile (resumed only if it
    // was running before), and the first opening loads the set.
    void show(bool on);
    void choose_set(bool own);  // the shipped set, or the puzzles from the player's games
    void set_theme(PuzzleTheme t);
    void hint();
    void retry();
    void next();
    void show_solution();
    // Stores the puzzles the last review found, and shows them at once when their set is open.
    void collect_own_puzzles();

  private:
    BoardView position_view(uint32_t now_ms) const override;
    void finish(Move m, uint32_t now_ms) override;
    void open_set(bool own);
    void begin_action();  // every button clears the last answer and the selection

    Controller& c_;
    Ui& ui_;
    std::string puzzle_file_, state_dir_;
    PuzzleTrainer trainer_;
    bool paused_clock_ = false;  // opening the tab paused the game's clock
    // The legal moves of the attempt's position, made again only when the position changes.
    mutable std::vector<Move> legal_;
    mutable std::optional<uint64_t> legal_key_;  // the position they are of, while playing
};

}  // namespace xq
