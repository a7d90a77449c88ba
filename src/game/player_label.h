// Who plays a side, as the player cards name it: the name the game file gives, else the engine
// (with its difficulty, or the external engine's name) or the human, whether they play now or
// made the side's moves before the analysis or the review began.
#pragma once

#include <string>

#include "game/controller.h"

namespace xq {

std::string player_label(const Controller& c, Color side);

}  // namespace xq
