#include "app/board_input.h"

#include <cmath>

namespace xq {

bool BoardInput::is_target(const Context& ctx, Square to) const {
    if (selected_ == SQ_NONE || !ctx.legal) return false;
    for (Move m : *ctx.legal)
        if (from_sq(m) == selected_ && to_sq(m) == to) return true;
    return false;
}

std::vector<Square> BoardInput::targets(const Context& ctx) const {
    std::vector<Square> out;
    if (selected_ == SQ_NONE || !ctx.legal) return out;
    for (Move m : *ctx.legal)
        if (from_sq(m) == selected_) out.push_back(to_sq(m));
    return out;
}

void BoardInput::reject(uint32_t now_ms) {
    error_square_ = selected_;
    error_start_ = now_ms;
    ++rejections_;
    selected_ = SQ_NONE;
    pressed_ = dragging_ = false;
}

Move BoardInput::press(const Context& ctx, Square sq, float x, float y, uint32_t now_ms) {
    if (!ctx.enabled || !ctx.view) {
        cancel();
        return MOVE_NONE;
    }
    if (selected_ != SQ_NONE && sq != SQ_NONE && is_target(ctx, sq)) {
        Move m = make_move(selected_, sq);
        cancel();
        return m;
    }
    Piece p = sq == SQ_NONE ? NO_PIECE : ctx.view->pieces[sq];
    if (p && color_of(p) == ctx.side) {
        was_selected_before_press_ = selected_ == sq;
        selected_ = sq;
        pressed_ = true;
        dragging_ = false;
        press_x_ = x_ = x;
        press_y_ = y_ = y;
        return MOVE_NONE;
    }
    if (selected_ != SQ_NONE) reject(now_ms);  // a square the selected piece cannot reach
    return MOVE_NONE;
}

void BoardInput::motion(float x, float y) {
    x_ = x;
    y_ = y;
    if (pressed_ && !dragging_ && std::hypot(x - press_x_, y - press_y_) > DRAG_THRESHOLD)
        dragging_ = true;
}

Move BoardInput::release(const Context& ctx, Square sq, uint32_t now_ms) {
    if (!pressed_) return MOVE_NONE;
    pressed_ = false;
    if (!dragging_) {
        // A click on the selected piece a second time puts it down again.
        if (was_selected_before_press_ && sq == selected_) selected_ = SQ_NONE;
        was_selected_before_press_ = false;
        return MOVE_NONE;
    }
    dragging_ = false;
    if (sq == selected_) return MOVE_NONE;  // dropped where it was: stays selected
    if (ctx.enabled && sq != SQ_NONE && is_target(ctx, sq)) {
        Move m = make_move(selected_, sq);
        cancel();
        return m;
    }
    reject(now_ms);
    return MOVE_NONE;
}

void BoardInput::cancel() {
    selected_ = SQ_NONE;
    pressed_ = dragging_ = was_selected_before_press_ = false;
}

void BoardInput::decorate(BoardView& view, const Context& ctx, uint32_t now_ms) const {
    view.selected = selected_;
    view.targets = targets(ctx);
    view.drag_from = dragging_ ? selected_ : SQ_NONE;
    view.drag_x = x_;
    view.drag_y = y_;
    if (animating(now_ms)) {
        view.error_square = error_square_;
        view.error_progress = float(now_ms - error_start_) / ERROR_MS;
    } else {
        view.error_square = SQ_NONE;
        view.error_progress = 1;
    }
}

}  // namespace xq
