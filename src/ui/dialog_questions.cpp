// Questions before actions that end a game: resigning, a new game while one is on, and in the
// two-player mode the other player's answer to a draw offer; and before what would lose work:
// a file opened from the recent list or an endgame challenge replacing moves saved nowhere, a
// save over a file that changed on disk.
#include <algorithm>

#include "game/text/i18n.h"
#include "ui/ui.h"

namespace xq {

void ask_or_do(Ui& ui, Intents& out, const Intent& intent) {
    const Controller& c = *ui.controller;
    const Game& g = c.game();
    const bool game_on = !g.over() && g.ply() > 0;
    if (std::holds_alternative<intent::Resign>(intent)) {
        ui.dialogs.question = DialogState::Question::RESIGN;
        return;
    }
    if (std::holds_alternative<intent::NewGame>(intent) && game_on) {
        ui.dialogs.question = DialogState::Question::NEW_GAME;
        return;
    }
    if (std::holds_alternative<intent::OfferDraw>(intent) && c.draw_needs_answer()) {
        ui.dialogs.question =
            DialogState::Question::DRAW;  // the other player at this board answers
        return;
    }
    if ((std::holds_alternative<intent::LoadPgn>(intent) ||
         std::holds_alternative<intent::StartEndgame>(intent)) &&
        ui.files.unsaved_moves) {
        ui.dialogs.question = DialogState::Question::REPLACE_UNSAVED;
        ui.dialogs.replace_with = intent;
        return;
    }
    out.push_back(intent);
}

void draw_questions(Ui& ui, Intents& out) {
    const Controller& c = *ui.controller;
    if (ui.dialogs.question == DialogState::Question::NONE) return;
    const bool about_the_game_on = ui.dialogs.question == DialogState::Question::RESIGN ||
                                   ui.dialogs.question == DialogState::Question::DRAW;
    if (c.game().over() && about_the_game_on) {
        ui.dialogs.question =
            DialogState::Question::NONE;  // the game ended meanwhile: nothing left to ask
        return;
    }
    Str text = Str::CONFIRM_RESIGN, yes = Str::RESIGN, no = Str::CANCEL;
    Intent on_yes = intent::Resign{};
    std::optional<Intent> on_no, on_other;
    Str other = Str::COUNT;  // a third answer
    std::string detail;      // a line under the question
    if (ui.dialogs.question == DialogState::Question::CHANGED_ON_DISK) {
        text = Str::FILE_CHANGED_ON_DISK, yes = Str::OVERWRITE_KEEPING_BAK;
        on_yes = intent::SaveGame{true};
        other = Str::SAVE_AS, on_other = intent::BrowseFiles{true, FileUse::GAME};
        detail = ui.files.game_file;
    } else if (ui.dialogs.question == DialogState::Question::REPLACE_UNSAVED) {
        text = Str::CONFIRM_REPLACE_UNSAVED, yes = Str::REPLACE_GAME;
        if (!ui.dialogs.replace_with) {
            ui.dialogs.question = DialogState::Question::NONE;
            return;
        }
        on_yes = *ui.dialogs.replace_with;
    } else if (ui.dialogs.question == DialogState::Question::NEW_GAME) {
        text = Str::CONFIRM_NEW_GAME, yes = Str::NEW_GAME, on_yes = intent::NewGame{};
    } else if (ui.dialogs.question == DialogState::Question::DRAW) {
        // The side to move offers; the other side answers.
        text = c.game().side_to_move() == RED ? Str::DRAW_QUESTION_TO_BLACK
                                              : Str::DRAW_QUESTION_TO_RED;
        yes = Str::ACCEPT, no = Str::DECLINE;
        on_yes = intent::AnswerDraw{true}, on_no = intent::AnswerDraw{false};
    }
    if (!ImGui::IsPopupOpen("##question")) ImGui::OpenPopup("##question");
    ImGuiIO& io = ImGui::GetIO();
    ImVec2 at = ui.board.center.x > 0 ? ImVec2(ui.board.center.x, ui.board.center.y)
                                      : ImVec2(io.DisplaySize.x * 0.5f, io.DisplaySize.y * 0.45f);
    ImGui::SetNextWindowPos(at, ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(24, 18));
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(10, 10));
    if (ImGui::BeginPopupModal("##question", nullptr,
                               ImGuiWindowFlags_AlwaysAutoResize |
                                   ImGuiWindowFlags_NoSavedSettings |
                                   ImGuiWindowFlags_NoTitleBar)) {
        ImGui::TextUnformatted(tr(text));
        if (!detail.empty()) ImGui::TextDisabled("%s", detail.c_str());
        // Each button as wide as the widest answer, at least seven characters.
        float w = ImGui::GetFontSize() * 7;
        for (Str label : {yes, no, other})
            if (label != Str::COUNT)
                w = std::max(
                    w, ImGui::CalcTextSize(tr(label)).x + ImGui::GetStyle().FramePadding.x * 2);
        auto answer = [&](const std::optional<Intent>& intent) {
            if (intent) out.push_back(*intent);
            ui.dialogs.question = DialogState::Question::NONE;
            ui.dialogs.replace_with.reset();
            ImGui::CloseCurrentPopup();
        };
        // The answers side by side when they fit in the window, else one under the other.
        const float buttons = other != Str::COUNT ? 3.0f : 2.0f;
        const bool in_a_row =
            buttons * (w + ImGui::GetStyle().ItemSpacing.x) + 48 <= ImGui::GetIO().DisplaySize.x;
        if (ui_button(ui, tr(yes), ImVec2(w, 0))) answer(on_yes);
        if (other != Str::COUNT) {
            if (in_a_row) ImGui::SameLine();
            if (ui_button(ui, tr(other), ImVec2(w, 0))) answer(on_other);
        }
        if (in_a_row) ImGui::SameLine();
        if (ui_button(ui, tr(no), ImVec2(w, 0)) ||
            ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape)))
            answer(on_no);
        ImGui::EndPopup();
    }
    ImGui::PopStyleVar(2);
}

}  // namespace xq
