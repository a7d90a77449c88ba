// The position editor's panel (it takes the place of the tabs while the editor is open): the
// tray of pieces with how many more the rules allow, the side to move, clear and start
// position, the FEN, what is wrong with the position, and the way out (play from here, cancel).
#include <algorithm>
#include <string>

#include "game/text/i18n.h"
#include "game/text/setup_text.h"
#include "ui/theme.h"
#include "ui/ui.h"

namespace xq {

namespace {

constexpr const char* PIECE_LETTERS = " KABNRCP kabnrcp";

void tray(Ui& ui, Intents& out, const PositionEditor& editor) {
    // Seven to a row, as large as the panel allows.
    const ImGuiStyle& st = ImGui::GetStyle();
    const int pad = 2;  // the image buttons' frame, thin: the pieces get the room
    const float fit = (ImGui::GetContentRegionAvail().x - st.ItemSpacing.x * 6) / 7 - pad * 2 - 1;
    const float icon = std::max(8.0f, std::min(ImGui::GetFontSize() * 2.1f, fit));
    for (Color c : {RED, BLACK}) {
        for (int t = KING; t <= PAWN; ++t) {
            const Piece p = make_piece(c, PieceType(t));
            if (t != KING) ImGui::SameLine();
            ImGui::BeginGroup();
            const std::string key = std::string("tray") + PIECE_LETTERS[p];
            const bool in_hand = editor.hand() == p && editor.carried_from() == SQ_NONE;
            ImGui::PushID(key.c_str());
            if (in_hand)
                ImGui::PushStyleColor(ImGuiCol_Button,
                                      ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
            if (ui.sprites && ui.sprites->piece[p])
                ImGui::ImageButton(ImTextureID(ui.sprites->piece[p]), ImVec2(icon, icon),
                                   ImVec2(0, 0), ImVec2(1, 1), pad);
            else
                ImGui::Button(piece_name(c, PieceType(t)).c_str(), ImVec2(icon, icon));
            if (in_hand) ImGui::PopStyleColor();
            // Picked up as the button goes down: a drag onto the board or a click.
            if (ImGui::IsItemActivated()) out.push_back(intent::TakeFromTray{p});
            ImGui::PopID();
            remember_item(ui, key.c_str());
            tip(ui, key.c_str(), Str::TIP_TRAY_PIECE);
            const int left = editor.remaining(p);
            const std::string count = std::to_string(left);
            const float w = ImGui::CalcTextSize(count.c_str()).x;
            ImGui::SetCursorPosX(ImGui::GetCursorPosX() + (icon - w) / 2 + float(pad));
            if (left < 0)
                ImGui::TextColored(theme_colours().error, "%s", count.c_str());
            else
                ImGui::TextDisabled("%s", count.c_str());
            ImGui::EndGroup();
        }
    }
    // The piece in the hand follows the pointer (a piece carried from the board is drawn by
    // the board itself).
    if (editor.hand() != NO_PIECE && editor.carried_from() == SQ_NONE && ui.sprites &&
        ui.sprites->piece[editor.hand()]) {
        const ImVec2 m = ImGui::GetIO().MousePos;
        const float r = icon * 0.6f;
        ImGui::GetForegroundDrawList()->AddImage(ImTextureID(ui.sprites->piece[editor.hand()]),
                                                 ImVec2(m.x - r, m.y - r),
                                                 ImVec2(m.x + r, m.y + r));
    }
}

}  // namespace

void panel_editor(Ui& ui, Intents& out) {
    const Controller& c = *ui.controller;
    const PositionEditor& editor = c.editor();
    ImGui::TextUnformatted(tr(Str::EDITOR_TITLE));
    ImGui::Separator();
    ImGui::PushTextWrapPos(0);
    ImGui::TextDisabled("%s", tr(Str::EDITOR_HELP));
    ImGui::PopTextWrapPos();
    ImGui::Spacing();
    tray(ui, out, editor);
    ImGui::Spacing();

    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr(Str::TO_MOVE));
    for (Color side : {RED, BLACK}) {
        ImGui::SameLine();
        const char* label = tr(side == RED ? Str::RED : Str::BLACK);
        if (ImGui::RadioButton(label, editor.setup().side == side))
            out.push_back(intent::SetEditorSide{side});
        const std::string key = std::string("side ") + label;
        remember_item(ui, key.c_str());
        tip(ui, key.c_str(), Str::TIP_TO_MOVE);
    }
    if (ui_button(ui, tr(Str::CLEAR_BOARD))) out.push_back(intent::ClearEditorBoard{});
    tip(ui, tr(Str::CLEAR_BOARD), Str::TIP_CLEAR_BOARD);
    ImGui::SameLine();
    if (ui_button(ui, tr(Str::START_POSITION))) out.push_back(intent::ResetEditorBoard{});
    tip(ui, tr(Str::START_POSITION), Str::TIP_START_POSITION);

    // The FEN: follows the board unless the player is typing in it.
    char* fen = ui.editor.fen;
    const size_t fen_size = sizeof ui.editor.fen;
    if (!ui.editor.fen_typing) snprintf(fen, fen_size, "%s", editor.fen().c_str());
    ImGui::TextDisabled("%s", tr(Str::FEN_LABEL));
    ImGui::SetNextItemWidth(-1);
    ImGui::InputText("##editor_fen", fen, fen_size);
    // Applied when the field is left (Enter or a click elsewhere), not at every keystroke.
    if (ImGui::IsItemDeactivatedAfterEdit()) out.push_back(intent::SetEditorFen{fen});
    ui.editor.fen_typing = ImGui::IsItemActive();
    remember_item(ui, "##editor_fen");
    tip(ui, "##editor_fen", Str::TIP_EDITOR_FEN);

    // What is wrong, or that all is well.
    ImGui::Separator();
    const std::vector<SetupProblem> problems = editor.problems();
    ImGui::PushTextWrapPos(0);
    if (problems.empty()) ImGui::TextColored(theme_colours().result, "%s", tr(Str::POSITION_OK));
    for (const SetupProblem& p : problems)
        ImGui::TextColored(theme_colours().error, "%s", setup_problem_text(p).c_str());
    ImGui::PopTextWrapPos();
    ui.editor.problems = int(problems.size());
    ImGui::Separator();

    ImGui::BeginDisabled(!problems.empty());
    if (ui_button(ui, tr(Str::PLAY_FROM_HERE))) out.push_back(intent::PlayFromEditor{});
    ImGui::EndDisabled();
    tip(ui, tr(Str::PLAY_FROM_HERE), Str::TIP_PLAY_FROM_HERE);
    ImGui::SameLine();
    if (ui_button(ui, tr(Str::CANCEL))) out.push_back(intent::CancelEditor{});
    tip(ui, tr(Str::CANCEL), Str::TIP_EDITOR_CANCEL);
}

}  // namespace xq
