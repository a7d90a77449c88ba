#include "app/app.h"

#include <SDL_image.h>
#include <imgui.h>
#include <imgui_impl_sdl.h>
#include <imgui_impl_sdlrenderer.h>
#include <stb_image_write.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>

#include "app/board_view_of.h"
#include "app/font_glyphs.h"
#include "app/frame_signature.h"
#include "app/resource_paths.h"
#include "formats/handicap.h"
#include "game/clock/clock_tags.h"
#include "game/text/detail_text.h"
#include "game/engines/engine_bridge.h"
#include "game/files/game_file.h"
#include "game/text/i18n.h"
#include "game/puzzles/own_puzzles.h"
#include "game/referee/referee_warning.h"
#include "game/files/state_files.h"
#include "game/files/storage.h"
#include "game/files/user_dirs.h"
#include "render/board_renderer.h"
#include "ui/theme.h"

namespace xq {

namespace {
constexpr float FONT_SIZE = 17;
const std::vector<Move> NO_MOVES;  // what a player may move while the engine has the turn
// Characters the notation and labels can produce beyond the UI table.
constexpr const char* EXTRA_GLYPHS =
    "一二三四五六七八九十１２３４５６７８９０進进退平前中後后帥帅仕士相象傌馬马俥車车炮砲兵卒將将"
    "红紅黑胜勝负負和楚河漢汉界…←→≈";
}  // namespace

App::App(AppOptions options) : options_(std::move(options)) {}

App::~App() {
    if (controller_ && options_.persist) save_state();
    controller_.reset();
    bridge_.reset();  // joins the search threads before SDL goes away
    if (imgui_ready_) {
        ImGui_ImplSDLRenderer_Shutdown();
        ImGui_ImplSDL2_Shutdown();
        ImGui::DestroyContext();
    }
    sprites_.reset();
    audio_.reset();  // before SDL_Quit
    if (renderer_) SDL_DestroyRenderer(renderer_);
    if (window_) SDL_DestroyWindow(window_);
    IMG_Quit();
    SDL_Quit();
}

uint32_t App::now() const {
    return SDL_GetTicks();
}

namespace {
// Milliseconds since `t`, which is moved on to now.
double lap(uint64_t& t) {
    uint64_t n = SDL_GetPerformanceCounter();
    double ms = double(n - t) * 1000.0 / double(SDL_GetPerformanceFrequency());
    t = n;
    return ms;
}
}  // namespace

const char* App::renderer_name() const {
    static SDL_RendererInfo info;
    if (!renderer_ || SDL_GetRendererInfo(renderer_, &info) != 0) return "none";
    return info.name;
}

bool App::init(std::string* error) {
    auto fail = [&](const std::string& why) {
        if (error) *error = why;
        return false;
    };
    if (options_.headless) SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
    if (options_.headless) SDL_setenv("SDL_AUDIODRIVER", "dummy", 0);  // a test may ask for none
    SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1");
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER) != 0)
        return fail(std::string("SDL_Init failed: ") + SDL_GetError());
    if (!(IMG_Init(IMG_INIT_PNG) & IMG_INIT_PNG))
        return fail(std::string("IMG_Init failed: ") + IMG_GetError());
    wake_event_ = SDL_RegisterEvents(1);

    window_ =
        SDL_CreateWindow("Xiangqi", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, options_.width,
                         options_.height, SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    if (!window_) return fail(std::string("cannot create the window: ") + SDL_GetError());
    SDL_SetWindowMinimumSize(window_, 640, 480);
    // Normal play waits for vsync; the frame benchmark measures the work, not the display rate.
    const Uint32 vsync = options_.bench_seconds > 0 ? 0 : SDL_RENDERER_PRESENTVSYNC;
    if (!options_.software)
        renderer_ = SDL_CreateRenderer(window_, -1, SDL_RENDERER_ACCELERATED | vsync);
    // On X11, SDL would show a software renderer's frames through an OpenGL texture (llvmpipe on
    // a machine without a GPU: a second rasteriser per frame); put them on the window directly.
    if (!renderer_) SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    if (!renderer_) renderer_ = SDL_CreateRenderer(window_, -1, SDL_RENDERER_SOFTWARE);
    if (!renderer_) return fail(std::string("cannot create a renderer: ") + SDL_GetError());
    if (!options_.headless)
        SDL_Log("xiangqi: video driver %s, renderer %s", SDL_GetCurrentVideoDriver(),
                renderer_name());

    if (SDL_Surface* icon = IMG_Load((options_.assets_dir + "/pieces/red_king.png").c_str())) {
        SDL_SetWindowIcon(window_, icon);
        SDL_FreeSurface(icon);
    }
    sprites_ = std::make_unique<Sprites>();
    std::string sprite_error;
    if (!sprites_->load(renderer_, options_.assets_dir, &sprite_error)) return fail(sprite_error);

    // Sound is optional: without a device the game runs silent.
    audio_ = std::make_unique<Audio>();
    std::string audio_error;
    if (!audio_->open(options_.assets_dir + "/sounds", &audio_error))
        SDL_Log("xiangqi: %s; the game runs without sound", audio_error.c_str());

    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.LogFilename = nullptr;
    apply_theme(base_style_, settings_.dark_theme);
    ImGui::GetStyle() = base_style_;
    theme_dark_ = settings_.dark_theme;
    ImGui_ImplSDL2_InitForSDLRenderer(window_);
    ImGui_ImplSDLRenderer_Init(renderer_);
    imgui_ready_ = true;
    if (!load_fonts()) return fail("cannot load the font " + ui_font_path());

    // State directory: settings and the game in progress; one that cannot hold them is
    // replaced by the first usable fallback, and the player is told where.
    if (options_.persist) {
        // SDL_GetPrefPath creates its folder: asked only when it is needed.
        auto pref_path = [] {
            std::string pref;
            if (char* p = SDL_GetPrefPath("xiangqi", "xiangqi")) {
                pref = p;
                SDL_free(p);
            }
            return pref;
        };
        const bool own_dir = !options_.config_dir.empty();
        const std::string wanted = own_dir ? options_.config_dir : pref_path();
        std::vector<std::string> fallbacks = options_.state_fallbacks;
        if (fallbacks.empty()) {
            if (own_dir && !state_dir_usable(wanted)) fallbacks.push_back(pref_path());
            fallbacks.push_back(temporary_state_dir());
        }
        std::vector<Message> notes;
        state_dir_ = choose_state_dir(wanted, fallbacks, notes);
        for (const Message& m : notes) add_notice(m);
        if (!state_dir_.empty()) load_state();
    }
    load_sprite_theme();
    set_language(settings_.lang);
    SDL_SetWindowTitle(window_, tr(Str::APP_TITLE));

    if (!options_.no_engine)
        bridge_ = std::make_unique<EngineBridge>([type = wake_event_] {
            SDL_Event e{};
            e.type = type;
            SDL_PushEvent(&e);  // thread-safe
        });
    controller_ = std::make_unique<Controller>(settings_, bridge_.get());
    ui_.controller = controller_.get();
    ui_.sprites = sprites_.get();
    ui_.puzzles = &puzzles_;
    ui_.state_dir = state_dir_;
    if (std::vector<Puzzle> own; !state_dir_.empty() && load_own_puzzles(state_dir_, own, nullptr))
        ui_.own_puzzle_count = int(own.size());
    // Games are saved where the player looks for documents, not in the hidden state folder.
    if (const std::string docs = documents_dir(); !docs.empty())
        snprintf(ui_.pgn_path, sizeof ui_.pgn_path, "%s/xiangqi-game.pgn", docs.c_str());
    if (!options_.fen.empty()) {
        std::string fen_error;
        if (!controller_->set_position(options_.fen, &fen_error))
            return fail("bad --fen: " + fen_error);
    } else if (options_.persist) {
        std::vector<Message> notes;
        Game g;
        PgnTags tags;
        if (!state_dir_.empty() && load_game_file(state_dir_, g, notes, &tags)) {
            std::optional<SavedClock> clock = clock_from_tags(tags);
            controller_->load_game(g, clock ? &*clock : nullptr);
        }
        for (const Message& m : notes) add_notice(m);
    }
    if (!options_.open_path.empty()) {
        // As if chosen in the open dialog: a file that cannot be read is a message, not a failure.
        Intent open{Intent::Kind::LOAD_PGN};
        open.text = options_.open_path;
        snprintf(ui_.pgn_path, sizeof ui_.pgn_path, "%s", open.text.c_str());
        apply(open);
    }
    saved_revision_ = controller_->record_revision();
    if (options_.tab == "game") ui_.select_tab = Ui::Tab::GAME;
    if (options_.tab == "moves") ui_.select_tab = Ui::Tab::MOVES;
    if (options_.tab == "engine") ui_.select_tab = Ui::Tab::ENGINE;
    if (options_.tab == "look") ui_.select_tab = Ui::Tab::LOOK;
    if (options_.editor) controller_->open_editor();
    update_game_glyphs();  // names and comments of a resumed or opened game
    return true;
}

