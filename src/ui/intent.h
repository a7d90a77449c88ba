// What the user asked for in one frame. The panels only draw and return intents; the App applies
// them after the frame is built, so every widget of a frame sees the same state (a click that
// moves through the game cannot change what the rest of the frame draws), and the panels do no
// file I/O, touch no clipboard and write no settings.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "formats/move_tree.h"
#include "game/settings.h"
#include "rules/types.h"

namespace xq {

struct Intent {
    enum class Kind : uint8_t {
        NEW_GAME,
        UNDO,
        REDO,
        GO_TO,  // ply
        RESIGN,
        OFFER_DRAW,
        HINT,
        FLIP_BOARD,
        SWITCH_LANGUAGE,
        CHANGE_SETTINGS,  // settings: the edited copy
        SET_FEN,          // text: the FEN
        COPY_FEN,
        PASTE_FEN,
        SAVE_PGN,  // text: the path
        LOAD_PGN,  // text: the path
        COPY_MOVES,
        PLAY_MOVE,  // move: the move the referee's warning was about
        // Issue 9.
        PAUSE_CLOCK,  // ply: 1 pause, 0 resume
        // Issue 9, panel half (manners, files, look).
        AGREE_DRAW,    // two players: the other one accepted the offer
        DECLINE_DRAW,  // two players: the other one declined
        MOVE_NOW,      // the engine plays the best move it has found so far
        TOGGLE_PANEL,  // collapse or expand the side panel
        OPEN_TEXT,     // text: a game (PGN) or a position (FEN), e.g. dropped on the window
        BROWSE_OPEN,   // choose a file to open (desktop dialog or the in-app browser)
        BROWSE_SAVE,   // choose where to save
        BROWSE_DIR,    // text: the folder the in-app browser shows next
        SET_TAG,       // text: the tag's name, value: its value ("" removes it)
        // Issue 10: analysis and review.
        TOGGLE_ANALYSIS,  // analysis mode on or off
        START_REVIEW,     // review the game (settings: the review's time per move)
        CANCEL_REVIEW,
        // Issue 10: the variation tree and comments.
        GO_TO_LINE,   // path: the line to follow, ply: the position on it
        EDIT_TREE,    // ply: a Controller::TreeEdit, on the variation holding the current move
        SET_COMMENT,  // text: the current move's comment (at the start: the game's)
        SET_MARK,     // text: the current move's mark ("!", "?!", ... or "")
        // Issue 10: the position editor.
        EDIT_POSITION,  // opens it on the position shown
        EDITOR,         // ply: an EditorAction
        EDITOR_TRAY,    // ply: the piece taken from the tray
        EDITOR_FEN,     // text: a position to load into the editor
        // Issue 11: puzzle mode (src/app/puzzle_mode.cpp).
        PUZZLE_MODE,  // ply: 1 the board shows the puzzle, 0 the game again
        PUZZLE_HINT,
        PUZZLE_RETRY,
        PUZZLE_NEXT,
        PUZZLE_SOLUTION,
        PUZZLE_SET,  // ply: 0 the shipped set, 1 the puzzles from the player's games
        // Issue 10: other engines (the list itself is edited with CHANGE_SETTINGS).
        INSPECT_ENGINE,  // text: the name of the external engine to start and show ("" none)
    };
    // What EDITOR does. PLAY leaves the editor with a game from its position; an ANALYSE exit
    // (analysis mode) goes next to it.
    enum class EditorAction : uint8_t { CLEAR, RESET, RED_TO_MOVE, BLACK_TO_MOVE, CANCEL, PLAY };
    Intent(Kind k) : kind(k) {}  // NOLINT: an intent is its kind plus optional details

    Kind kind;
    int ply = 0;
    Move move = MOVE_NONE;
    Settings settings;
    std::string text;
    std::string value;  // SET_TAG
    LinePath path;      // GO_TO_LINE
};

using Intents = std::vector<Intent>;

}  // namespace xq
