#include "move_text.h"

#include "notation.h"

namespace xq {

std::string move_label(const Position& before, Move m) {
    return move_to_chinese(before, m);
}

}  // namespace xq