bool App::load_fonts() {
    const std::string font_path = ui_font_path();
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    ImFontGlyphRangesBuilder builder;
    builder.AddRanges(io.Fonts->GetGlyphRangesDefault());
    builder.AddText(all_ui_text().c_str());
    builder.AddText(EXTRA_GLYPHS);
    builder.AddText(opening_name_glyphs());
    builder.AddText(detail_glyphs());
    for (const HandicapInfo& h : all_handicaps()) {
        builder.AddText(h.chinese);
        builder.AddText(h.english);
    }
    static ImVector<ImWchar> ranges;  // must outlive the atlas build
    ranges.clear();
    builder.BuildRanges(&ranges);
    // The body text also shows what players write: names, events and comments of loaded games,
    // comments typed in. Dear ImGui's 2,500 common simplified characters cover nearly all of
    // them (the headline face keeps the small set: it shows only our own words); the rest are
    // added as they come (font_glyphs.h).
    builder.AddRanges(io.Fonts->GetGlyphRangesChineseSimplifiedCommon());
    builder.AddText(wanted_glyphs_.c_str());
    static ImVector<ImWchar> body_ranges;
    body_ranges.clear();
    builder.BuildRanges(&body_ranges);
    // Rasterise at the display's pixel density so text stays sharp on HiDPI screens.
    int ww = 1, wh = 1, pw = 1, ph = 1;
    SDL_GetWindowSize(window_, &ww, &wh);
    SDL_GetRendererOutputSize(renderer_, &pw, &ph);
    const float density = std::max(1.0f, float(pw) / float(std::max(ww, 1)));
    ImFontConfig config;
    config.OversampleH = 2;
    config.OversampleV = 1;
    ImFont* font = io.Fonts->AddFontFromFileTTF(font_path.c_str(), FONT_SIZE * ui_scale_ * density,
                                                &config, body_ranges.Data);
    if (!font) return false;
    // A large face for headlines (the game result): scaling the small one up would blur it.
    if (!io.Fonts->AddFontFromFileTTF(font_path.c_str(), FONT_SIZE * 1.6f * ui_scale_ * density,
                                      &config, ranges.Data))
        return false;
    // The clocks' digits, larger still (issue 9): a few glyphs, so a small atlas.
    static const ImWchar CLOCK_GLYPHS[] = {0x20, 0x3a, 0};  // space .. ':'
    if (!io.Fonts->AddFontFromFileTTF(font_path.c_str(), FONT_SIZE * 2.3f * ui_scale_ * density,
                                      &config, CLOCK_GLYPHS))
        return false;
    io.FontGlobalScale = 1.0f / density;
    return io.Fonts->Build();
}

