// The application: the SDL window and renderer, Dear ImGui, and the frame loop (App::step) that
// wires the parts together: the board modes (board_mode.h), the panels (src/ui), the controller
// and the engine bridge (src/game), the fonts, the saved state and the sounds. It also offers the
// step API the headless tests drive (frame(), screenshot(), square positions in window
// coordinates).
#pragma once

#include <SDL.h>

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "app/app_window.h"
#include "app/board_modes.h"
#include "app/frame_painter.h"
#include "app/layout.h"
#include "app/resource_paths.h"
#include "app/saved_state.h"
#include "app/soak_options.h"
#include "app/sound_player.h"
#include "game/controller.h"
#include "game/endgames/endgame_trainer.h"
#include "game/files/file_dialog.h"
#include "game/files/game_document.h"
#include "game/library/collection_shelf.h"
#include "game/library/master_shelf.h"
#include "game/puzzles/puzzle_trainer.h"
#include "game/settings.h"
#include "game/tables/endgame_tables.h"
#include "game/tournament/tournament_runner.h"
#include "render/board_geometry.h"
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

// The command line's options, one field each: plain data, above the house's bound of about 20
// fields on purpose (declared for the command line in main.cpp).
struct AppOptions {
    std::string fen;              // start position (empty: resume the saved game)
    std::string open_path;        // a game file (PGN or XQF) to open after the saved game
    std::string screenshot_path;  // write a PNG after `frames` frames, then quit
    int frames = 0;
    double bench_seconds = 0;     // > 0: frame-time benchmark (see frame_bench.h), no vsync
    double bench_movetime = 1.0;  // engine seconds per move during the benchmark
    bool bench_analysis = false;  // the benchmark runs analysis mode (5 lines) instead
    int bench_threads = 0;        // the engine's search threads then (0: automatic)
    SoakOptions soak;             // seconds > 0: the soak run (see soak_run.h), no vsync
    // A measuring run (the frame benchmark or the soak): no vsync wait, no welcome dialog.
    bool measuring() const { return bench_seconds > 0 || soak.seconds > 0; }
    bool software = false;      // force the software renderer
    bool headless = false;      // SDL_VIDEODRIVER=dummy (tests)
    int width = 0, height = 0;  // 0: sized to the display, or as the player left it
    std::string config_dir;     // empty: SDL_GetPrefPath
    bool no_engine = false;
    bool persist = true;  // load and save settings and the game in progress
    // The tab shown first (game, moves, engine, look; empty: the default) and the position
    // editor open at start (for screenshots and scripted runs).
    std::string tab;
    bool editor = false;
    bool welcome = true;  // the welcome dialog at a first start (the tests leave it out)
    std::string assets_dir = default_assets_dir();
    // Where the state goes when the config dir cannot hold it (empty: the SDL pref path, then a
    // folder in the temp dir).
    std::vector<std::string> state_fallbacks;
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
    BoardGeometry geometry() const { return window_.layout().board; }
    Controller& controller() { return *controller_; }
    Settings& settings() { return settings_; }
    Ui& ui() { return ui_; }
    SDL_Window* window() const { return window_.sdl_window(); }
    SDL_Renderer* renderer() const { return window_.renderer(); }
    bool quit_requested() const { return quit_; }
    const FramePhases& last_phases() const { return phases_; }
    // False when the last frame showed nothing new and was neither drawn nor presented.
    bool last_frame_drawn() const { return drawn_; }
    // How long run() may sleep before the next frame: 0 right after the panels asked for
    // something, so the frame that shows its effect follows at once.
    int next_wait_ms() const;
    int board_layer_rebuilds() const { return painter_.board_layer_rebuilds(); }
    std::string state_dir() const { return saved_.dir(); }
    const char* renderer_name() const { return window_.renderer_name(); }
    // Window coordinates of the centre of the last drawn ImGui item with this label (tests).
    bool find_widget(const std::string& label, PointF& where) const;
    const WindowLayout& window_layout() const {
        return window_.layout();
    }  // tests: where the panel is
    // The sounds played (not muted) so far, oldest first (the last 1000), and whether an audio
    // device is open.
    const std::vector<Sound>& sounds_played() const { return sound_.played(); }
    bool audio_open() const { return sound_.device_open(); }
    // Puzzle mode (puzzle_board.h).
    const PuzzleTrainer& puzzles() const { return boards_->puzzles().trainer(); }
    // The Library's endgame challenges (endgame_trainer.h).
    const EndgameTrainer& endgames() const { return endgames_; }
    bool puzzle_board() const { return boards_->puzzles().on(); }  // the puzzle, not the game
    // Engine tournaments (app_tournament.cpp).
    const TournamentRunner& tournament() const { return *tournament_; }
    // The board's mode in the last frame (tests).
    const BoardMode& board_mode() const { return boards_->current(); }
    const CollectionShelf& collections() const { return collections_; }  // the Library's

