// The keyboard shortcuts, listed in a small window (the Keys button or F1).
#include "game/text/i18n.h"
#include "ui/ui.h"

namespace xq {

void draw_help(Ui& ui) {
    if (!ui.help_open) return;
    ImGuiIO& io = ImGui::GetIO();
    ImVec2 at = ui.board_center.x > 0 ? ImVec2(ui.board_center.x, ui.board_center.y)
                                      : ImVec2(io.DisplaySize.x * 0.5f, io.DisplaySize.y * 0.45f);
    ImGui::SetNextWindowPos(at, ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    if (ImGui::Begin(tr(Str::HELP_TITLE), &ui.help_open,
                     ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings |
                         ImGuiWindowFlags_NoCollapse)) {
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
        if (ImGui::BeginTable("##keys", 2,
                              ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit)) {
            for (const auto& row : ROWS) {
                ImGui::TableNextColumn();
                ImGui::TextUnformatted(row.keys);
                ImGui::TableNextColumn();
                ImGui::TextUnformatted(tr(row.what));
            }
            ImGui::EndTable();
        }
        ImGui::TextDisabled("%s", tr(Str::KEY_IN_PUZZLE));  // app_keys.cpp: puzzle_key
        remember_item(ui, "##help");
    }
    ImGui::End();
}

}  // namespace xq
