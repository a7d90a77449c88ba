#include "app/board_modes.h"

namespace xq {

BoardMode& BoardModes::pick() {
    if (c_.editor().active())
        current_ = &editor_;
    else if (ui_.tournament.open && tournament_.in_game() && !puzzles_.on())
        current_ = &tournament_board_;
    else if (puzzles_.on())
        current_ = &puzzles_;
    else
        current_ = &game_;
    return *current_;
}

}  // namespace xq