void App::add_notice(const Message& m) {
    SDL_Log("xiangqi: %s", message_text(m).c_str());
    ui_.notices.push_back(m);
}

void App::load_state() {
    std::vector<Message> notes;
    load_settings_file(state_dir_, settings_, notes);
    for (const Message& m : notes) add_notice(m);
}

void App::save_state() {
    if (state_dir_.empty()) return;
    std::string err;
    if (!write_file_atomic(state_dir_ + "settings.ini", format_settings(settings_), &err) ||
        !write_file_atomic(state_dir_ + "game.pgn",
                           game_to_pgn(controller_->game(), clock_tags(controller_->saved_clock())),
                           &err)) {
        controller_->notify(Message(Str::SAVE_ERROR, {MessageArg::detail(err)}, true));
    }
}

int App::next_wait_ms() const {
    // A running clock is redrawn when its reading changes (at most every 0.1 s).
    return frame_again_ ? 0 : busy() ? 16 : controller_->clock().running() ? 100 : 500;
}

bool App::busy() const {
    uint32_t t = now();
    return controller_->engine_thinking() || controller_->animating(t) || input_.animating(t) ||
           input_.dragging();
}

int App::run() {
    int frames = 0;
    while (!quit_) {
        if (options_.screenshot_path.empty()) {
            // Sleep until something happens; keep a steady pace while something moves.
            SDL_WaitEventTimeout(nullptr, next_wait_ms());
        }
        if (!options_.screenshot_path.empty() && ++frames >= std::max(1, options_.frames)) {
            std::string err;
            if (!screenshot(options_.screenshot_path, &err)) {
                SDL_Log("%s", err.c_str());
                return 1;
            }
            return 0;
        }
        frame();
    }
    return 0;
}

