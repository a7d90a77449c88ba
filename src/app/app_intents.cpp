// The App applies what the panels asked for: game actions go to the Controller, settings are
// stored (and saved after the frame), files and the clipboard are handled here.
#include <SDL.h>

#include <algorithm>
#include <filesystem>

#include "app/app.h"
#include "app/puzzle_board.h"
#include "formats/xqf.h"
#include "game/clock/clock_tags.h"
#include "game/engines/engine_bridge.h"
#include "game/files/file_dialog.h"
#include "game/files/game_file.h"
#include "game/files/state_files.h"
#include "game/files/storage.h"
#include "game/files/user_dirs.h"
#include "game/text/i18n.h"

namespace xq {

// A game (PGN) or a position (FEN) from a file or dropped text. A game with a bad move keeps its
// legal part, and the message says where it stopped and why.
bool App::open_text(const std::string& text, const std::string& path) {
    Controller& c = *controller_;
    const std::string name = path.empty() ? std::string() : path;
    std::string error, stopped;
    // A single line that is a position: set it up.
    if (!looks_like_xqf(text) &&
        (text.find('\n') == std::string::npos || text.find('\n') + 1 >= text.size())) {
        std::string line = text.substr(0, text.find('\n'));
        if (c.set_position(line, nullptr)) {
            c.notify(Message(Str::FEN_SET));
            return true;
        }
    }
    Game loaded;
    PgnTags tags;
    if (!pgn_to_game_lenient(text, loaded, &error, &stopped, &tags)) {
        c.notify(Message(Str::PGN_ERROR,
                         {MessageArg::detail(printable_excerpt(error, MAX_DETAIL_CHARS))}, true));
        return false;
    }
    std::optional<SavedClock> clock = clock_from_tags(tags);  // the clocks, when saved with it
    c.load_game(loaded, clock ? &*clock : nullptr);
    if (stopped.empty()) {
        c.notify(Message(Str::PGN_LOADED, {MessageArg::literal(name)}));
    } else {
        c.notify(Message(
            Str::GAME_KEPT_UP_TO,
            {MessageArg::literal(std::to_string(loaded.length())), MessageArg::key(Str::COLON),
             MessageArg::detail(printable_excerpt(stopped, MAX_DETAIL_CHARS))},
            true));
    }
    return true;
}

void App::remember_recent(const std::string& path) {
    auto& r = settings_.recent_files;
    r.erase(std::remove(r.begin(), r.end(), path), r.end());
    r.insert(r.begin(), path);
    if (r.size() > Settings::MAX_RECENT) r.resize(Settings::MAX_RECENT);
    saved_.settings_changed();
}

namespace {

// What the editor's buttons ask.
void apply_editor(Controller& c, Intent::EditorAction action) {
    PositionEditor& e = c.editor();
    switch (action) {
        case Intent::EditorAction::CLEAR:
            e.clear();
            break;
        case Intent::EditorAction::RESET:
            e.reset();
            break;
        case Intent::EditorAction::RED_TO_MOVE:
            e.set_side(RED);
            break;
        case Intent::EditorAction::BLACK_TO_MOVE:
            e.set_side(BLACK);
            break;
        case Intent::EditorAction::CANCEL:
            e.close();
            break;
        case Intent::EditorAction::PLAY: {
            std::string error;
            if (c.play_from_editor(&error))
                c.notify(Message(Str::FEN_SET));
            else
                c.notify(Message(Str::POSITION_NOT_PLAYABLE, {MessageArg::literal(error)}, true));
            break;
        }
    }
}

// What the game's buttons and keys ask of the game itself.
bool acts_on_game(Intent::Kind k) {
    using K = Intent::Kind;
    for (K g : {K::NEW_GAME, K::UNDO, K::REDO, K::GO_TO, K::RESIGN, K::OFFER_DRAW, K::HINT,
                K::PLAY_MOVE, K::MOVE_NOW, K::FLIP_BOARD, K::TOGGLE_ANALYSIS})
        if (k == g) return true;
    return false;
}

}  // namespace

void App::apply(const Intent& intent) {
    Controller& c = *controller_;
    // While a puzzle is on the board the game behind it does not change (its buttons are off
    // too, and the keys act on the puzzle). A game opened meanwhile is shown: its tab replaces
    // the puzzle's.
    if (puzzle_board() && acts_on_game(intent.kind)) return;
    if (puzzle_board() &&
        (intent.kind == Intent::Kind::LOAD_PGN || intent.kind == Intent::Kind::OPEN_TEXT))
        ui_.select_tab = Ui::Tab::MOVES;
    switch (intent.kind) {
        case Intent::Kind::NEW_GAME:
            c.new_game();
            break;
        case Intent::Kind::UNDO:
            c.undo();
            break;
        case Intent::Kind::REDO:
            c.redo();
            break;
        case Intent::Kind::GO_TO:
            c.go_to(intent.ply);
            break;
        case Intent::Kind::RESIGN:
            c.resign();
            break;
        case Intent::Kind::OFFER_DRAW:
            c.offer_draw();
            break;
        case Intent::Kind::HINT:
            c.hint();
            break;
        case Intent::Kind::PLAY_MOVE:
            c.human_move(intent.move, now());
            ui_.pending_warned_move.reset();
            break;
        case Intent::Kind::FLIP_BOARD:
            settings_.flip = !settings_.flip;
            saved_.settings_changed();
            break;
        case Intent::Kind::SWITCH_LANGUAGE:
            settings_.lang = settings_.lang == Lang::ZH ? Lang::EN : Lang::ZH;
            set_language(settings_.lang);
            SDL_SetWindowTitle(window_, tr(Str::APP_TITLE));
            saved_.settings_changed();
            break;
        case Intent::Kind::CHANGE_SETTINGS:
            settings_ = intent.settings;
            c.settings_changed();
            load_sprite_theme();
            saved_.settings_changed();
            break;
        case Intent::Kind::PAUSE_CLOCK:
            c.set_paused(intent.ply != 0);
            if (c.paused()) c.notify(Message(Str::PAUSED));
            break;
        case Intent::Kind::COPY_FEN: {
            const std::string fen = c.game().position().fen();
            SDL_SetClipboardText(fen.c_str());
            snprintf(ui_.fen_buffer, sizeof ui_.fen_buffer, "%s", fen.c_str());
            c.notify(Message(Str::FEN_COPIED));
            break;
        }
        case Intent::Kind::PASTE_FEN:
        case Intent::Kind::SET_FEN: {
            std::string fen = intent.text;
            if (intent.kind == Intent::Kind::PASTE_FEN) {
                if (char* text = SDL_GetClipboardText()) {
                    fen = text;
                    SDL_free(text);
                }
                snprintf(ui_.fen_buffer, sizeof ui_.fen_buffer, "%s", fen.c_str());
            }
            std::string error;
            if (c.set_position(fen, &error))
                c.notify(Message(Str::FEN_SET));
            else
                c.notify(Message(Str::BAD_FEN, {MessageArg::detail(error)}, true));
            break;
        }
        case Intent::Kind::COPY_MOVES:
            SDL_SetClipboardText(game_to_chinese_text(c.game()).c_str());
            c.notify(Message(Str::MOVES_COPIED));
            break;
        case Intent::Kind::SAVE_PGN: {
            std::string error;
            // The documents folder may not exist yet on a fresh account.
            std::error_code ec;
            const auto parent = std::filesystem::path(intent.text).parent_path();
            if (!parent.empty()) std::filesystem::create_directories(parent, ec);
            const PgnTags clock = clock_tags(c.saved_clock());
            if (write_file_atomic(intent.text, game_to_pgn(c.game(), clock), &error)) {
                c.notify(Message(Str::PGN_SAVED, {MessageArg::literal(intent.text)}));
                remember_recent(intent.text);
            } else
                c.notify(Message(Str::SAVE_ERROR, {MessageArg::detail(error)}, true));
            break;
        }
        case Intent::Kind::AGREE_DRAW:
        case Intent::Kind::DECLINE_DRAW:
            c.answer_draw(intent.kind == Intent::Kind::AGREE_DRAW);
            break;
        case Intent::Kind::MOVE_NOW:
            c.move_now();
            break;
        case Intent::Kind::TOGGLE_PANEL:
            settings_.panel_collapsed = !settings_.panel_collapsed;
            saved_.settings_changed();
            break;
        case Intent::Kind::LOAD_PGN: {
            std::string text, error;
            if (!read_file(intent.text, text, &error)) {
                c.notify(Message(Str::PGN_ERROR,
                                 {MessageArg::detail(printable_excerpt(error, MAX_DETAIL_CHARS))},
                                 true));
                break;
            }
            if (!open_text(text, intent.text)) break;
            remember_recent(intent.text);
            // We write PGN only: an XQF file is saved beside itself as .pgn, never over itself.
            if (looks_like_xqf(text))
                snprintf(
                    ui_.pgn_path, sizeof ui_.pgn_path, "%s",
                    std::filesystem::path(intent.text).replace_extension(".pgn").string().c_str());
            break;
        }
        case Intent::Kind::SET_TAG:
            c.set_tag(intent.text, intent.value);
            break;
        case Intent::Kind::TOGGLE_ANALYSIS:
            c.set_analysis(!c.analysing());
            break;
        case Intent::Kind::START_REVIEW:
            if (c.start_review()) ui_.select_tab = Ui::Tab::ENGINE;
            break;
        case Intent::Kind::CANCEL_REVIEW:
            c.cancel_review();
            break;
        case Intent::Kind::GO_TO_LINE:
            c.go_to_line(intent.path, intent.ply);
            break;
        case Intent::Kind::EDIT_TREE:
            c.edit_tree(Controller::TreeEdit(intent.ply));
            break;
        case Intent::Kind::SET_COMMENT:
            c.set_comment(intent.text);
            break;
        case Intent::Kind::SET_MARK:
            c.set_mark(intent.text);
            break;
        case Intent::Kind::EDIT_POSITION:
            input_.cancel();
            c.open_editor();
            break;
        case Intent::Kind::EDITOR_TRAY:
            c.editor().take_from_tray(Piece(intent.ply));
            break;
        case Intent::Kind::EDITOR_FEN:
            if (!c.editor().set_fen(intent.text))
                c.notify(Message(Str::BAD_FEN, {MessageArg::literal(intent.text)}, true));
            break;
        case Intent::Kind::EDITOR:
            apply_editor(c, Intent::EditorAction(intent.ply));
            break;
        case Intent::Kind::OPEN_TEXT:
            open_text(intent.text, "");
            break;
        case Intent::Kind::BROWSE_OPEN:
        case Intent::Kind::BROWSE_SAVE: {
            const bool save = intent.kind == Intent::Kind::BROWSE_SAVE;
            const std::filesystem::path current(ui_.pgn_path);
            std::string folder = current.parent_path().string();
            if (folder.empty()) folder = documents_dir();
            // The desktop's own dialog when there is one, in the background; else the in-app
            // browser.
            const std::string start = save ? current.string() : folder + "/";
            dialog_save_ = save;
            if (dialog_.start(save, start, tr(save ? Str::SAVE_AS : Str::OPEN_FILE),
                              [type = wake_event_] {
                                  SDL_Event e{};
                                  e.type = type;
                                  SDL_PushEvent(&e);
                              }))
                break;
            ui_.browser.open = true;
            ui_.browser.save = save;
            snprintf(ui_.browser.name, sizeof ui_.browser.name, "%s",
                     save ? current.filename().string().c_str() : "");
            Intent list{Intent::Kind::BROWSE_DIR};
            list.text = folder;
            apply(list);
            break;
        }
        case Intent::Kind::PUZZLE_MODE:
            puzzles_->show(intent.ply != 0);
            break;
        case Intent::Kind::PUZZLE_HINT:
            puzzles_->hint();
            break;
        case Intent::Kind::PUZZLE_RETRY:
            puzzles_->retry();
            break;
        case Intent::Kind::PUZZLE_NEXT:
            puzzles_->next();
            break;
        case Intent::Kind::PUZZLE_SOLUTION:
            puzzles_->show_solution();
            break;
        case Intent::Kind::PUZZLE_SET:
            puzzles_->choose_set(intent.ply != 0);
            break;
        case Intent::Kind::INSPECT_ENGINE:  // issue 10: other engines
            if (bridge_) bridge_->inspect(find_engine(settings_.external_engines, intent.text));
            break;
        case Intent::Kind::BROWSE_DIR: {
            std::error_code ec;
            std::string folder = intent.text;
            if (!std::filesystem::is_directory(folder, ec)) folder = documents_dir();
            if (!std::filesystem::is_directory(folder, ec)) folder = "/";
            ui_.browser.folder = folder;
            ui_.browser.error.clear();
            std::string error;
            if (!list_folder(folder, ui_.browser.entries, &error))
                ui_.browser.error = printable_excerpt(error, 120);
            break;
        }
    }
}

}  // namespace xq
