#include "app/board_view_of.h"

#include <cstdio>
#include <cstdlib>

namespace xq {

std::vector<CoachArrow> coach_arrows(const Controller& c) {
    std::vector<CoachArrow> out;
    const Position& pos = c.game().position();
    if (c.study().analysing() && c.study().analysis().key == pos.key()) {
        // The best line strong, the others lighter, so the order shows at a glance.
        const auto& lines = c.study().analysis().lines;
        for (size_t i = 0; i < lines.size(); ++i) {
            if (lines[i].pv.empty() || !pos.is_legal(lines[i].pv[0])) continue;
            const RGBA colour = i == 0 ? RGBA{30, 90, 210, 235} : RGBA{90, 150, 230, 170};
            out.push_back({lines[i].pv[0], colour, red_score_label(lines[i])});
        }
        return out;
    }
    // At the position where a reviewed move with a mark was played (the next move of the line
    // shown): that move, and the better move labelled with its score, both from this position.
    if (const MoveReview* r = c.study().reviewed_move(c.game().ply() + 1);
        r && r->mark != Mark::NONE && r->mark != Mark::GOOD && r->best != MOVE_NONE &&
        pos.is_legal(r->best)) {
        if (r->played != r->best && pos.is_legal(r->played))
            out.push_back({r->played, {200, 70, 50, 200}, ""});
        const int v = r->mover == RED ? r->before.value : -r->before.value;
        char score[24];
        if (r->before.kind == Score::MATE)
            snprintf(score, sizeof score, "%sM%d", v > 0 ? "+" : "-", std::abs(v));
        else
            snprintf(score, sizeof score, "%+.2f", v / 100.0);
        out.push_back({r->best, {40, 160, 60, 230}, score});
    }
    return out;
}

BoardView board_view_of(const Controller& c, uint32_t now_ms) {
    BoardView v;
    const Position& pos = c.game().position();
    for (Square s = 0; s < SQUARE_NB; ++s) v.pieces[s] = pos.piece_on(s);
    v.flipped = c.flipped();
    v.last_move = pos.last_move();
    if (pos.in_check()) v.check_square = pos.king_square(pos.side_to_move());
    const Controller::Animation& anim = c.animation();
    if (c.animation().running(now_ms) && anim.move == pos.last_move()) {
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
    for (const CoachArrow& a : coach_arrows(c))
        v.arrows.push_back({from_sq(a.move), to_sq(a.move), a.colour});
    if (c.study().analysing() && c.study().analysis().best() &&
        c.study().analysis().key == pos.key())
        v.red_win_chance = float(red_win_chance(*c.study().analysis().best()));
    return v;
}

}  // namespace xq
