// The application: SDL window and renderer, Dear ImGui, the frame loop and the step API the
// headless tests drive (frame(), screenshot(), square positions in window coordinates).
#pragma once

#include <SDL.h>
#include <imgui.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "app/audio.h"
#include "app/board_input.h"
#include "app/layout.h"
#include "app/resource_paths.h"
#include "game/controller.h"
#include "game/files/file_dialog.h"
#include "game/puzzles/puzzle_trainer.h"
#include "game/settings.h"
#include "render/board_geometry.h"
#include "render/board_layer.h"
#include "render/sprites.h"
#include "ui/ui.h"

namespace xq {

class EngineBridge;

// Where the last frame's time went, in milliseconds (the frame benchmark reports it).
struct FramePhases {
    double events = 0;   // SDL events, layout, ImGui new frame, board input
    double update = 0;   // engine mailbox, controller, building the panels
    double draw = 0;     // board sprites and ImGui draw data submitted to the renderer
    double present = 0;  // SDL_RenderPresent (where a GL renderer does its work)
    double total() const { return events + update + draw + present; }
};

struct AppOptions {
    std::string fen;              // start position (empty: resume the saved game)
    std::string open_path;        // a game file (PGN or XQF) to open after the saved game
    std::string screenshot_path;  // write a PNG after `frames` frames, then quit
    int frames = 0;
    double bench_seconds = 0;     // > 0: frame-time benchmark (see frame_bench.h), no vsync
    double bench_movetime = 1.0;  // engine seconds per move during the benchmark
    bool bench_analysis = false;  // the benchmark runs analysis mode (5 lines) instead
    bool software = false;        // force the software renderer
    bool headless = false;        // SDL_VIDEODRIVER=dummy (tests)
    int width = 1280, height = 860;
    std::string config_dir;  // empty: SDL_GetPrefPath
    bool no_engine = false;
    bool persist = true;  // load and save settings and the game in progress
    // Issue 10: the tab shown first (game, moves, engine, look; empty: the default) and the
    // position editor open at start (for screenshots and scripted runs).
    std::string tab;
    bool editor = false;
    std::string assets_dir = default_assets_dir();
    // Issue 9, panel half: where the state goes when the config dir cannot hold it (empty: the
    // SDL pref path, then a folder in the temp dir).
    std::vector<std::string> state_fallbacks;
};

// The characters of every opening name (app_glyphs.cpp), always in the font atlas.
const char* opening_name_glyphs();

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
    const FramePhases& last_phases() const { return phases_; }
    // False when the last frame showed nothing new and was neither drawn nor presented.
    bool last_frame_drawn() const { return drawn_; }
    // How long run() may sleep before the next frame: 0 right after the panels asked for
    // something, so the frame that shows its effect follows at once.
    int next_wait_ms() const;
    int board_layer_rebuilds() const { return board_layer_.rebuilds(); }
    std::string state_dir() const { return state_dir_; }
    const char* renderer_name() const;
    // Window coordinates of the centre of the last drawn ImGui item with this label (tests).
    bool find_widget(const std::string& label, PointF& where) const;
    const WindowLayout& window_layout() const { return layout_; }  // tests: where the panel is
    // Issue 9: the sounds played (not muted) so far, oldest first (the last 1000), and whether
    // an audio device is open.
    const std::vector<Sound>& sounds_played() const { return sounds_played_; }
    // Issue 11: puzzle mode (puzzle_mode.cpp).
    const PuzzleTrainer& puzzles() const { return puzzles_; }
    bool puzzle_board() const;  // the board shows the puzzle, not the game
    bool audio_open() const { return audio_ && audio_->is_open(); }

  private:
    void handle_event(const SDL_Event& e);
    void board_mouse(const SDL_Event& e);
    void layout();
    void step(std::vector<uint8_t>* capture, int* width, int* height);
    void render(std::vector<uint8_t>* capture, int* width, int* height);
    void build_ui();
    void apply(const Intent& intent);                                  // app_intents.cpp
    void apply_editor(Intent::EditorAction action);                    // app_intents.cpp
    void editor_mouse(const SDL_Event& e);                             // app_editor.cpp
    BoardView editor_view() const;                                     // app_editor.cpp
    void update_game_glyphs();                                         // app_glyphs.cpp
    void key(const SDL_KeyboardEvent& k);                              // app_keys.cpp: shortcuts
    bool open_text(const std::string& text, const std::string& path);  // PGN or FEN
    void remember_recent(const std::string& path);
    bool load_fonts();
    void load_state();
    void add_notice(const Message& m);
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
    uint64_t saved_revision_ = 0;  // the controller's record revision at the last save
    bool settings_dirty_ = false;  // settings edited since the last save

    // Mouse shim: the 1.86 SDL backend polls the global mouse state, which synthetic events do
    // not change; the last event's position and buttons are copied into ImGui instead.
    float mouse_x_ = -1e9f, mouse_y_ = -1e9f;
    bool mouse_down_[3] = {}, mouse_clicked_[3] = {};
    std::vector<SDL_Event> board_events_;
    WindowLayout layout_;        // geometry_ is layout_.board
    float ui_scale_ = 1;         // the scale the fonts and style were made for
    float font_density_ = 1;     // and the pixel density
    std::string wanted_glyphs_;  // characters players brought in (font_glyphs.h)
    bool glyphs_stale_ = false;  // the atlas lacks some of them: rebuild before the next frame
    uint64_t glyph_revision_ = ~uint64_t(0);  // the record revision update_game_glyphs last saw
    ImGuiStyle base_style_;
    FramePhases phases_;
    double draw_ms_ = 0;
    BoardLayer board_layer_;
    bool redraw_ = true, drawn_ = false;
    uint64_t last_signature_ = 0;
    bool frame_again_ = false;  // intents were applied after the last frame was built

    // Issue 9: sound.
    void play_sounds();
    // Themes: loads the sprite set the settings name, when it is not the one loaded.
    void load_sprite_theme();
    SpriteTheme theme_;
    std::unique_ptr<Audio> audio_;
    std::vector<Sound> sounds_played_;
    int rejections_heard_ = 0;
    bool theme_dark_ = false;   // the theme base_style_ was made with
    DesktopDialog dialog_;      // zenity / kdialog, when installed
    bool dialog_save_ = false;  // what the running desktop dialog chooses a file for

    // Issue 11: puzzle mode (puzzle_mode.cpp).
    void apply_puzzle(const Intent& intent);
    void open_puzzle_set(bool own);  // the shipped set, or the puzzles from the player's games
    void collect_own_puzzles();      // stores what the last review found (own_puzzles.h)
    // app_keys.cpp: the keys of a game and of a puzzle; false when the key means nothing there.
    bool game_key(SDL_Keycode key, bool ctrl, bool plain);
    bool puzzle_key(SDL_Keycode key, bool ctrl, bool plain);
    void puzzle_move(Move m);
    // The board and input context of the puzzle (replacing the game's).
    void puzzle_context(BoardView& view, std::vector<Move>& legal, BoardInput::Context& ctx) const;
    PuzzleTrainer puzzles_;
    bool puzzle_paused_clock_ = false;  // entering puzzle mode paused the game's clock
};

// What the board shows in puzzle mode (puzzle_mode.cpp).
BoardView puzzle_board_view(const PuzzleSession& s);

}  // namespace xq
