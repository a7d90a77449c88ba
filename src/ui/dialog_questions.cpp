// Questions before actions that end a game: resigning, a new game while one is on, and in the
// two-player mode the other player's answer to a draw offer.
#include "game/text/i18n.h"
#include "ui/ui.h"

namespace xq {

void ask_or_do(Ui& ui, Intents& out, const Intent& intent) {
    const Controller& c = *ui.controller;
    const Game& g = c.game();
    const bool game_on = !g.over() && g.ply() > 0;
    if (std::holds_alternative<intent::Resign>(intent)) {
        ui.question = Ui::Question::RESIGN;
        return;
    }
    if (std::holds_alternative<intent::NewGame>(intent) && game_on) {
        ui.question = Ui::Question::NEW_GAME;
        return;
    }
    if (std::holds_alternative<intent::OfferDraw>(intent) && c.draw_needs_answer()) {
        ui.question = Ui::Question::DRAW;  // the other player at this board answers
        return;
    }
    out.push_back(intent);
}

void draw_questions(Ui& ui, Intents& out) {
    const Controller& c = *ui.controller;
    if (ui.question == Ui::Question::NONE) return;
    if (c.game().over() && ui.question != Ui::Question::NEW_GAME) {
        ui.question = Ui::Question::NONE;  // the game ended meanwhile: nothing left to ask
        return;
    }
    Str text = Str::CONFIRM_RESIGN, yes = Str::RESIGN, no = Str::CANCEL;
    Intent on_yes = intent::Resign{};
    std::optional<Intent> on_no;
    if (ui.question == Ui::Question::NEW_GAME) {
        text = Str::CONFIRM_NEW_GAME, yes = Str::NEW_GAME, on_yes = intent::NewGame{};
    } else if (ui.question == Ui::Question::DRAW) {
        // The side to move offers; the other side answers.
        text = c.game().side_to_move() == RED ? Str::DRAW_QUESTION_TO_BLACK
                                              : Str::DRAW_QUESTION_TO_RED;
        yes = Str::ACCEPT, no = Str::DECLINE;
        on_yes = intent::AnswerDraw{true}, on_no = intent::AnswerDraw{false};
    }
    if (!ImGui::IsPopupOpen("##question")) ImGui::OpenPopup("##question");
    ImGuiIO& io = ImGui::GetIO();
    ImVec2 at = ui.board_center.x > 0 ? ImVec2(ui.board_center.x, ui.board_center.y)
                                      : ImVec2(io.DisplaySize.x * 0.5f, io.DisplaySize.y * 0.45f);
    ImGui::SetNextWindowPos(at, ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(24, 18));
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(10, 10));
    if (ImGui::BeginPopupModal("##question", nullptr,
                               ImGuiWindowFlags_AlwaysAutoResize |
                                   ImGuiWindowFlags_NoSavedSettings |
                                   ImGuiWindowFlags_NoTitleBar)) {
        ImGui::TextUnformatted(tr(text));
        const float w = ImGui::GetFontSize() * 7;
        if (ui_button(ui, tr(yes), ImVec2(w, 0))) {
            out.push_back(on_yes);
            ui.question = Ui::Question::NONE;
            ImGui::CloseCurrentPopup();
        }
        ImGui::SameLine();
        if (ui_button(ui, tr(no), ImVec2(w, 0)) ||
            ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape))) {
            if (on_no) out.push_back(*on_no);
            ui.question = Ui::Question::NONE;
            ImGui::CloseCurrentPopup();
        }
        ImGui::EndPopup();
    }
    ImGui::PopStyleVar(2);
}

}  // namespace xq
