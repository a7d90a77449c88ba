#include "app/board_view_of.h"

namespace xq {

BoardView board_view_of(const Controller& c, uint32_t now_ms) {
    BoardView v;
    const Position& pos = c.game().position();
    for (Square s = 0; s < SQUARE_NB; ++s) v.pieces[s] = pos.piece_on(s);
    v.flipped = c.flipped();
    v.last_move = pos.last_move();
    if (pos.in_check()) v.check_square = pos.king_square(pos.side_to_move());
    const Controller::Animation& anim = c.animation();
    if (c.animating(now_ms) && anim.move == pos.last_move()) {
        v.anim_move = anim.move;
        v.anim_captured = anim.captured;
        v.anim_progress = float(now_ms - anim.start_ms) / Controller::ANIM_MS;
    }
    if (auto hint = c.hint_move())
        v.arrows.push_back({from_sq(*hint), to_sq(*hint), {40, 160, 60, 200}});
    const EngineStatus& status = c.engine_status();
    if (c.settings().pv_arrow && !status.iterations.empty()) {
        const auto& pv = status.iterations.back().pv;
        if (!pv.empty() && status.root.key() == pos.key())
            v.arrows.push_back({from_sq(pv[0]), to_sq(pv[0]), {40, 90, 200, 170}});
    }
    return v;
}

}  // namespace xq
