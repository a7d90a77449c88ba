#include "app/app_window.h"

#include <SDL_image.h>
#include <imgui.h>
#include <imgui_impl_sdl.h>
#include <imgui_impl_sdlrenderer.h>

#include <algorithm>

namespace xq {

bool AppWindow::start(bool headless, std::string* error) {
    if (headless) SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    if (headless) SDL_setenv("SDL_AUDIODRIVER", "dummy", 0);  // a test may ask for none
    SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1");
    sdl_started_ = true;  // what SDL_Init started in part is undone by close()
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER) != 0) {
        if (error) *error = std::string("SDL_Init failed: ") + SDL_GetError();
        return false;
    }
    if (!(IMG_Init(IMG_INIT_PNG) & IMG_INIT_PNG)) {
        if (error) *error = std::string("IMG_Init failed: ") + IMG_GetError();
        return false;
    }
    wake_event_ = SDL_RegisterEvents(1);
    return true;
}

bool AppWindow::open(const WindowRect& where, const Look& look, std::string* error) {
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    if (where.maximized) flags |= SDL_WINDOW_MAXIMIZED;
    window_ = SDL_CreateWindow("Xiangqi", where.x, where.y, where.w, where.h, flags);
    if (!window_) {
        if (error) *error = std::string("cannot create the window: ") + SDL_GetError();
        return false;
    }
    SDL_SetWindowMinimumSize(window_, MIN_WINDOW_W, MIN_WINDOW_H);
    const Uint32 vsync = look.vsync ? SDL_RENDERER_PRESENTVSYNC : 0;
    if (!look.software)
        renderer_ = SDL_CreateRenderer(window_, -1, SDL_RENDERER_ACCELERATED | vsync);
    // On X11, SDL would show a software renderer's frames through an OpenGL texture (llvmpipe on
    // a machine without a GPU: a second rasteriser per frame); put them on the window directly.
    if (!renderer_) SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    if (!renderer_) renderer_ = SDL_CreateRenderer(window_, -1, SDL_RENDERER_SOFTWARE);
    if (!renderer_) {
        if (error) *error = std::string("cannot create a renderer: ") + SDL_GetError();
        return false;
    }
    if (look.log)
        SDL_Log("xiangqi: video driver %s, renderer %s", SDL_GetCurrentVideoDriver(),
                renderer_name());
    if (SDL_Surface* icon = IMG_Load(look.icon_path.c_str())) {
        SDL_SetWindowIcon(window_, icon);
        SDL_FreeSurface(icon);
    }
    return true;
}

bool AppWindow::start_imgui(const Settings& settings, std::string* error) {
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.LogFilename = nullptr;
    style_.update(settings.dark_theme, 1);
    ImGui_ImplSDL2_InitForSDLRenderer(window_);
    ImGui_ImplSDLRenderer_Init(renderer_);
    imgui_ready_ = true;
    int ww = 1, wh = 1, pw = 1, ph = 1;
    SDL_GetWindowSize(window_, &ww, &wh);
    SDL_GetRendererOutputSize(renderer_, &pw, &ph);
    if (!fonts_.build(ui_scale_wanted(settings, ww, wh), float(pw) / float(std::max(ww, 1)))) {
        if (error) *error = "cannot load the font " + ui_font_path();
        return false;
    }
    return true;
}

void AppWindow::stop_imgui() {
    if (!imgui_ready_) return;
    ImGui_ImplSDLRenderer_Shutdown();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
    imgui_ready_ = false;
}

void AppWindow::close() {
    if (renderer_) SDL_DestroyRenderer(renderer_);
    if (window_) SDL_DestroyWindow(window_);
    renderer_ = nullptr;
    window_ = nullptr;
    if (!sdl_started_) return;
    IMG_Quit();
    SDL_Quit();
    sdl_started_ = false;
}

const char* AppWindow::renderer_name() const {
    static SDL_RendererInfo info;
    if (!renderer_ || SDL_GetRendererInfo(renderer_, &info) != 0) return "none";
    return info.name;
}

std::function<void()> AppWindow::waker() const {
    return [type = wake_event_] {
        SDL_Event e{};
        e.type = type;
        SDL_PushEvent(&e);
    };
}

bool AppWindow::lay_out(bool board_flipped, const Settings& settings) {
    int ww = 1, wh = 1, pw = 1, ph = 1;
    SDL_GetWindowSize(window_, &ww, &wh);
    SDL_GetRendererOutputSize(renderer_, &pw, &ph);
    layout_ = compute_layout(ww, wh, pw, ph, board_flipped, settings.panel_collapsed,
                             ui_scale_wanted(settings, ww, wh), drawer_open_);
    if (!layout_.narrow) drawer_open_ = false;  // the drawer closes when the window widens
    bool redraw = style_.update(settings.dark_theme, layout_.ui_scale);
    if (fonts_.stale(layout_.ui_scale, layout_.scale.x)) {
        // The backend makes the font texture again in its next NewFrame.
        if (fonts_.build(layout_.ui_scale, layout_.scale.x))
            ImGui_ImplSDLRenderer_DestroyFontsTexture();
        else
            SDL_Log("cannot rebuild the font at scale %.2f", layout_.ui_scale);
        redraw = true;
    }
    return redraw;
}

float AppWindow::ui_scale_wanted(const Settings& settings, int window_w, int window_h) const {
    if (settings.ui_scale_percent > 0)
        return float(std::max(settings.ui_scale_percent, MIN_UI_SCALE_PERCENT)) / 100.0f;
    // The display's DPI over 96, per window coordinate (a HiDPI window counts in points), when
    // SDL knows it.
    float display_scale = 0, dpi = 0;
    const int display = window_ ? SDL_GetWindowDisplayIndex(window_) : 0;
    if (display >= 0 && SDL_GetDisplayDPI(display, nullptr, &dpi, nullptr) == 0 && dpi > 0) {
        int ww = 1, pw = 1, ph = 1;
        SDL_GetWindowSize(window_, &ww, nullptr);
        if (renderer_) SDL_GetRendererOutputSize(renderer_, &pw, &ph);
        const float density = renderer_ ? float(pw) / float(std::max(ww, 1)) : 1.0f;
        display_scale = dpi / 96.0f / std::max(density, 1.0f);
    }
    return ui_scale_for(window_w, window_h, display_scale);
}

}  // namespace xq
