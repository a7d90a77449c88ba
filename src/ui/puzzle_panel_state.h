// Puzzle mode (panel_puzzles.cpp); the App fills these.
#pragma once

#include <string>

#include "game/puzzles/puzzle_trainer.h"
#include "game/text/i18n.h"

namespace xq {

struct PuzzlePanelState {
    const PuzzleTrainer* trainer = nullptr;
    bool on_board = false;      // the board shows the puzzle
    Str feedback = Str::COUNT;  // what the last action gave ("Right!", "Solved!")
    std::string error;          // the set could not be loaded
    bool own_set = false;       // the set is "From your games" (own_puzzles.h)
    int own_count = 0;          // how many that set has
};

}  // namespace xq
