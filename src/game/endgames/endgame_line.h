// The fields both endgame files begin with (endgames.txt, compositions.txt).
#pragma once

#include <string>
#include <vector>

#include "game/endgames/endgame.h"

namespace xq {

// The id (1 .. 999999999) and a legal position of a line's first two fields, into e.id and
// e.fen; "" when good, else what is wrong.
std::string parse_endgame_id_and_fen(const std::vector<std::string>& fields, Endgame& e);

}  // namespace xq
