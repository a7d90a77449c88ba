// Draws a BoardView with the sprites, scaled to a BoardGeometry.
#pragma once

#include <SDL.h>

#include "board_geometry.h"
#include "board_view.h"
#include "sprites.h"

namespace xq {

void draw_board(SDL_Renderer* renderer, const Sprites& sprites, const BoardGeometry& geometry,
                const BoardView& view);

// A thick arrow with a triangular head between two pixel points (also used for hints and PV).
void draw_arrow(SDL_Renderer* renderer, PointF from, PointF to, float width, RGBA color);

}  // namespace xq
