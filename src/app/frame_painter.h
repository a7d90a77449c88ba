// Draws a frame into the window: the backdrop, the board from its BoardView (with the board
// image kept pre-scaled between frames: render/board_layer.h), the side panel's opaque
// background and ImGui's draw data, then presents it. A frame whose picture would equal the last
// one drawn (frame_signature.h) is neither drawn nor presented, unless the window asked for a
// fresh picture: while the engine searches most frames change nothing, and the rasteriser's time
// goes to the search instead.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "app/layout.h"
#include "game/settings.h"
#include "render/board_layer.h"
#include "render/board_view.h"
#include "render/sprites.h"

namespace xq {

class FramePainter {
  public:
    // Loads the default sprite set for `renderer`; false with a message when it cannot.
    bool open(SDL_Renderer* renderer, const std::string& assets_dir, std::string* error);
    void close();  // before the renderer goes
    const Sprites* sprites() const { return sprites_.get(); }

    // Loads the sprite set the settings name, when it is not the one loaded. A set that cannot
    // be loaded gives a message in `error` (and false), and the default set is used instead.
    bool use_theme(const Settings& s, std::string* error);
    // The window needs a fresh picture (exposed, resized, a new theme or font).
    void redraw() { redraw_ = true; }
    // The renderer lost its textures: the board layer is made again.
    void targets_lost();

    // Draws and presents the frame unless it would show nothing new; `capture` (with its size)
    // receives the pixels, read back before presenting, and forces the drawing. `started` is the
    // performance counter when the frame's drawing began; `draw_ms` gets the time from then to
    // the present. Returns whether the frame was drawn.
    bool paint(const BoardView& view, const WindowLayout& layout, std::vector<uint8_t>* capture,
               int* width, int* height, uint64_t started, double& draw_ms);
    int board_layer_rebuilds() const { return board_layer_.rebuilds(); }

  private:
    SDL_Renderer* renderer_ = nullptr;
    std::string assets_dir_;
    std::unique_ptr<Sprites> sprites_;
    SpriteTheme theme_;
    BoardLayer board_layer_;
    bool redraw_ = true;
    uint64_t last_signature_ = 0;  // of the last frame drawn
};

}  // namespace xq
