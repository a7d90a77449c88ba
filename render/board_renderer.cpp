#include "render/board_renderer.h"

#include <algorithm>
#include <cmath>

namespace xq {

namespace {

constexpr float PIECE_SIZE = 0.92f;  // piece diameter in cells (sprite contract)
// Label sprites sit in the middle of the bands above and below the image (the glyph is about
// 0.7 of its sprite: 25 image pixels in a 40-pixel band).
constexpr float LABEL_SIZE = 0.36f;  // label sprite size in cells

void draw_centered(SDL_Renderer* r, SDL_Texture* t, PointF c, float size, Uint8 alpha = 255) {
    if (!t) return;
    SDL_SetTextureAlphaMod(t, alpha);
    SDL_FRect dst{c.x - size / 2, c.y - size / 2, size, size};
    SDL_RenderCopyF(r, t, nullptr, &dst);
    SDL_SetTextureAlphaMod(t, 255);
}

void draw_labels(SDL_Renderer* r, const Sprites& s, const BoardGeometry& g) {
    const float cell = g.cell(), size = cell * LABEL_SIZE;
    const float top = g.y0 - g.band() / 2;
    const float bottom = g.y0 + g.height() + g.band() / 2;
    for (int file = 0; file < FILE_NB; ++file) {
        float x = g.center(make_square(file, 0)).x;
        // Red numbers its files 一..九 from its right (file i = 一); Black 1..9 from its right (a =
        // 1).
        SDL_Texture* red = s.red_label[8 - file];
        SDL_Texture* black = s.black_label[file];
        draw_centered(r, red, {x, g.flipped ? top : bottom}, size);
        draw_centered(r, black, {x, g.flipped ? bottom : top}, size);
    }
}

PointF lerp(PointF a, PointF b, float t) {
    return {a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t};
}

}  // namespace

void draw_arrow(SDL_Renderer* r, PointF from, PointF to, float width, RGBA color) {
    float dx = to.x - from.x, dy = to.y - from.y, len = std::sqrt(dx * dx + dy * dy);
    if (len < 1) return;
    float ux = dx / len, uy = dy / len, nx = -uy, ny = ux;
    float head = std::min(width * 2.6f, len * 0.6f), hw = width * 1.6f, w = width / 2;
    PointF base{to.x - ux * head, to.y - uy * head};
    SDL_Color c{color.r, color.g, color.b, color.a};
    auto v = [&](float x, float y) { return SDL_Vertex{{x, y}, c, {0, 0}}; };
    SDL_Vertex verts[] = {v(from.x + nx * w, from.y + ny * w),
                          v(from.x - nx * w, from.y - ny * w),
                          v(base.x - nx * w, base.y - ny * w),
                          v(base.x + nx * w, base.y + ny * w),
                          v(base.x + nx * hw, base.y + ny * hw),
                          v(base.x - nx * hw, base.y - ny * hw),
                          v(to.x, to.y)};
    const int idx[] = {0, 1, 2, 0, 2, 3, 4, 5, 6};
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    SDL_RenderGeometry(r, nullptr, verts, 7, idx, 9);
}

void draw_board_base(SDL_Renderer* r, const Sprites& s, const BoardGeometry& g, bool labels) {
    SDL_FRect board{g.x0, g.y0, g.width(), g.height()};
    SDL_RenderCopyF(r, s.board, nullptr, &board);
    // The label bands: the image's plain top and bottom rows (no grid there) stretched, so the
    // grain runs on; a thin dark line closes the frame.
    // (Rows 8..24 from either edge: the image's own darker rim stays where it is.)
    const int strip = 16, rim = 8;
    const SDL_Rect top_src{0, rim, BoardGeometry::IMAGE_W, strip};
    const SDL_Rect bottom_src{0, BoardGeometry::IMAGE_H - rim - strip, BoardGeometry::IMAGE_W,
                              strip};
    const SDL_FRect top{g.x0, g.outer_y0(), g.width(), g.band()};
    const SDL_FRect bottom{g.x0, g.y0 + g.height(), g.width(), g.band()};
    SDL_RenderCopyF(r, s.board, &top_src, &top);
    SDL_RenderCopyF(r, s.board, &bottom_src, &bottom);
    const SDL_FRect outline{g.x0, g.outer_y0(), g.width(), g.outer_height()};
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(r, 92, 60, 32, 255);
    SDL_RenderDrawRectF(r, &outline);
    if (labels) draw_labels(r, s, g);
}

void draw_board(SDL_Renderer* r, const Sprites& s, const BoardGeometry& g, const BoardView& v,
                BoardLayer* layer) {
    if (!layer || !layer->draw(r, s, g, v.show_labels)) draw_board_base(r, s, g, v.show_labels);

    const float cell = g.cell(), piece_size = cell * PIECE_SIZE, mark_size = cell * 1.0f;
    if (v.last_move != MOVE_NONE) {
        draw_centered(r, s.last_move, g.center(from_sq(v.last_move)), mark_size);
        draw_centered(r, s.last_move, g.center(to_sq(v.last_move)), mark_size);
    }
    if (v.check_square != SQ_NONE)
        draw_centered(r, s.check, g.center(v.check_square), cell * 1.25f);

    const bool animating = v.anim_move != MOVE_NONE && v.anim_progress < 1;
    for (Square sq = 0; sq < SQUARE_NB; ++sq) {
        Piece p = v.pieces[sq];
        if (!p || sq == v.drag_from) continue;
        if (animating && sq == to_sq(v.anim_move)) continue;  // drawn in flight below
        PointF c = g.center(sq);
        Uint8 alpha = 255;
        if (sq == v.error_square && v.error_progress < 1) {
            // A damped shake, and a red tint that fades.
            float t = v.error_progress;
            c.x += std::sin(t * 6 * 3.14159f) * (1 - t) * cell * 0.12f;
            SDL_SetTextureColorMod(s.piece[p], 255, Uint8(255 * (0.45f + 0.55f * t)),
                                   Uint8(255 * (0.45f + 0.55f * t)));
            draw_centered(r, s.piece[p], c, piece_size, alpha);
            SDL_SetTextureColorMod(s.piece[p], 255, 255, 255);
            continue;
        }
        draw_centered(r, s.piece[p], c, piece_size, alpha);
    }
    if (v.selected != SQ_NONE) draw_centered(r, s.select, g.center(v.selected), mark_size);
    for (Square t : v.targets)
        draw_centered(r, v.pieces[t] ? s.capture : s.dot, g.center(t), mark_size);
    if (v.hover != SQ_NONE) draw_centered(r, s.select, g.center(v.hover), mark_size, 150);

    if (animating) {
        Square from = from_sq(v.anim_move), to = to_sq(v.anim_move);
        // Ease out: fast start, gentle landing.
        float t = 1 - (1 - v.anim_progress) * (1 - v.anim_progress);
        if (v.anim_captured)
            draw_centered(r, s.piece[v.anim_captured], g.center(to), piece_size,
                          Uint8(255 * (1 - t)));
        if (Piece p = v.pieces[to])
            draw_centered(r, s.piece[p], lerp(g.center(from), g.center(to), t), piece_size);
    }
    for (const Arrow& a : v.arrows) {
        PointF from = g.center(a.from), to = g.center(a.to);
        float dx = to.x - from.x, dy = to.y - from.y, len = std::sqrt(dx * dx + dy * dy);
        if (len < 1) continue;
        const float ux = dx / len, uy = dy / len;
        // Start at the moving piece's rim, so the piece the arrow comes from stays wholly
        // visible; even a one-step arrow keeps a short shaft before its head.
        const float lead = PIECE_SIZE / 2 + 0.02f;
        PointF start{from.x + ux * cell * lead, from.y + uy * cell * lead};
        // A dark rim under the colour keeps the arrow apart from the pieces' faces and ink.
        const float rim = cell * 0.03f;
        draw_arrow(r, {start.x - ux * rim, start.y - uy * rim},
                   {to.x + ux * rim * 2, to.y + uy * rim * 2}, cell * 0.14f + 2 * rim,
                   {40, 30, 20, 200});
        draw_arrow(r, start, to, cell * 0.14f, {a.color.r, a.color.g, a.color.b, 235});
    }
    if (v.red_win_chance >= 0) draw_eval_bar(r, g, v.red_win_chance);
    if (v.drag_from != SQ_NONE && v.pieces[v.drag_from])
        draw_centered(r, s.piece[v.pieces[v.drag_from]], {v.drag_x, v.drag_y}, piece_size * 1.08f);
}

void draw_eval_bar(SDL_Renderer* r, const BoardGeometry& g, float red_win_chance) {
    // In the frame left of the a-file, clear of the edge pieces: Red's share from Red's side
    // (the bottom unless the board is flipped), Black's dark from the other, a tick at 50%.
    const float w = 14 * g.scale, x = g.x0 + 8 * g.scale;
    const float top = g.grid_point(0, 0).y, bottom = g.grid_point(0, 9).y, h = bottom - top;
    const float red_h = h * std::fmin(1.f, std::fmax(0.f, red_win_chance));
    SDL_SetRenderDrawBlendMode(r, SDL_BLENDMODE_BLEND);
    SDL_FRect frame{x - 1, top - 1, w + 2, h + 2};
    SDL_SetRenderDrawColor(r, 40, 30, 20, 230);
    SDL_RenderFillRectF(r, &frame);
    SDL_FRect red{x, g.flipped ? top : bottom - red_h, w, red_h};
    SDL_FRect black{x, g.flipped ? top + red_h : top, w, h - red_h};
    SDL_SetRenderDrawColor(r, 200, 40, 30, 255);
    SDL_RenderFillRectF(r, &red);
    SDL_SetRenderDrawColor(r, 30, 30, 30, 255);
    SDL_RenderFillRectF(r, &black);
    SDL_FRect tick{x - 3 * g.scale, top + h / 2 - 1, w + 6 * g.scale, 2};
    SDL_SetRenderDrawColor(r, 240, 220, 160, 255);
    SDL_RenderFillRectF(r, &tick);
}

}  // namespace xq