void App::handle_event(const SDL_Event& e) {
    ImGui_ImplSDL2_ProcessEvent(&e);
    switch (e.type) {
        case SDL_QUIT:
            quit_ = true;
            break;
        case SDL_RENDER_TARGETS_RESET:
        case SDL_RENDER_DEVICE_RESET:
            board_layer_.invalidate();
            redraw_ = true;
            break;
        case SDL_WINDOWEVENT:
            redraw_ = true;  // exposed, resized, shown...: the window needs a fresh picture
            if (e.window.event == SDL_WINDOWEVENT_CLOSE) quit_ = true;
            if (e.window.event == SDL_WINDOWEVENT_LEAVE) mouse_x_ = mouse_y_ = -1e9f;
            break;
        case SDL_MOUSEMOTION:
            mouse_x_ = float(e.motion.x), mouse_y_ = float(e.motion.y);
            board_events_.push_back(e);
            break;
        case SDL_MOUSEBUTTONDOWN:
        case SDL_MOUSEBUTTONUP: {
            mouse_x_ = float(e.button.x), mouse_y_ = float(e.button.y);
            int b = e.button.button == SDL_BUTTON_LEFT     ? 0
                    : e.button.button == SDL_BUTTON_RIGHT  ? 1
                    : e.button.button == SDL_BUTTON_MIDDLE ? 2
                                                           : -1;
            if (b >= 0) {
                mouse_down_[b] = e.type == SDL_MOUSEBUTTONDOWN;
                if (mouse_down_[b]) mouse_clicked_[b] = true;
            }
            board_events_.push_back(e);
            break;
        }
        case SDL_DROPFILE:
        case SDL_DROPTEXT: {
            // A file dropped on the window is opened like Load PGN; dropped text may be a game
            // or a position.
            char* data = e.drop.file;
            if (!data) break;
            Intent open{e.type == SDL_DROPFILE ? Intent::Kind::LOAD_PGN : Intent::Kind::OPEN_TEXT};
            open.text = data;
            SDL_free(data);
            if (!ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel))
                apply(open);
            break;
        }
        case SDL_KEYDOWN:
            // Not while typing in a text field, nor while a question waits for its answer.
            if (ImGui::GetIO().WantCaptureKeyboard ||
                ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel))
                break;
            key(e.key);  // app_keys.cpp
            break;
        default:
            break;
    }
}

void App::board_mouse(const SDL_Event& e) {
    const Game& game = controller_->game();
    BoardView view = board_view_of(*controller_, now());
    const std::vector<Move>& legal = controller_->human_can_move() ? game.legal_moves() : NO_MOVES;
    BoardInput::Context ctx{&view, game.side_to_move(),
                            controller_->human_can_move() && !ui_.pending_warned_move, &legal};
    std::vector<Move> puzzle_legal;  // issue 11: in puzzle mode the moves go to the puzzle
    if (puzzle_board()) puzzle_context(view, puzzle_legal, ctx);
    auto to_px = [&](int x, int y) { return layout_.scale.to_pixels(float(x), float(y)); };
    Move m = MOVE_NONE;
    if (e.type == SDL_MOUSEMOTION) {
        PointF p = to_px(e.motion.x, e.motion.y);
        input_.motion(p.x, p.y);
    } else if (e.type == SDL_MOUSEBUTTONDOWN) {
        PointF p = to_px(e.button.x, e.button.y);
        if (e.button.button == SDL_BUTTON_RIGHT)
            input_.cancel();
        else if (e.button.button == SDL_BUTTON_LEFT)
            m = input_.press(ctx, geometry_.square_at(p.x, p.y), p.x, p.y, now());
    } else if (e.type == SDL_MOUSEBUTTONUP && e.button.button == SDL_BUTTON_LEFT) {
        PointF p = to_px(e.button.x, e.button.y);
        m = input_.release(ctx, geometry_.square_at(p.x, p.y), now());
    }
    if (m == MOVE_NONE) return;
    if (puzzle_board()) return puzzle_move(m);
    // A move at an earlier ply starts a variation: nothing is lost, so nothing is asked.
    if (std::optional<Str> warning = referee_warning(game, m)) {
        ui_.pending_warned_move = m;  // so does the referee
        ui_.warning = *warning;
    } else {
        controller_->human_move(m, now());
    }
}

