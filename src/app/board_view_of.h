// Builds what the board shows from the game layer's state: the pieces, the last move, the check,
// the move animation, the hint and PV arrows. The input decorations (selection, drag) are added
// by BoardInput.
#pragma once

#include <cstdint>

#include "game/controller.h"
#include "render/board_view.h"

namespace xq {

BoardView board_view_of(const Controller& c, uint32_t now_ms);

}  // namespace xq
