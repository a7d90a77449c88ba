// The help window (the Keys button or F1; Esc closes it): how to play, each piece's moves with its
// own sprite, the palace, the river and the rules a newcomer trips over; and the keyboard
// shortcuts; and what the program is and whose work it ships or is built with.
#include <algorithm>
#include <string>

#include "game/text/i18n.h"
#include "ui/ui.h"

namespace xq {

namespace {

// A rule with a picture: the piece's sprite beside a few wrapped lines.
void piece_rule(const Ui& ui, PieceType type, Str text) {
    const float icon = ImGui::GetFontSize() * 2.2f;
    const Piece p = make_piece(RED, type);
    if (ui.sprites && ui.sprites->piece[p]) {
        ImGui::Image(ImTextureID(ui.sprites->piece[p]), ImVec2(icon, icon));
        ImGui::SameLine();
    }
    wrapped_text(tr(text), ImGui::GetColorU32(ImGuiCol_Text));
}

void how_to_play(const Ui& ui) {
    wrapped_text(tr(Str::RULES_GOAL), ImGui::GetColorU32(ImGuiCol_Text));
    ImGui::Separator();
    piece_rule(ui, KING, Str::RULE_GENERAL);
    piece_rule(ui, ADVISOR, Str::RULE_ADVISOR);
    piece_rule(ui, ELEPHANT, Str::RULE_ELEPHANT);
    piece_rule(ui, HORSE, Str::RULE_HORSE);
    piece_rule(ui, ROOK, Str::RULE_CHARIOT);
    piece_rule(ui, CANNON, Str::RULE_CANNON);
    piece_rule(ui, PAWN, Str::RULE_SOLDIER);
    ImGui::Separator();
    for (Str rule : {Str::RULE_PALACE_RIVER, Str::RULE_FLYING_GENERAL, Str::RULE_PERPETUAL}) {
        ImGui::Bullet();
        wrapped_text(tr(rule), ImGui::GetColorU32(ImGuiCol_Text));
    }
}

void key_list(Ui& ui) {
    static const struct {
        const char* keys;
        Str what;
    } ROWS[] = {
        {"← / →", Str::KEY_STEP},
        {"Ctrl+Z / Ctrl+Y", Str::KEY_UNDO_REDO},
        {"Ctrl+S / Ctrl+O", Str::KEY_SAVE_OPEN},
        {"Ctrl+V", Str::KEY_PASTE_GAME},
        {"F", Str::KEY_FLIP},
        {"H", Str::KEY_HINT},
        {"A", Str::KEY_ANALYSE},
        {"Space", Str::KEY_MOVE_NOW},
        {"Esc", Str::KEY_CANCEL},
        {"F1", Str::KEY_HELP},
    };
    if (ImGui::BeginTable("##keys", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit)) {
        for (const auto& row : ROWS) {
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(row.keys);
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(tr(row.what));
        }
        ImGui::EndTable();
    }
    wrapped_text(tr(Str::KEY_IN_PUZZLE),
                 ImGui::GetColorU32(ImGuiCol_Text));  // app_keys.cpp: puzzle_key
    remember_item(ui, "##help");
}

// The program, its version and the work of others it ships or is built with (docs/credits.md).
void about(Ui& ui) {
    const ImU32 text = ImGui::GetColorU32(ImGuiCol_Text);
    wrapped_text(std::string(tr(Str::ABOUT_PROGRAM)) + " " + XQ_VERSION, text);
    ImGui::Separator();
    ImGui::TextUnformatted(tr(Str::ABOUT_CREDITS));
    for (Str credit :
         {Str::ABOUT_CREDIT_COMPOSITIONS, Str::ABOUT_CREDIT_PUZZLES, Str::ABOUT_CREDIT_LIBRARIES}) {
        ImGui::Bullet();
        wrapped_text(tr(credit), text);
    }
    remember_item(ui, "##about");
}

}  // namespace

void draw_help(Ui& ui) {
    if (!ui.dialogs.help_open) return;
    ImGuiIO& io = ImGui::GetIO();
    ImVec2 at = ui.board.center.x > 0 ? ImVec2(ui.board.center.x, ui.board.center.y)
                                      : ImVec2(io.DisplaySize.x * 0.5f, io.DisplaySize.y * 0.45f);
    // Wide enough for a few words a line, never larger than the window.
    const float font = ImGui::GetFontSize();
    const ImVec2 size(std::min(font * 32, io.DisplaySize.x * 0.95f),
                      std::min(font * 40, io.DisplaySize.y * 0.9f));
    // Centred on the board, but kept whole inside the window (a small window's board centre
    // lies nearer the left edge than half the help's width).
    const ImVec2 top_left(std::clamp(at.x - size.x * 0.5f, 0.0f, io.DisplaySize.x - size.x),
                          std::clamp(at.y - size.y * 0.5f, 0.0f, io.DisplaySize.y - size.y));
    ImGui::SetNextWindowPos(top_left, ImGuiCond_Appearing);
    ImGui::SetNextWindowSize(size, ImGuiCond_Appearing);
    const std::string title = std::string(tr(Str::HELP_TITLE)) + "###help";
    if (ImGui::Begin(title.c_str(), &ui.dialogs.help_open,
                     ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse)) {
        remember_item(ui, "##help_window");
        if (ImGui::BeginTabBar("##help_tabs")) {
            if (ImGui::BeginTabItem((std::string(tr(Str::HOW_TO_PLAY)) + "###rules").c_str())) {
                how_to_play(ui);
                ImGui::EndTabItem();
            }
            remember_item(ui, tr(Str::HOW_TO_PLAY));
            if (ImGui::BeginTabItem((std::string(tr(Str::KEYS)) + "###keys").c_str())) {
                key_list(ui);
                ImGui::EndTabItem();
            }
            remember_item(ui, tr(Str::KEYS));
            if (ImGui::BeginTabItem((std::string(tr(Str::ABOUT)) + "###about").c_str())) {
                about(ui);
                ImGui::EndTabItem();
            }
            remember_item(ui, tr(Str::ABOUT));
            ImGui::EndTabBar();
        }
    }
    ImGui::End();
}

}  // namespace xq
