// Modal dialogs: the game end announcement, the branch question, and problems with saved state.
#include <SDL.h>

#include "i18n.h"
#include "ui.h"

namespace xq {

namespace {

void centre_next_window() {
    ImGuiIO& io = ImGui::GetIO();
    ImGui::SetNextWindowPos(ImVec2(io.DisplaySize.x * 0.5f, io.DisplaySize.y * 0.45f),
                            ImGuiCond_Always, ImVec2(0.5f, 0.5f));
}

}  // namespace

void draw_dialogs(Ui& ui) {
    Controller& c = *ui.controller;
    const Game& g = c.game();
    const ImGuiWindowFlags flags =
        ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings;

    // Game over: announced once per finished game, when the final position is reached.
    if (g.over() && g.at_end() && ui.end_dialog_shown_for != g.length()) {
        ui.end_dialog_shown_for = g.length();
        ImGui::OpenPopup("##gameover");
    }
    if (!g.over()) ui.end_dialog_shown_for = -1;
    centre_next_window();
    if (ImGui::BeginPopupModal("##gameover", nullptr, flags | ImGuiWindowFlags_NoTitleBar)) {
        ImGui::TextUnformatted(tr(Str::GAME_OVER));
        ImGui::Separator();
        ImGui::TextUnformatted(result_text(g).c_str());
        ImGui::Spacing();
        if (ui_button(ui, tr(Str::OK), ImVec2(120, 0))) ImGui::CloseCurrentPopup();
        ImGui::SameLine();
        if (ui_button(ui, tr(Str::NEW_GAME), ImVec2(120, 0))) {
            c.new_game();
            ImGui::CloseCurrentPopup();
        }
        ImGui::EndPopup();
    }

    // Moving at an earlier ply would replace the later moves: ask first.
    if (ui.pending_branch_move && !ImGui::IsPopupOpen("##branch")) ImGui::OpenPopup("##branch");
    centre_next_window();
    if (ImGui::BeginPopupModal("##branch", nullptr, flags | ImGuiWindowFlags_NoTitleBar)) {
        ImGui::TextUnformatted(tr(Str::BRANCH_QUESTION));
        if (ui_button(ui, tr(Str::CONTINUE), ImVec2(120, 0))) {
            if (ui.pending_branch_move) c.human_move(*ui.pending_branch_move, SDL_GetTicks());
            ui.pending_branch_move.reset();
            ImGui::CloseCurrentPopup();
        }
        ImGui::SameLine();
        if (ui_button(ui, tr(Str::CANCEL), ImVec2(120, 0))) {
            ui.pending_branch_move.reset();
            ImGui::CloseCurrentPopup();
        }
        ImGui::EndPopup();
    }

    // A corrupt save file was replaced by defaults: say so once.
    if (!ui.notice.empty() && !ImGui::IsPopupOpen("##notice")) ImGui::OpenPopup("##notice");
    centre_next_window();
    if (ImGui::BeginPopupModal("##notice", nullptr, flags | ImGuiWindowFlags_NoTitleBar)) {
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 30);
        ImGui::TextUnformatted(ui.notice.c_str());
        ImGui::PopTextWrapPos();
        if (ui_button(ui, tr(Str::OK), ImVec2(120, 0))) {
            ui.notice.clear();
            ImGui::CloseCurrentPopup();
        }
        ImGui::EndPopup();
    }
}

}  // namespace xq
