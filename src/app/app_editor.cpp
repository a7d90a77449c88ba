// The position editor on the board: presses and releases go to the game layer's editor
// (pick up, carry, put down, take off), and the board shows the position being set up with the
// carried piece under the pointer.
#include "app/app.h"
#include "app/layout.h"

namespace xq {

void App::editor_mouse(const SDL_Event& e) {
    PositionEditor& editor = controller_->editor();
    if (e.type == SDL_MOUSEMOTION) return;  // the carried piece follows mouse_x_, mouse_y_
    const PointF p = layout_.scale.to_pixels(float(e.button.x), float(e.button.y));
    const Square s = geometry_.square_at(p.x, p.y);
    if (e.type == SDL_MOUSEBUTTONDOWN && e.button.button == SDL_BUTTON_RIGHT) {
        editor.drop_hand();
        if (s != SQ_NONE) editor.right_click(s);
    } else if (e.type == SDL_MOUSEBUTTONDOWN && e.button.button == SDL_BUTTON_LEFT) {
        if (s != SQ_NONE) editor.press(s);
    } else if (e.type == SDL_MOUSEBUTTONUP && e.button.button == SDL_BUTTON_LEFT) {
        editor.release(s);
    }
}

BoardView App::editor_view() const {
    const PositionEditor& editor = controller_->editor();
    BoardView v;
    v.pieces = editor.setup().board;
    v.flipped = controller_->flipped();
    if (editor.carrying() && editor.carried_from() != SQ_NONE) {
        // A piece carried from the board: drawn under the pointer, its square empty.
        const PointF p = layout_.scale.to_pixels(mouse_x_, mouse_y_);
        v.drag_from = editor.carried_from();
        v.drag_x = p.x;
        v.drag_y = p.y;
    }
    return v;
}

}  // namespace xq
