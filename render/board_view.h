// What the board shows, as plain data: the renderer draws it and knows nothing about rules.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "rules/types.h"

namespace xq {

struct RGBA {
    uint8_t r = 0, g = 0, b = 0, a = 255;
};

struct Arrow {
    Square from = SQ_NONE, to = SQ_NONE;
    RGBA color;
};

struct BoardView {
    std::array<Piece, SQUARE_NB> pieces{};  // the position shown
    bool flipped = false;                   // Black at the bottom
    bool show_labels = true;                // file numbers in the margins
    Square selected = SQ_NONE;
    std::vector<Square> targets;  // legal destinations of the selected piece
    Square hover = SQ_NONE;       // the target under the pointer
    Move last_move = MOVE_NONE;
    Square check_square = SQ_NONE;  // king in check
    std::vector<Arrow> arrows;      // hints, PV, analysis lines, the review's better move
    // Analysis mode: Red's win chance (0..1) as a bar along the board's left edge; < 0: none.
    float red_win_chance = -1;

    // Move animation: pieces[] already holds the position after `anim_move`; the moving piece is
    // drawn between from and to at `anim_progress` (0..1), the captured piece fades out.
    Move anim_move = MOVE_NONE;
    Piece anim_captured = NO_PIECE;
    float anim_progress = 1;

    // Drag and drop: the piece on drag_from follows the pointer (pixel coordinates).
    Square drag_from = SQ_NONE;
    float drag_x = 0, drag_y = 0;

    // Rejected move feedback: the piece on error_square flashes red and shakes (0..1).
    Square error_square = SQ_NONE;
    float error_progress = 1;
};

}  // namespace xq
