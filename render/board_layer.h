// The board image and its file labels, scaled once per size into a texture exactly as large as
// the board on screen. Each frame then copies it 1:1 without filtering or blending: for a
// software rasteriser (llvmpipe, SDL's software renderer) that is a fraction of the cost of
// scaling the 940 x 1040 image with bilinear filtering every frame.
#pragma once

#include <SDL.h>

#include "render/board_geometry.h"
#include "render/sprites.h"

namespace xq {

class BoardLayer {
  public:
    BoardLayer() = default;
    ~BoardLayer();
    BoardLayer(const BoardLayer&) = delete;
    BoardLayer& operator=(const BoardLayer&) = delete;

    // Draws the board and (optionally) the file labels for this geometry, rebuilding the texture
    // when the size, orientation or labels changed. The geometry's x0, y0 should be whole pixels
    // for a sharp copy. Returns false if the renderer cannot draw to textures (the caller then
    // draws the board directly).
    bool draw(SDL_Renderer* renderer, const Sprites& sprites, const BoardGeometry& geometry,
              bool labels);
    // Forget the texture (e.g. after SDL_RENDER_TARGETS_RESET).
    void invalidate();
    int rebuilds() const { return rebuilds_; }

  private:
    SDL_Texture* texture_ = nullptr;
    int w_ = 0, h_ = 0;
    float scale_ = 0;
    bool flipped_ = false, labels_ = false, unsupported_ = false;
    int rebuilds_ = 0;
};

// The board image and labels drawn straight to the current target (no cache).
void draw_board_base(SDL_Renderer* renderer, const Sprites& sprites, const BoardGeometry& geometry,
                     bool labels);

}  // namespace xq
