#include "app/move_board.h"

namespace xq {

BoardView MoveBoard::view(uint32_t now_ms, PointF) const {
    BoardView v = position_view(now_ms);
    input_.decorate(v, input_context(v), now_ms);
    return v;
}

void MoveBoard::mouse(const BoardMouse& e, uint32_t now_ms) {
    Move m = MOVE_NONE;
    switch (e.kind) {
        case BoardMouse::Kind::MOTION:
            input_.motion(e.at.x, e.at.y);
            return;
        case BoardMouse::Kind::RIGHT_DOWN:
            input_.cancel();
            return;
        case BoardMouse::Kind::LEFT_DOWN: {
            const BoardView shown = position_view(now_ms);
            m = input_.press(input_context(shown), e.square, e.at.x, e.at.y, now_ms);
            break;
        }
        case BoardMouse::Kind::LEFT_UP: {
            const BoardView shown = position_view(now_ms);
            m = input_.release(input_context(shown), e.square, now_ms);
            break;
        }
    }
    if (m != MOVE_NONE) finish(m, now_ms);
}

}  // namespace xq