void App::layout() {
    int ww = 1, wh = 1, pw = 1, ph = 1;
    SDL_GetWindowSize(window_, &ww, &wh);
    SDL_GetRendererOutputSize(renderer_, &pw, &ph);
    const bool flipped = puzzle_board() ? puzzles_.session()->solver() == BLACK  // issue 11
                                        : controller_->flipped();
    layout_ = compute_layout(ww, wh, pw, ph, flipped, settings_.panel_collapsed);
    geometry_ = layout_.board;
    if (settings_.dark_theme != theme_dark_) {  // a theme change: the style anew, same scale
        theme_dark_ = settings_.dark_theme;
        apply_theme(base_style_, theme_dark_);
        ImGui::GetStyle() = base_style_;
        ImGui::GetStyle().ScaleAllSizes(ui_scale_);
        redraw_ = true;
    }
    if (layout_.ui_scale != ui_scale_ || layout_.scale.x != font_density_ || glyphs_stale_) {
        glyphs_stale_ = false;
        // Text is rasterised anew at the new size or pixel density (a scaled atlas would blur);
        // the backend makes the font texture again in its next NewFrame.
        ui_scale_ = layout_.ui_scale;
        font_density_ = layout_.scale.x;
        ImGui::GetStyle() = base_style_;
        ImGui::GetStyle().ScaleAllSizes(ui_scale_);
        if (load_fonts()) {
            ImGui_ImplSDLRenderer_DestroyFontsTexture();
        } else {
            SDL_Log("cannot rebuild the font at scale %.2f", ui_scale_);
        }
        redraw_ = true;
    }
}

PointF App::square_in_window(Square s) const {
    return xq::square_in_window(layout_, s);
}

bool App::find_widget(const std::string& label, PointF& where) const {
    auto it = ui_.widgets.find(label);
    if (it == ui_.widgets.end()) return false;
    where = it->second.center();
    return true;
}

void App::build_ui() {
    ui_.widgets.clear();
    ui_.tips.clear();  // both are filled again by this frame's widgets
    ui_.board_center = layout_.board_center;
    // The scores of the analysis arrows, over the arrows (window coordinates).
    ui_.board_labels.clear();
    for (const CoachArrow& a : coach_arrows(*controller_)) {
        const PointF from = square_in_window(from_sq(a.move));
        const PointF to = square_in_window(to_sq(a.move));
        const PointF at{from.x + (to.x - from.x) * 0.6f, from.y + (to.y - from.y) * 0.6f};
        ui_.board_labels.push_back(
            {at, a.label,
             IM_COL32(a.colour.r * 3 / 4, a.colour.g * 3 / 4, a.colour.b * 3 / 4, 230)});
    }
    // The player cards take the top and bottom of the panel, level with the board's edges. They
    // come before the panel's dialogs: Dear ImGui 1.86 asserts when a window is created after a
    // modal popup in the same frame (its issue 4920).
    const float card_h = player_card_height();
    Intents intents;
    // Below a tall narrow window's board the cards share one row (the panel is short there).
    const float x = layout_.panel_x, y = layout_.panel_y, w = layout_.panel_w;
    CardPlace top{x, y, w}, bottom{x, y + layout_.panel_h - card_h, w};
    if (layout_.stacked) top = {x, y, w / 2}, bottom = {x + w / 2, y, w / 2};
    // Issue 11: a puzzle turns the board its own way; the cards follow the board.
    if (layout_.board.flipped != controller_->flipped()) std::swap(top, bottom);
    draw_player_cards(ui_, intents, top, bottom);
    const int rows = layout_.stacked ? 1 : 2;
    for (const Intent& intent :
         draw_ui(ui_, x, y + card_h, w, layout_.panel_h - float(rows) * card_h))
        intents.push_back(intent);
    for (const Intent& intent : intents) apply(intent);
    frame_again_ = !intents.empty();
    if (ui_.pending_warned_move) input_.cancel();
}

