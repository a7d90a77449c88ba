// What the Moves tab remembers between frames (panel_moves.cpp, move_tree_view.cpp).
#pragma once

#include <cstdint>
#include <string>

#include "game/game.h"

namespace xq {

struct MovesPanelState {
    // The FEN box: it follows the position shown; text the player typed or pasted stays until
    // the position changes (a move, a step through the game, Set FEN).
    char fen_buffer[256] = {};
    std::string fen_followed;  // the position's FEN when the box last followed it
    bool fen_typed = false;
    bool fen_active = false;    // the box had the keyboard in the last frame
    int scroll_to = -1;         // the move list scrolls to this move in the next frame
    std::string opening_drawn;  // the opening named in the last frame (tests)
    // The game's tags being edited, refreshed from the game when its record changes.
    struct TagEdit {
        uint64_t revision = ~uint64_t(0);
        char value[8][128] = {};
    } tag_edit;
    // The game at the end of its main line, for the result under the move list; made again
    // when the game's record changes.
    struct MainLineEnd {
        uint64_t revision = ~uint64_t(0);
        Game game;
    } main_line_end;
    // The current move's comment being edited, refreshed when the record changes (unless the
    // player is typing in it).
    struct CommentEdit {
        uint64_t revision = ~uint64_t(0);
        bool active = false;
        char text[2048] = {};
    } comment_edit;
};

}  // namespace xq
