// How the UI writes one move for people.
#pragma once

#include <string>

#include "position.h"

namespace xq {

// The move in Chinese notation (炮二平五); `before` is the position before the move.
std::string move_label(const Position& before, Move m);

}  // namespace xq
