// Builds what the board shows from the game layer's state: the pieces, the last move, the check,
// the move animation, the hint and PV arrows. The input decorations (selection, drag) are added
// by BoardInput.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "game/controller.h"
#include "render/board_view.h"

namespace xq {

BoardView board_view_of(const Controller& c, uint32_t now_ms);

// The engine's arrows of analysis mode (one per line, labelled with its score from Red's view)
// and, at the position where a marked move of a review was played, that move and the better
// move (labelled with its score from the mover's view), for the board (the arrows) and the UI
// (the labels, drawn with text beside the arrows; an empty label draws none).
struct CoachArrow {
    Move move = MOVE_NONE;
    RGBA colour;
    std::string label;
};
std::vector<CoachArrow> coach_arrows(const Controller& c);

}  // namespace xq
