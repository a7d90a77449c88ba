// What the position editor's panel remembers between frames (panel_editor.cpp).
#pragma once

namespace xq {

struct EditorPanelState {
    int problems = 0;    // shown in the last frame (tests)
    char fen[256] = {};  // the FEN field, following the board unless typed in
    bool fen_typing = false;
};

}  // namespace xq
