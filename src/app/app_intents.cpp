// The App applies what the panels asked for: game actions go to the Controller, settings are
// stored (and saved after the frame), files and the clipboard are handled here.
#include <SDL.h>

#include "app/app.h"
#include "game/clock_tags.h"
#include "game/game_file.h"
#include "game/i18n.h"
#include "game/storage.h"

namespace xq {

void App::apply(const Intent& intent) {
    Controller& c = *controller_;
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
            ui_.pending_branch_move.reset();
            break;
        case Intent::Kind::FLIP_BOARD:
            settings_.flip = !settings_.flip;
            settings_dirty_ = true;
            break;
        case Intent::Kind::SWITCH_LANGUAGE:
            settings_.lang = settings_.lang == Lang::ZH ? Lang::EN : Lang::ZH;
            set_language(settings_.lang);
            SDL_SetWindowTitle(window_, tr(Str::APP_TITLE));
            settings_dirty_ = true;
            break;
        case Intent::Kind::CHANGE_SETTINGS:
            settings_ = intent.settings;
            c.settings_changed();
            load_sprite_theme();
            settings_dirty_ = true;
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
            const PgnTags clock = clock_tags(c.saved_clock());
            if (write_file_atomic(intent.text, game_to_pgn(c.game(), clock), &error))
                c.notify(Message(Str::PGN_SAVED, {MessageArg::literal(intent.text)}));
            else
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
            settings_dirty_ = true;
            break;
        case Intent::Kind::LOAD_PGN: {
            std::string text, error;
            Game loaded;
            PgnTags tags;
            if (read_file(intent.text, text, &error) && pgn_to_game(text, loaded, &error, &tags)) {
                std::optional<SavedClock> clock = clock_from_tags(tags);
                c.load_game(loaded, clock ? &*clock : nullptr);
                c.notify(Message(Str::PGN_LOADED, {MessageArg::literal(intent.text)}));
            } else {
                c.notify(Message(Str::PGN_ERROR, {MessageArg::detail(error)}, true));
            }
            break;
        }
    }
}

}  // namespace xq
