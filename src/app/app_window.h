// The game's window and what lives as long as it: SDL (with SDL_image), the window and its
// renderer, Dear ImGui's context and SDL backends, the panel's fonts and style, the mouse shim
// and the window's layout of each frame (layout.h). start(), open() and start_imgui() make them
// in that order; stop_imgui() and close() tear them down in reverse, the App closing its
// textures and its sound device between the two.
#pragma once

#include <SDL.h>

#include <functional>
#include <string>

#include "app/first_window.h"
#include "app/layout.h"
#include "app/mouse_shim.h"
#include "app/panel_style.h"
#include "app/ui_fonts.h"
#include "game/settings.h"

namespace xq {

class AppWindow {
  public:
    AppWindow() = default;
    ~AppWindow() {
        stop_imgui();
        close();
    }
    AppWindow(const AppWindow&) = delete;
    AppWindow& operator=(const AppWindow&) = delete;

    // SDL's video and timer, SDL_image, and the event other threads push to wake the loop
    // (waker()). `headless`: the dummy video driver (and no audio unless a test asks for some).
    bool start(bool headless, std::string* error);
    struct Look {
        bool vsync = true;      // off when the frames are measured, not shown
        bool software = false;  // the software renderer, asked for
        bool log = true;        // say which video driver and renderer were taken
        std::string icon_path;
    };
    bool open(const WindowRect& where, const Look& look, std::string* error);
    // Dear ImGui on the window, its style for `settings`, and the fonts at the settings' scale.
    bool start_imgui(const Settings& settings, std::string* error);
    void stop_imgui();  // before the renderer's textures go
    void close();       // the renderer, the window, SDL_image and SDL

    SDL_Window* sdl_window() const { return window_; }
    SDL_Renderer* renderer() const { return renderer_; }
    const char* renderer_name() const;
    // Wakes the frame loop from any thread (the engine's mail, a file dialog's answer).
    std::function<void()> waker() const;

    // This frame's layout: the window's size, the board's side, the settings' panel and scale.
    // True when the picture must be drawn again (the style or the fonts changed).
    bool lay_out(bool board_flipped, const Settings& settings);
    const WindowLayout& layout() const { return layout_; }
    // The UI scale: the settings' choice, or the one the window's size and display suggest.
    float ui_scale_wanted(const Settings& settings, int window_w, int window_h) const;
    // A narrow window's panel opens over the board and closes again (F-key, drawer button).
    void toggle_drawer() { drawer_open_ = !drawer_open_; }
    UiFonts& fonts() { return fonts_; }
    MouseShim& mouse() { return mouse_; }
    const MouseShim& mouse() const { return mouse_; }

  private:
    SDL_Window* window_ = nullptr;
    SDL_Renderer* renderer_ = nullptr;
    bool sdl_started_ = false;
    bool imgui_ready_ = false;
    uint32_t wake_event_ = 0;
    WindowLayout layout_;
    bool drawer_open_ = false;
    UiFonts fonts_;
    PanelStyle style_;
    MouseShim mouse_;
};

}  // namespace xq
