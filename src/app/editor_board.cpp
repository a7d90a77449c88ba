#include "app/editor_board.h"

namespace xq {

BoardView EditorBoard::view(uint32_t, PointF pointer) const {
    const PositionEditor& editor = c_.editor();
    BoardView v;
    v.pieces = editor.setup().board;
    v.flipped = c_.flipped();
    if (editor.carrying() && editor.carried_from() != SQ_NONE) {
        // A piece carried from the board: drawn under the pointer, its square empty. (A piece
        // from the tray is drawn by the editor's panel.)
        v.drag_from = editor.carried_from();
        v.drag_x = pointer.x;
        v.drag_y = pointer.y;
    }
    return v;
}

BoardInput::Context EditorBoard::input_context(const BoardView& shown) const {
    return {&shown, c_.editor().setup().side, false, nullptr};  // pieces are carried, not moved
}

void EditorBoard::mouse(const BoardMouse& e, uint32_t) {
    PositionEditor& editor = c_.editor();
    switch (e.kind) {
        case BoardMouse::Kind::MOTION:  // the carried piece follows the pointer when drawn
            break;
        case BoardMouse::Kind::RIGHT_DOWN:
            editor.drop_hand();
            if (e.square != SQ_NONE) editor.right_click(e.square);
            break;
        case BoardMouse::Kind::LEFT_DOWN:
            if (e.square != SQ_NONE) editor.press(e.square);
            break;
        case BoardMouse::Kind::LEFT_UP:
            editor.release(e.square);
            break;
    }
}

}  // namespace xq
