#include "app/app.h"

#include <SDL_image.h>
#include <imgui.h>
#include <imgui_impl_sdl.h>
#include <imgui_impl_sdlrenderer.h>
#include <stb_image_write.h>

#include <algorithm>
#include <cmath>
#include <thread>

#include "app/arrow_label.h"
#include "app/board_view_of.h"
#include "app/editor_board.h"
#include "app/game_board.h"
#include "app/puzzle_board.h"
#include "app/tournament_board.h"
#include "game/engines/engine_bridge.h"
#include "game/files/user_dirs.h"
#include "game/puzzles/own_puzzles.h"
#include "game/text/i18n.h"

namespace xq {

App::App(AppOptions options) : options_(std::move(options)) {}

App::~App() {
    if (window_.sdl_window()) remember_window_rect();
    if (controller_) saved_.save(*controller_, settings_);
    boards_.reset();
    controller_.reset();
    bridge_.reset();                        // joins the search threads before SDL goes away
    if (tournament_) tournament_->pause();  // saves the game in progress, to be continued
    tournament_.reset();                    // the tournament's engines too
    tables_.reset();                        // stops a table being made
    window_.stop_imgui();
    painter_.close();  // its textures, before the renderer
    sound_.close();    // before SDL_Quit
    window_.close();
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

bool App::init(std::string* error) {
    auto fail = [&](const std::string& why) {
        if (error) *error = why;
        return false;
    };
    if (!window_.start(options_.headless, error)) return false;

    // The settings first: they say where the window was left.
    if (options_.persist) {
        std::vector<Message> notes;
        saved_.open(options_.config_dir, options_.state_fallbacks, notes);
        saved_.load_settings(settings_, notes);
        for (const Message& m : notes) add_notice(m);
    }
    AppWindow::Look look;
    // Normal play waits for vsync; the frame benchmark and the soak measure the work, not the
    // display rate.
    look.vsync = !options_.measuring();
    look.software = options_.software;
    look.log = !options_.headless;
    look.icon_path = options_.assets_dir + "/pieces/red_king.png";
    if (!window_.open(window_rect(), look, error)) return false;
    std::string sprite_error;
    if (!painter_.open(window_.renderer(), options_.assets_dir, &sprite_error))
        return fail(sprite_error);

    sound_.open(options_.assets_dir + "/sounds");  // optional: without a device, silence

    if (!window_.start_imgui(settings_, error)) return false;
    load_sprite_theme();
    set_language(settings_.lang);
    SDL_SetWindowTitle(window_.sdl_window(), tr(Str::APP_TITLE));

    if (!options_.no_engine) bridge_ = std::make_unique<EngineBridge>(window_.waker());
    controller_ = std::make_unique<Controller>(settings_, bridge_.get());
    if (options_.persist) controller_->learning().open(saved_.dir());
    // The tournament has engines of its own; a saved one comes back paused.
    tournament_ = std::make_unique<TournamentRunner>(
        window_.waker(), options_.persist ? saved_.dir() : std::string());
    boards_ = std::make_unique<BoardModes>(*controller_, ui_, *tournament_,
                                           options_.assets_dir + "/puzzles.txt", saved_.dir());
    // A damaged tournament.ini is reported, as the other state files are, and left as it is.
    if (std::string why; options_.persist && !tournament_->restore(&why) && !why.empty())
        add_notice(Message(Str::COUNT, {MessageArg::literal(why)}, true));
    ui_.tournament.runner = tournament_.get();
    ui_.controller = controller_.get();
    ui_.sprites = painter_.sprites();
    ui_.puzzle.trainer = &boards_->puzzles().trainer();
    // The players, events and files the real puzzles name need their glyphs in the atlas
    // (traditional characters beyond the common set the atlas starts with).
    std::string sources;
    for (const Puzzle& p : boards_->puzzles().trainer().set())
        sources += p.source.red + p.source.black + p.source.event + p.source.file;
    window_.fonts().want_text(sources);
    ui_.library.collections.shelf = &collections_;
#ifndef __EMSCRIPTEN__
    ui_.library.collections.masters_path = options_.assets_dir + "/masters.xqm";
#endif  // the browser's page leaves the master database out (cmake/web.cmake): no button, no error
    load_endgames();
    // The endgame tables the player made before are read in the background; the generator takes
    // every core but one, so that the window stays smooth.
    tables_ = std::make_unique<EndgameTables>(
        saved_.dir().empty() ? std::string() : saved_.dir() + "/tables",
        std::max(1, int(std::thread::hardware_concurrency()) - 1));
    tables_->open();
    ui_.tables = tables_.get();
    if (std::vector<Puzzle> own;
        !saved_.dir().empty() && load_own_puzzles(saved_.dir(), own, nullptr))
        ui_.puzzle.own_count = int(own.size());
    if (!options_.fen.empty()) {
        std::string fen_error;
        if (!controller_->set_position(options_.fen, &fen_error))
            return fail("bad --fen: " + fen_error);
    } else if (options_.persist) {
        std::vector<Message> notes;
        saved_.resume_game(*controller_, notes);
        for (const Message& m : notes) add_notice(m);
        // An endgame challenge in progress is judged again like one never interrupted.
        endgames_.resume(*controller_);
    }
    if (!options_.open_path.empty()) {
        // As if chosen in the open dialog: a file that cannot be read is a message, not a failure.
        apply(intent::LoadPgn{options_.open_path});
    }
    saved_.mark_saved(*controller_);
    if (options_.tab == "game") ui_.select_tab = Ui::Tab::GAME;
    if (options_.tab == "moves") ui_.select_tab = Ui::Tab::MOVES;
    if (options_.tab == "engine") ui_.select_tab = Ui::Tab::ENGINE;
    if (options_.tab == "look") ui_.select_tab = Ui::Tab::LOOK;
    if (options_.tab == "library") ui_.select_tab = Ui::Tab::LIBRARY;
    if (options_.editor) controller_->open_editor();
    // A first start (no settings saved yet) asks the newcomer's questions; a file, a position,
    // a screenshot or a benchmark asked for on the command line goes ahead without them.
    ui_.dialogs.welcome_open = options_.welcome && options_.persist && !settings_.welcomed &&
                               options_.fen.empty() && options_.open_path.empty() &&
                               options_.screenshot_path.empty() && !options_.measuring();
    ui_.dialogs.welcome_choice = settings_;
    window_.fonts().want_game_text(*controller_);  // names and comments of a resumed or opened game
    boards_->pick();
    return true;
}

void App::load_endgames() {
    std::vector<Endgame> set;
    std::string error;
    load_endgame_file(options_.assets_dir + "/endgames.txt", set, &ui_.library.endgames.error);
    EndgameProgress progress;
    if (!saved_.dir().empty() && !load_endgame_progress(saved_.dir(), progress, &error))
        add_notice(Message(Str::SAVE_ERROR, {MessageArg::detail(error)}, true));
    std::string names;  // the collection's Chinese names need their glyphs in the atlas
    for (const Endgame& e : set) names += e.category_zh + e.name_zh;
    window_.fonts().want_text(names);
    endgames_ = EndgameTrainer(std::move(set), std::move(progress));
    ui_.library.endgames.trainer = &endgames_;
}

void App::judge_endgame() {
    const bool solved = endgames_.update(*controller_, tables_->set().get());
    // A move that let the win go (or lost the draw) is told at once, with one that kept it:
    // the player may take it back.
    if (const std::optional<EndgameTrainer::Slip> s = endgames_.take_new_slip())
        controller_->notify(Message(
            s->win_lost ? Str::ENDGAME_WIN_LET_GO : Str::ENDGAME_DRAW_LOST,
            {MessageArg::move_in(s->fen, s->played), MessageArg::move_in(s->fen, s->kept)}, true));
    if (!solved) return;
    std::string error;
    if (!save_endgame_progress(saved_.dir(), endgames_.progress(), &error))
        add_notice(Message(Str::COUNT, {MessageArg::detail(error)}, true));
}

void App::add_notice(const Message& m) {
    SDL_Log("xiangqi: %s", message_text(m).c_str());
    ui_.dialogs.notices.push_back(m);
}

int App::next_wait_ms() const {
    // A running clock is redrawn when its reading changes (at most every 0.1 s), and so is the
    // progress of a collection opening or an endgame table being made.
    if (frame_again_ || window_.mouse().needs_frame()) return 0;
    if (busy()) return 16;
    if (controller_->clock().running() || collections_.loading() || tables_->progress().running)
        return 100;
    return 500;
}

bool App::busy() const {
    uint32_t t = now();
    return controller_->engine_thinking() || controller_->study().explorer_searching() ||
           controller_->pondering() || controller_->animation().running(t) ||
           boards_->input().animating(t) || boards_->input().dragging() ||
           tournament_->state() == TournamentRunner::State::RUNNING;
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
    window_.mouse().event(e);
    switch (e.type) {
        case SDL_QUIT:
            quit_ = true;
            break;
        case SDL_RENDER_TARGETS_RESET:
        case SDL_RENDER_DEVICE_RESET:
            painter_.targets_lost();
            break;
        case SDL_WINDOWEVENT:
            painter_.redraw();  // exposed, resized, shown...: the window needs a fresh picture
            if (e.window.event == SDL_WINDOWEVENT_CLOSE) quit_ = true;
            break;
        case SDL_DROPFILE:
        case SDL_DROPTEXT: {
            // A file dropped on the window is opened like Load PGN; dropped text may be a game
            // or a position.
            char* data = e.drop.file;
            if (!data) break;
            const std::string text = data;
            SDL_free(data);
            if (ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel))
                break;
            if (e.type == SDL_DROPFILE)
                apply(intent::LoadPgn{text});
            else
                apply(intent::OpenText{text});
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
    BoardMouse m;
    const bool motion = e.type == SDL_MOUSEMOTION;
    const bool down = e.type == SDL_MOUSEBUTTONDOWN;
    if (motion) {
        m.kind = BoardMouse::Kind::MOTION;
    } else if (down && e.button.button == SDL_BUTTON_RIGHT) {
        m.kind = BoardMouse::Kind::RIGHT_DOWN;
    } else if (e.button.button == SDL_BUTTON_LEFT) {
        m.kind = down ? BoardMouse::Kind::LEFT_DOWN : BoardMouse::Kind::LEFT_UP;
    } else {
        return;  // the middle button, a right release: nothing on the board
    }
    m.at = motion ? window_.layout().scale.to_pixels(float(e.motion.x), float(e.motion.y))
                  : window_.layout().scale.to_pixels(float(e.button.x), float(e.button.y));
    m.square = window_.layout().board.square_at(m.at.x, m.at.y);
    boards_->current().mouse(m, now());
}

void App::layout() {
    if (window_.lay_out(boards_->current().flipped(), settings_)) painter_.redraw();
}

WindowRect App::window_rect() const {
    if (options_.width > 0 && options_.height > 0)  // --size, or a test's size
        return {SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, options_.width, options_.height};
    SDL_Rect usable{0, 0, 0, 0};
    if (SDL_GetDisplayUsableBounds(0, &usable) != 0) usable = {0, 0, 0, 0};
    return first_window(
        {usable.x, usable.y, usable.w, usable.h},
        {settings_.window_x, settings_.window_y, settings_.window_w, settings_.window_h});
}

void App::remember_window_rect() {
    // A window sized by the command line is not the player's choice of size.
    if (options_.width > 0 || !options_.persist) return;
    SDL_Window* w = window_.sdl_window();
    if (SDL_GetWindowFlags(w) & (SDL_WINDOW_MAXIMIZED | SDL_WINDOW_FULLSCREEN)) return;
    SDL_GetWindowPosition(w, &settings_.window_x, &settings_.window_y);
    SDL_GetWindowSize(w, &settings_.window_w, &settings_.window_h);
}

PointF App::square_in_window(Square s) const {
    return xq::square_in_window(window_.layout(), s);
}

bool App::find_widget(const std::string& label, PointF& where) const {
    auto it = ui_.drawn.widgets.find(label);
    if (it == ui_.drawn.widgets.end()) return false;
    where = it->second.center();
    return true;
}

void App::build_ui() {
    ui_.drawn.widgets.clear();
    ui_.drawn.tips.clear();  // both are filled again by this frame's widgets
    ui_.board.center = window_.layout().board_center;
    ui_.look.ui_scale = window_.layout().ui_scale;
    ui_.panel_folded = window_.layout().folded && !window_.layout().drawer;
    // The scores of the analysis and review arrows, beside their arrows (window coordinates).
    ui_.board.labels.clear();
    const std::vector<CoachArrow> arrows = coach_arrows(*controller_);
    const float cell = window_.layout().board.cell() / window_.layout().scale.x;
    for (const CoachArrow& a : arrows) {
        if (a.label.empty()) continue;
        const PointF from = square_in_window(from_sq(a.move));
        const PointF to = square_in_window(to_sq(a.move));
        std::vector<PointF> others;
        for (const CoachArrow& b : arrows) {
            if (b.move == a.move) continue;
            const PointF f = square_in_window(from_sq(b.move)), t = square_in_window(to_sq(b.move));
            others.push_back({(f.x + t.x) / 2, (f.y + t.y) / 2});
        }
        const ImVec2 text = ImGui::CalcTextSize(a.label.c_str());
        const PointF half{text.x / 2 + BOARD_LABEL_PAD.x, text.y / 2 + BOARD_LABEL_PAD.y};
        ui_.board.labels.push_back(
            {arrow_label_at(from, to, cell, half, others, window_.layout().board_center), a.label,
             IM_COL32(a.colour.r * 3 / 4, a.colour.g * 3 / 4, a.colour.b * 3 / 4, 230)});
    }
    place_coordinates();
    // The player cards take the top and bottom of the panel, level with the board's edges. They
    // come before the panel's dialogs: Dear ImGui 1.86 asserts when a window is created after a
    // modal popup in the same frame.
    const float card_h = player_card_height();
    Intents intents;
    // Below a tall narrow window's board the cards share one row (the panel is short there).
    const float x = window_.layout().panel_x, y = window_.layout().panel_y,
                w = window_.layout().panel_w;
    CardPlace top{x, y, w}, bottom{x, y + window_.layout().panel_h - card_h, w};
    if (window_.layout().stacked) top = {x, y, w / 2}, bottom = {x + w / 2, y, w / 2};
    // A puzzle turns the board its own way; the cards follow the board.
    if (window_.layout().board.flipped != controller_->flipped()) std::swap(top, bottom);
    draw_player_cards(ui_, intents, top, bottom);
    const int rows = window_.layout().stacked ? 1 : 2;
    for (const Intent& intent :
         draw_ui(ui_, x, y + card_h, w, window_.layout().panel_h - float(rows) * card_h))
        intents.push_back(intent);
    for (const Intent& intent : intents) apply(intent);
    frame_again_ = !intents.empty();
    if (ui_.dialogs.pending_warned_move) boards_->input().cancel();
}

bool App::western_coordinates() const {
    return settings_.coordinates == Coordinates::WESTERN ||
           (settings_.coordinates == Coordinates::BY_LANGUAGE && settings_.lang == Lang::EN);
}

void App::place_coordinates() {
    ui_.board.coordinates.clear();
    if (!western_coordinates()) return;
    const BoardGeometry& g = window_.layout().board;
    ui_.board.coordinate_size = 0.3f * g.cell() / window_.layout().scale.y;
    // Files a-i from Red's left in the bands above and below; ranks 0-9 from Red's side in the
    // right margin, clear of the edge pieces and of the evaluation bar at the left (as the
    // Western sites and the ICCS notation count).
    const float top = g.y0 - g.band() / 2, bottom = g.y0 + g.height() + g.band() / 2;
    for (int column = 0; column < 9; ++column) {
        const char file = char('a' + (g.flipped ? 8 - column : column));
        const float x = g.grid_point(column, 0).x;
        for (float y : {top, bottom})
            ui_.board.coordinates.push_back({window_.layout().scale.to_window({x, y}), {file, 0}});
    }
    for (int row = 0; row < 10; ++row) {
        const char rank = char('0' + (g.flipped ? row : 9 - row));
        const float x = g.x0 + g.width() - 0.13f * g.cell(), y = g.grid_point(0, row).y;
        ui_.board.coordinates.push_back({window_.layout().scale.to_window({x, y}), {rank, 0}});
    }
}

void App::load_sprite_theme() {
    std::string error;
    if (!painter_.use_theme(settings_, &error))
        add_notice(Message(Str::COUNT, {MessageArg::detail(error)}, true));
}

void App::frame() {
    step(nullptr, nullptr, nullptr);
}

void App::step(std::vector<uint8_t>* capture, int* width, int* height) {
    uint64_t t = SDL_GetPerformanceCounter();
    SDL_Event e;
    window_.mouse().begin_frame();
    while (SDL_PollEvent(&e)) handle_event(e);
    boards_->pick();
    // Characters the atlas lacks, before layout(), which builds it again when it lacks some.
    window_.fonts().want_typed(ImGui::GetIO().InputQueueCharacters);
    window_.fonts().want_game_text(*controller_);
    // The names in the opening explorer's games column (a frame after the collection gave them).
    for (const ExplorerGames& g : ui_.library.explorer.games_cache.rows)
        window_.fonts().want_text(g.last_game + g.players);
    for (const MasterGameRow& g : ui_.library.explorer.games_cache.master_games)
        window_.fonts().want_text(g.label);
    layout();

    ImGui_ImplSDLRenderer_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    ImGuiIO& io = ImGui::GetIO();
    // The backend takes the scale from the GL drawable size, which is not what a Metal or
    // software SDL_Renderer draws to: use the renderer's own output size.
    io.DisplayFramebufferScale = ImVec2(window_.layout().scale.x, window_.layout().scale.y);
    window_.mouse().feed(io);
    ImGui::NewFrame();
    // Board clicks go to the board only when ImGui does not want the mouse (the hover state is
    // the one NewFrame just computed for the current pointer position). A piece dragged, or
    // carried in the editor (from the tray, an ImGui widget, too), keeps the mouse on the board,
    // and a press that started on the board is released on the board wherever the button comes
    // up, so it never sticks.
    const bool imgui_has_mouse = io.WantCaptureMouse && !boards_->current().holds_pointer();
    for (const SDL_Event& be : window_.mouse().board_events()) {
        const bool up = be.type == SDL_MOUSEBUTTONUP;
        if (!imgui_has_mouse || (up && boards_->current().pressed())) board_mouse(be);
    }

    phases_.events = lap(t);

    controller_->update(now());
    judge_endgame();
    tournament_->update(now());
    boards_->puzzles().collect_own_puzzles();
    collections_frame();
    if (controller_->remember_protocols()) saved_.settings_changed();  // of external engines
    if (tables_->poll() && bridge_) bridge_->set_tablebases(tables_->set());
    if (std::optional<DesktopDialog::Answer> chosen = dialog_.take_result();
        chosen && !chosen->path.empty())
        apply(chosen_file_intent(chosen->save, chosen->use, chosen->path, ui_.files.picture));
    show_document();
    build_ui();
    sound_.play_frame(controller_->take_sounds(), boards_->input().rejections(), settings_);
    saved_.save_if_changed(*controller_, settings_);
    phases_.update = lap(t);
    render(capture, width, height);
    phases_.present = lap(t);
    phases_.present -= phases_.draw;  // render() measured the drawing apart
}

void App::render(std::vector<uint8_t>* capture, int* cw, int* ch) {
    uint64_t t0 = SDL_GetPerformanceCounter();
    ImGui::Render();

    // The panel's intents may have switched the mode (the editor opened or closed, the Puzzles
    // tab left): the board is drawn in the mode the state is in now.
    boards_->pick();
    const PointF pointer = window_.mouse().pointer();
    BoardView view =
        boards_->current().view(now(), window_.layout().scale.to_pixels(pointer.x, pointer.y));
    view.show_labels = !western_coordinates();  // else the panel draws letters and digits
    // The target under the pointer gets the selection brackets, faintly.
    Square under = square_at_window(window_.layout(), pointer.x, pointer.y);
    if (under != SQ_NONE &&
        std::find(view.targets.begin(), view.targets.end(), under) != view.targets.end())
        view.hover = under;
    drawn_ = painter_.paint(view, window_.layout(), capture, cw, ch, t0, phases_.draw);
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