void App::load_sprite_theme() {
    SpriteTheme theme;
    if (settings_.piece_theme == PieceTheme::INTERNATIONAL) theme.pieces = "pieces_international";
    if (settings_.board_theme == BoardTheme::CONTRAST) theme.board = "board_contrast.png";
    if (theme == theme_) return;
    std::string error;
    if (!sprites_->load(renderer_, options_.assets_dir, &error, theme)) {
        add_notice(Message(Str::COUNT, {MessageArg::detail(error)}, true));
        theme = {};
        sprites_->load(renderer_, options_.assets_dir, &error, theme);  // init loaded it once
    }
    theme_ = theme;
    board_layer_.invalidate();
    redraw_ = true;
}

void App::play_sounds() {
    std::vector<Sound> sounds = controller_->take_sounds();
    if (input_.rejections() != rejections_heard_) {
        rejections_heard_ = input_.rejections();
        sounds.push_back(Sound::ILLEGAL);
    }
    if (settings_.mute) return;
    for (Sound s : sounds) {
        // A new sound cuts the last one: of one frame's sounds, the last is heard.
        audio_->play(s, settings_.volume);
        sounds_played_.push_back(s);
    }
    if (sounds_played_.size() > 1000) sounds_played_.erase(sounds_played_.begin());
}

void App::frame() {
    step(nullptr, nullptr, nullptr);
}

void App::step(std::vector<uint8_t>* capture, int* width, int* height) {
    uint64_t t = SDL_GetPerformanceCounter();
    SDL_Event e;
    board_events_.clear();
    while (SDL_PollEvent(&e)) handle_event(e);
    if (ImFont* body =
            ImGui::GetIO().Fonts->Fonts.empty() ? nullptr : ImGui::GetIO().Fonts->Fonts[0])
        glyphs_stale_ |=
            add_missing_glyphs(*body, ImGui::GetIO().InputQueueCharacters, wanted_glyphs_);
    update_game_glyphs();  // before layout(), which rebuilds the atlas when it lacks some
    layout();

    ImGui_ImplSDLRenderer_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    ImGuiIO& io = ImGui::GetIO();
    // The backend takes the scale from the GL drawable size, which is not what a Metal or
    // software SDL_Renderer draws to: use the renderer's own output size.
    io.DisplayFramebufferScale = ImVec2(layout_.scale.x, layout_.scale.y);
    io.MousePos = ImVec2(mouse_x_, mouse_y_);
    for (int b = 0; b < 3; ++b) {
        io.MouseDown[b] = mouse_down_[b] || mouse_clicked_[b];
        mouse_clicked_[b] = false;
    }
    ImGui::NewFrame();
    // Board clicks go to the board only when ImGui does not want the mouse (the hover state is
    // the one NewFrame just computed for the current pointer position). A press that started on
    // the board is released on the board wherever the button comes up, so it never sticks.
    const PositionEditor& editor = controller_->editor();
    bool imgui_has_mouse =
        io.WantCaptureMouse && !input_.dragging() && !(editor.active() && editor.carrying());
    for (const SDL_Event& be : board_events_) {
        // A piece carried in the editor (from the tray, an ImGui widget, too) is put down
        // wherever the button comes up.
        const bool up = be.type == SDL_MOUSEBUTTONUP;
        if (editor.active() && (!imgui_has_mouse || (up && editor.carrying())))
            editor_mouse(be);
        else if (!editor.active() && (!imgui_has_mouse || (up && input_.pressed())))
            board_mouse(be);
    }

    phases_.events = lap(t);

    controller_->update(now());
    collect_own_puzzles();
    if (controller_->remember_protocols()) settings_dirty_ = true;  // issue 10: other engines
    if (std::optional<std::string> chosen = dialog_.take_result(); chosen && !chosen->empty()) {
        Intent file{dialog_save_ ? Intent::Kind::SAVE_PGN : Intent::Kind::LOAD_PGN};
        file.text = *chosen;
        snprintf(ui_.pgn_path, sizeof ui_.pgn_path, "%s", chosen->c_str());
        apply(file);
    }
    build_ui();
    play_sounds();
    if (controller_->record_revision() != saved_revision_ || settings_dirty_) {
        saved_revision_ = controller_->record_revision();
        settings_dirty_ = false;
        if (options_.persist) save_state();
    }
    phases_.update = lap(t);
    render(capture, width, height);
    phases_.present = lap(t);
    phases_.draw = draw_ms_;
    phases_.present -= draw_ms_;
}

