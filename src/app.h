// The application: SDL window and renderer, Dear ImGui, the frame loop and the step API the
// headless tests drive (frame(), screenshot(), square positions in window coordinates).
#pragma once

#include <SDL.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "board_geometry.h"
#include "board_input.h"
#include "controller.h"
#include "settings.h"
#include "sprites.h"
#include "ui.h"


namespace xq {

class EngineBridge;

struct AppOptions {
    std::string fen;              // start position (empty: resume the saved game)
    std::string screenshot_path;  // write a PNG after `frames` frames, then quit
    int frames = 0;
    bool software = false;  // force the software renderer
    bool headless = false;  // SDL_VIDEODRIVER=dummy (tests)
    int width = 1280, height = 860;
    std::string config_dir;  // empty: SDL_GetPrefPath
    bool no_engine = false;
    bool persist = true;  // load and save settings and the game in progress
    std::string assets_dir = XQ_ASSETS_DIR;
};

class App {
  public:
    explicit App(AppOptions options);
    ~App();
    App(const App&) = delete;
    App& operator=(const App&) = delete;

    bool init(std::string* error);
    int run();  // until the window closes (or the screenshot is written)

    // Step API: handles every pending event, updates, renders and presents one frame.
    void frame();
    // Renders a frame and writes it as PNG (pixels read back before present).
    bool screenshot(const std::string& path, std::string* error);
    // Renders a frame and returns its RGBA pixels.
    bool read_pixels(std::vector<uint8_t>& rgba, int& width, int& height);

    // Window coordinates (what mouse events carry) of a square's intersection.
    PointF square_in_window(Square s) const;
    BoardGeometry geometry() const { return geometry_; }
    Controller& controller() { return *controller_; }
    Settings& settings() { return settings_; }
    Ui& ui() { return ui_; }
    SDL_Window* window() const { return window_; }
    SDL_Renderer* renderer() const { return renderer_; }
    bool quit_requested() const { return quit_; }
    std::string state_dir() const { return state_dir_; }
    const char* renderer_name() const;
    // Window coordinates of the centre of the last drawn ImGui item with this label (tests).
    bool find_widget(const std::string& label, PointF& where) const;

  private:
    void handle_event(const SDL_Event& e);
    void board_mouse(const SDL_Event& e);
    void layout();
    void step(std::vector<uint8_t>* capture, int* width, int* height);
    void render(std::vector<uint8_t>* capture, int* width, int* height);
    void build_ui();
    bool load_fonts();
    void load_state();
    void add_notice(const std::string& text);
    void save_state();
    bool busy() const;
    uint32_t now() const;

    AppOptions options_;
    SDL_Window* window_ = nullptr;
    SDL_Renderer* renderer_ = nullptr;
    bool imgui_ready_ = false;
    uint32_t wake_event_ = 0;
    std::unique_ptr<Sprites> sprites_;
    Settings settings_;
    std::unique_ptr<EngineBridge> bridge_;
    std::unique_ptr<Controller> controller_;
    BoardInput input_;
    BoardGeometry geometry_;
    Ui ui_;
    bool quit_ = false;
    std::string state_dir_;

    // Mouse shim: the 1.86 SDL backend polls the global mouse state, which synthetic events do
    // not change; the last event's position and buttons are copied into ImGui instead.
    float mouse_x_ = -1e9f, mouse_y_ = -1e9f;
    bool mouse_down_[3] = {}, mouse_clicked_[3] = {};
    std::vector<SDL_Event> board_events_;
    float pixel_scale_x_ = 1, pixel_scale_y_ = 1;  // renderer pixels per window coordinate
};

}  // namespace xq
