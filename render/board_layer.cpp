#include "render/board_layer.h"

#include <cmath>

namespace xq {

BoardLayer::~BoardLayer() {
    invalidate();
}

void BoardLayer::invalidate() {
    if (texture_) SDL_DestroyTexture(texture_);
    texture_ = nullptr;
}

bool BoardLayer::draw(SDL_Renderer* r, const Sprites& s, const BoardGeometry& g, bool labels) {
    if (unsupported_ || !SDL_RenderTargetSupported(r)) return false;
    const int w = int(std::ceil(g.width())), h = int(std::ceil(g.outer_height()));
    if (w <= 0 || h <= 0) return true;
    if (!texture_ || w != w_ || h != h_ || g.scale != scale_ || g.flipped != flipped_ ||
        labels != labels_) {
        if (!texture_ || w != w_ || h != h_) {
            invalidate();
            texture_ =
                SDL_CreateTexture(r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h);
            if (!texture_) {
                unsupported_ = true;
                return false;
            }
            SDL_SetTextureBlendMode(texture_, SDL_BLENDMODE_NONE);
            SDL_SetTextureScaleMode(texture_, SDL_ScaleModeNearest);
        }
        SDL_Texture* previous = SDL_GetRenderTarget(r);
        if (SDL_SetRenderTarget(r, texture_) != 0) {
            invalidate();
            unsupported_ = true;
            return false;
        }
        Uint8 cr, cg, cb, ca;
        SDL_GetRenderDrawColor(r, &cr, &cg, &cb, &ca);  // the window's background colour
        SDL_RenderClear(r);
        BoardGeometry local = g;
        local.x0 = 0;
        local.y0 = g.band();
        draw_board_base(r, s, local, labels);
        SDL_SetRenderTarget(r, previous);
        w_ = w, h_ = h, scale_ = g.scale, flipped_ = g.flipped, labels_ = labels;
        ++rebuilds_;
    }
    SDL_Rect dst{int(std::lround(g.x0)), int(std::lround(g.outer_y0())), w, h};
    SDL_RenderCopy(r, texture_, nullptr, &dst);
    return true;
}

}  // namespace xq
