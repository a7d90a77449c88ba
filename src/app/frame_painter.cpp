#include "app/frame_painter.h"

#include <imgui.h>
#include <imgui_impl_sdlrenderer.h>

#include <cmath>

#include "app/frame_signature.h"
#include "render/board_renderer.h"
#include "ui/theme.h"

namespace xq {

namespace {

double ms_since(uint64_t started) {
    return double(SDL_GetPerformanceCounter() - started) * 1000.0 /
           double(SDL_GetPerformanceFrequency());
}

}  // namespace

bool FramePainter::open(SDL_Renderer* renderer, const std::string& assets_dir, std::string* error) {
    renderer_ = renderer;
    assets_dir_ = assets_dir;
    sprites_ = std::make_unique<Sprites>();
    return sprites_->load(renderer_, assets_dir_, error);
}

void FramePainter::close() {
    board_layer_.invalidate();
    sprites_.reset();
}

bool FramePainter::use_theme(const Settings& s, std::string* error) {
    SpriteTheme theme;
    if (s.piece_theme == PieceTheme::INTERNATIONAL) theme.pieces = "pieces_international";
    if (s.board_theme == BoardTheme::CONTRAST) theme.board = "board_contrast.png";
    if (theme == theme_) return true;
    bool loaded = sprites_->load(renderer_, assets_dir_, error, theme);
    if (!loaded) {
        theme = {};
        std::string ignored;  // the default set loaded at open(), so it loads again
        sprites_->load(renderer_, assets_dir_, &ignored, theme);
    }
    theme_ = theme;
    board_layer_.invalidate();
    redraw_ = true;
    return loaded;
}

void FramePainter::targets_lost() {
    board_layer_.invalidate();
    redraw_ = true;
}

bool FramePainter::paint(const BoardView& view, const WindowLayout& layout,
                         std::vector<uint8_t>* capture, int* width, int* height, uint64_t started,
                         double& draw_ms) {
    // An identical picture is not drawn again (the window keeps showing it).
    const uint64_t signature = frame_signature(ImGui::GetDrawData(), view, layout.board);
    if (!capture && !redraw_ && signature == last_signature_) {
        draw_ms = ms_since(started);
        return false;
    }
    redraw_ = false;
    last_signature_ = signature;
    SDL_RenderSetScale(renderer_, 1, 1);
    SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_NONE);
    const ImVec4 back = theme_colours().backdrop;
    SDL_SetRenderDrawColor(renderer_, Uint8(back.x * 255), Uint8(back.y * 255), Uint8(back.z * 255),
                           255);
    SDL_RenderClear(renderer_);
    draw_board(renderer_, *sprites_, layout.board, view, &board_layer_);
    // The side panel's background, opaque and untextured (ImGui's own is a blended quad).
    const ImVec4 bg = ImGui::GetStyleColorVec4(ImGuiCol_WindowBg);
    SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(renderer_, Uint8(bg.x * 255), Uint8(bg.y * 255), Uint8(bg.z * 255), 255);
    const PointF p0 = layout.scale.to_pixels(layout.panel_x, layout.panel_y);
    const PointF p1 =
        layout.scale.to_pixels(layout.panel_x + layout.panel_w, layout.panel_y + layout.panel_h);
    SDL_Rect panel{int(p0.x), int(p0.y), int(std::ceil(p1.x)) - int(p0.x),
                   int(std::ceil(p1.y)) - int(p0.y)};
    SDL_RenderFillRect(renderer_, &panel);
    ImGui_ImplSDLRenderer_RenderDrawData(ImGui::GetDrawData());

    if (capture) {
        int w = 0, h = 0;
        SDL_GetRendererOutputSize(renderer_, &w, &h);
        std::vector<uint8_t> pixels(size_t(w) * h * 4);
        if (SDL_RenderReadPixels(renderer_, nullptr, SDL_PIXELFORMAT_ABGR8888, pixels.data(),
                                 w * 4) == 0) {
            *capture = std::move(pixels);
            *width = w;
            *height = h;
        } else {
            SDL_Log("SDL_RenderReadPixels failed: %s", SDL_GetError());
        }
    }
    draw_ms = ms_since(started);
    SDL_RenderPresent(renderer_);
    return true;
}

}  // namespace xq
