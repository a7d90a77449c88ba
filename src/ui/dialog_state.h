// The dialogs and windows over the board (dialogs.cpp, dialog_questions.cpp, help_window.cpp,
// welcome_dialog.cpp): which are open and what they ask.
#pragma once

#include <optional>
#include <vector>

#include "game/settings.h"
#include "game/text/message.h"
#include "ui/intent.h"

namespace xq {

struct DialogState {
    std::optional<Move> pending_warned_move;  // the referee's warning asks first
    Str warning = Str::COUNT;                 // ... with this text
    int end_dialog_shown_for = -1;            // ply of the finished game already announced
    bool end_dialog_open = false;
    std::vector<Message> notices;  // problems with the saved state, shown until OK
    // A question before an action that ends the game, or the other player's draw answer.
    // Also: the game's file changed on disk since it was opened or saved (Save asks whether to
    // overwrite it), and the game's unsaved moves before `replace_with` replaces it.
    enum class Question {
        NONE,
        RESIGN,
        NEW_GAME,
        DRAW,
        CHANGED_ON_DISK,
        REPLACE_UNSAVED
    } question = Question::NONE;
    std::optional<Intent> replace_with;
    bool help_open = false;  // the help window: how to play, the keys
    // The welcome dialog of the first start, and what it has chosen so far.
    bool welcome_open = false;
    Settings welcome_choice;
};

}  // namespace xq
