// Keyboard shortcuts (listed in the help window, src/ui/help_window.cpp): they become the same
// intents as the panel's buttons, applied in the same place.
#include "app/app.h"
#include "app/puzzle_board.h"

namespace xq {

void App::key(const SDL_KeyboardEvent& k) {
    const bool ctrl = (k.keysym.mod & KMOD_CTRL) != 0;
    const bool plain = (k.keysym.mod & (KMOD_CTRL | KMOD_ALT | KMOD_GUI)) == 0;
    bool handled = true;
    switch (k.keysym.sym) {
        case SDLK_F1:
            ui_.dialogs.help_open = !ui_.dialogs.help_open;
            break;
        case SDLK_ESCAPE:
            // Esc closes the help window first, then what the board holds.
            if (ui_.dialogs.help_open)
                ui_.dialogs.help_open = false;
            else
                boards_->input().cancel();
            break;
        default:
            handled = puzzle_board() ? puzzle_key(k.keysym.sym, ctrl, plain)
                                     : game_key(k.keysym.sym, ctrl, plain);
    }
    if (handled) frame_again_ = true;
}

bool App::game_key(SDL_Keycode key, bool ctrl, bool plain) {
    const Controller& c = *controller_;
    switch (key) {
        case SDLK_LEFT:  // through the game, without taking anything back
            if (c.game().ply() > 0) apply(intent::GoTo{c.game().ply() - 1});
            return true;
        case SDLK_RIGHT:
            if (!c.game().at_end()) apply(intent::GoTo{c.game().ply() + 1});
            return true;
        case SDLK_z:
            if (ctrl) apply(intent::Undo{});
            return true;
        case SDLK_y:
            if (ctrl) apply(intent::Redo{});
            return true;
        case SDLK_s:  // to the game's file, or Save As for an untitled game
            if (ctrl) apply(intent::SaveGame{});
            return true;
        case SDLK_o:
            if (ctrl) apply(intent::BrowseFiles{false});
            return true;
        case SDLK_v:  // a game or position on the clipboard (a text field takes its own paste)
            if (ctrl) apply(intent::PasteGame{});
            return true;
        case SDLK_f:
            if (plain) apply(intent::FlipBoard{});
            return true;
        case SDLK_h:
            if (plain && c.has_engine() && c.human_can_move()) apply(intent::Hint{});
            return true;
        case SDLK_a:
            if (plain && c.has_engine()) apply(intent::ToggleAnalysis{});
            return true;
        case SDLK_SPACE:
            if (plain) apply(intent::MoveNow{});
            return true;
        default:
            return false;
    }
}

// While a puzzle is on the board the keys act on it, or not at all: the game behind it never
// changes (no move through it, no undo, flip, hint, analysis or engine move for it). H is the
// puzzle's hint, Ctrl+Z starts the puzzle again; F1 and Esc work as ever.
bool App::puzzle_key(SDL_Keycode key, bool ctrl, bool plain) {
    const PuzzleSession* s = boards_->puzzles().trainer().session();
    switch (key) {
        case SDLK_z:
            if (ctrl && s->position().ply_from_fen() > 0) apply(intent::PuzzleRetry{});
            return true;
        case SDLK_h:
            if (plain && s->state() == PuzzleState::PLAYING && s->hint_level() < 2)
                apply(intent::PuzzleHint{});
            return true;
        default:
            return false;
    }
}

}  // namespace xq