void App::render(std::vector<uint8_t>* capture, int* cw, int* ch) {
    uint64_t t0 = SDL_GetPerformanceCounter();
    ImGui::Render();

    uint32_t t = now();
    const bool editing = controller_->editor().active();
    BoardView view = editing ? editor_view() : board_view_of(*controller_, t);
    const Game& game = controller_->game();
    const std::vector<Move>& legal = controller_->human_can_move() ? game.legal_moves() : NO_MOVES;
    BoardInput::Context ctx{&view, game.side_to_move(), controller_->human_can_move(), &legal};
    std::vector<Move> puzzle_legal;  // issue 11
    if (!editing && puzzle_board()) puzzle_context(view, puzzle_legal, ctx);
    if (!editing) input_.decorate(view, ctx, t);
    if (!editing && puzzle_board() && view.selected == SQ_NONE)  // the hint's piece
        view.selected = puzzles_.session()->hint_square();
    // The target under the pointer gets the selection brackets, faintly.
    Square under = square_at_window(layout_, mouse_x_, mouse_y_);
    if (under != SQ_NONE &&
        std::find(view.targets.begin(), view.targets.end(), under) != view.targets.end())
        view.hover = under;
    // An identical picture is not drawn again (the window keeps showing it).
    const uint64_t signature = frame_signature(ImGui::GetDrawData(), view, geometry_);
    drawn_ = capture || redraw_ || signature != last_signature_;
    if (!drawn_) {
        draw_ms_ = lap(t0);
        return;
    }
    redraw_ = false;
    last_signature_ = signature;
    SDL_RenderSetScale(renderer_, 1, 1);
    SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_NONE);
    const ImVec4 back = theme_colours().backdrop;
    SDL_SetRenderDrawColor(renderer_, Uint8(back.x * 255), Uint8(back.y * 255), Uint8(back.z * 255),
                           255);
    SDL_RenderClear(renderer_);
    draw_board(renderer_, *sprites_, geometry_, view, &board_layer_);
    // The side panel's background, opaque and untextured (ImGui's own is a blended quad).
    const ImVec4 bg = ImGui::GetStyleColorVec4(ImGuiCol_WindowBg);
    SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(renderer_, Uint8(bg.x * 255), Uint8(bg.y * 255), Uint8(bg.z * 255), 255);
    const PointF p0 = layout_.scale.to_pixels(layout_.panel_x, layout_.panel_y);
    const PointF p1 = layout_.scale.to_pixels(layout_.panel_x + layout_.panel_w,
                                              layout_.panel_y + layout_.panel_h);
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
            *cw = w;
            *ch = h;
        } else {
            SDL_Log("SDL_RenderReadPixels failed: %s", SDL_GetError());
        }
    }
    draw_ms_ = lap(t0);
    SDL_RenderPresent(renderer_);
}

bool App::screenshot(const std::string& path, std::string* error) {
    std::vector<uint8_t> pixels;
    int w = 0, h = 0;
    if (!read_pixels(pixels, w, h)) {
        if (error) *error = std::string("cannot read back the frame: ") + SDL_GetError();
        return false;
    }
    if (!stbi_write_png(path.c_str(), w, h, 4, pixels.data(), w * 4)) {
        if (error) *error = "cannot write " + path;
        return false;
    }
    return true;
}

bool App::read_pixels(std::vector<uint8_t>& rgba, int& width, int& height) {
    rgba.clear();
    step(&rgba, &width, &height);
    return !rgba.empty();
}

}  // namespace xq