  private:
    struct IntentApplier;  // app_intents.cpp

    // app.cpp: the frame.
    void step(std::vector<uint8_t>* capture, int* width, int* height);
    void handle_event(const SDL_Event& e);
    void layout();
    WindowRect window_rect() const;  // where the window opens
    void remember_window_rect();
    void board_mouse(const SDL_Event& e);
    void build_ui();
    void place_coordinates();  // ui_.board.coordinates, when the board shows Western ones
    bool western_coordinates() const;
    void render(std::vector<uint8_t>* capture, int* width, int* height);
    void load_sprite_theme();  // the sprite set the settings name, when it is not the one loaded
    void add_notice(const Message& m);
    bool busy() const;
    uint32_t now() const;
    // For other threads (the engines, a dialog, a file being read): wakes the frame loop with
    // the App's own SDL event (SDL_PushEvent may be called from any thread).
    // app_intents.cpp: what the panels, keys and dropped files asked for.
    void apply(const Intent& intent);
    bool open_text(const std::string& text, const std::string& path);  // PGN or FEN
    void remember_recent(const std::string& path);
    // app_document.cpp: the game's file as the panel shows it, and where file dialogs start.
    void show_document();
    std::string dialog_folder() const;
    // app_collections.cpp: the Library's collections.
    void open_collection(const std::string& typed);
    void collections_frame();       // takes a collection that finished opening
    void connect_explorer_games();  // the explorer's games column from the open collection
    void open_collection_game(int index, int ply);
    void open_master_game(int game, int ply);
    void start_masters();  // reads the master database once, when the explorer first shows
    void add_game_to_collection();
    void search_collection_position();
    void collection_done(bool ok);  // after an edit or search: its error, if any
    // app_keys.cpp: the shortcuts, those of a game and those of a puzzle; false when the key
    // means nothing there.
    void key(const SDL_KeyboardEvent& k);
    bool game_key(SDL_Keycode key, bool ctrl, bool plain);
    bool puzzle_key(SDL_Keycode key, bool ctrl, bool plain);
    // app_tournament.cpp: the tournament window's requests.
    void start_tournament(const TournamentSetup& setup);
    void open_tournament_game(int index);

    AppOptions options_;

    AppWindow window_;  // SDL, the window, its renderer and Dear ImGui, fonts, layout

    // The game and what is kept of it.
    Settings settings_;
    SavedState saved_;
    std::unique_ptr<EngineBridge> bridge_;
    std::unique_ptr<Controller> controller_;

    // The board and the panel.
    std::unique_ptr<BoardModes> boards_;     // the game, the editor, the puzzles, the tournament
    EndgameTrainer endgames_;                // played on the game board: a challenge is a game
    std::unique_ptr<EndgameTables> tables_;  // in the state folder's tables/, made on demand
    void load_endgames();
    void judge_endgame();  // the challenge's verdict; a new solved mark is saved
    // The tournament's runner (its own engines); its game is one of the board's modes.
    std::unique_ptr<TournamentRunner> tournament_;
    Ui ui_;
    CollectionShelf collections_;                // the Library's open collection
    uint64_t explorer_revision_ = ~uint64_t(0);  // of the games column's source, when connected
    MasterShelf masters_;  // the master database: the explorer's games and a collection
    // The file the game on the board came from or was saved to (game_document.h).
    GameDocument document_;
    DesktopDialog dialog_;  // zenity / kdialog, when installed

    // Drawing and sound.
    FramePainter painter_;
    bool drawn_ = false;  // the last frame was drawn
    SoundPlayer sound_;

    // The loop.
    bool quit_ = false;
    bool frame_again_ = false;  // intents were applied after the last frame was built
    FramePhases phases_;
};

}  // namespace xq
