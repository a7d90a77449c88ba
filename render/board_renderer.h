// Draws a BoardView with the sprites, scaled to a BoardGeometry.
#pragma once

#include <SDL.h>

#include "render/board_geometry.h"
#include "render/board_layer.h"
#include "render/board_view.h"
#include "render/sprites.h"

namespace xq {

// With a layer, the board image and labels come from its cached texture.
void draw_board(SDL_Renderer* renderer, const Sprites& sprites, const BoardGeometry& geometry,
                const BoardView& view, BoardLayer* layer = nullptr);

// A thick arrow with a triangular head between two pixel points (also used for hints and PV).
void draw_arrow(SDL_Renderer* renderer, PointF from, PointF to, float width, RGBA color);

// Red's win chance as a vertical bar in the board's left frame (analysis mode).
void draw_eval_bar(SDL_Renderer* renderer, const BoardGeometry& geometry, float red_win_chance);

}  // namespace xq
