// Modal dialogs: the game end announcement, the referee's warning before a move that would lose
// or end the game by a rule, and problems with the saved state.
#include "game/referee/repetition_cycle.h"
#include "game/text/i18n.h"
#include "game/text/move_text.h"
#include "ui/theme.h"
#include "ui/ui.h"

namespace xq {

namespace {

// Dialogs sit over the middle of the board (the river), where the eye already is.
void centre_next_window(const Ui& ui) {
    ImGuiIO& io = ImGui::GetIO();
    ImVec2 at = ui.board.center.x > 0 ? ImVec2(ui.board.center.x, ui.board.center.y)
                                      : ImVec2(io.DisplaySize.x * 0.5f, io.DisplaySize.y * 0.45f);
    ImGui::SetNextWindowPos(at, ImGuiCond_Always, ImVec2(0.5f, 0.5f));
}

}  // namespace

void draw_dialogs(Ui& ui, Intents& out) {
    const Controller& c = *ui.controller;
    const Game& g = c.game();
    const ImGuiWindowFlags flags =
        ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings;
    // Roomy dialogs: they are the moments the player must not miss.
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(24, 18));
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(10, 10));

    // Game over: announced once per finished game, when the final position is reached.
    // Not for a result the file recorded: the game was opened finished, not finished here.
    if (g.over() && g.at_end() && !g.ended_by_record() &&
        ui.dialogs.end_dialog_shown_for != g.length()) {
        ui.dialogs.end_dialog_shown_for = g.length();
        ImGui::OpenPopup("##gameover");
    }
    if (!g.over()) ui.dialogs.end_dialog_shown_for = -1;
    centre_next_window(ui);
    if (ImGui::BeginPopupModal("##gameover", nullptr, flags | ImGuiWindowFlags_NoTitleBar)) {
        const float button_w = ImGui::GetFontSize() * 7;
        const int buttons = c.has_engine() ? 3 : 2;  // OK, new game (and review)
        const float row_w =
            button_w * float(buttons) + ImGui::GetStyle().ItemSpacing.x * float(buttons - 1);
        ImGui::TextDisabled("%s", tr(Str::GAME_OVER));
        // The result, large, in the winner's colour.
        const GameResult r = g.status().result;
        ImFont* large = ImGui::GetIO().Fonts->Fonts.Size > 1 ? ImGui::GetIO().Fonts->Fonts[1]
                                                             : ImGui::GetFont();
        ImGui::PushFont(large);
        const ThemeColours& tc = theme_colours();
        ImGui::TextColored(r == GameResult::RED_WINS     ? tc.red_side
                           : r == GameResult::BLACK_WINS ? tc.black_side
                                                         : tc.result,
                           "%s", result_text(g).c_str());
        ImGui::PopFont();
        // A repetition ruling: the moves the referee counted, so the loser sees why.
        const RepetitionCycle cycle = repetition_cycle(g);
        if (!cycle.moves.empty()) {
            std::string text;
            Position p = cycle.before;
            for (Move m : cycle.moves) {
                if (!text.empty()) text += "  ";
                text += move_label(p, m);
                p.do_move(m);
            }
            ImGui::TextDisabled("%s", tr(Str::REPEATED_MOVES));
            ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + row_w);
            ImGui::TextUnformatted(text.c_str());
            ImGui::PopTextWrapPos();
        }
        ImGui::Dummy(ImVec2(row_w, 6));
        if (ui_button(ui, tr(Str::OK), ImVec2(button_w, 0))) ImGui::CloseCurrentPopup();
        ImGui::SameLine();
        if (ui_button(ui, tr(Str::NEW_GAME), ImVec2(button_w, 0))) {
            out.push_back(intent::NewGame{});
            ImGui::CloseCurrentPopup();
        }
        // The review (复盘) from here: the marks, and the missed wins become puzzles.
        if (c.has_engine()) {
            ImGui::SameLine();
            if (ui_button(ui, tr(Str::REVIEW_GAME), ImVec2(button_w, 0))) {
                out.push_back(intent::StartReview{});
                ui.select_tab = Ui::Tab::ENGINE;
                ImGui::CloseCurrentPopup();
            }
            tip(ui, tr(Str::REVIEW_GAME), Str::TIP_REVIEW_AFTER_GAME);
        }
        ImGui::EndPopup();
    }

    // The referee's warning: this move would lose (or end) the game by a rule.
    if (ui.dialogs.pending_warned_move && !ImGui::IsPopupOpen("##warning"))
        ImGui::OpenPopup("##warning");
    centre_next_window(ui);
    if (ImGui::BeginPopupModal("##warning", nullptr, flags | ImGuiWindowFlags_NoTitleBar)) {
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 24);
        ImGui::TextUnformatted(tr(ui.dialogs.warning));
        ImGui::PopTextWrapPos();
        if (ui_button(ui, tr(Str::PLAY_ANYWAY), ImVec2(ImGui::GetFontSize() * 7, 0))) {
            if (ui.dialogs.pending_warned_move)
                out.push_back(intent::PlayWarnedMove{*ui.dialogs.pending_warned_move});
            ui.dialogs.pending_warned_move.reset();
            ImGui::CloseCurrentPopup();
        }
        ImGui::SameLine();
        if (ui_button(ui, tr(Str::CANCEL), ImVec2(ImGui::GetFontSize() * 7, 0))) {
            ui.dialogs.pending_warned_move.reset();
            ImGui::CloseCurrentPopup();
        }
        ImGui::EndPopup();
    }

    // A corrupt save file was replaced by defaults: say so once.
    if (!ui.dialogs.notices.empty() && !ImGui::IsPopupOpen("##notice"))
        ImGui::OpenPopup("##notice");
    centre_next_window(ui);
    if (ImGui::BeginPopupModal("##notice", nullptr, flags | ImGuiWindowFlags_NoTitleBar)) {
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 30);
        for (const Message& m : ui.dialogs.notices) ImGui::TextUnformatted(message_text(m).c_str());
        ImGui::PopTextWrapPos();
        if (ui_button(ui, tr(Str::OK), ImVec2(ImGui::GetFontSize() * 7, 0))) {
            ui.dialogs.notices.clear();
            ImGui::CloseCurrentPopup();
        }
        ImGui::EndPopup();
    }
    ImGui::PopStyleVar(2);
}

}  // namespace xq
