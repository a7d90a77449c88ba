// The Library tab (棋库): a bar of sub-tabs, one per part of the player's library, each drawn by
// its own file.
#include "game/text/i18n.h"
#include "ui/ui.h"

namespace xq {

void panel_library(Ui& ui, Intents& out) {
    if (!ImGui::BeginTabBar("##library")) return;
    // The id after "###" stays when the language changes, so the open sub-tab stays open.
    const std::string endgames = std::string(tr(Str::LIBRARY_ENDGAMES)) + "###library_endgames";
    const bool open = ImGui::BeginTabItem(endgames.c_str());
    remember_item(ui, tr(Str::LIBRARY_ENDGAMES));
    tip(ui, tr(Str::LIBRARY_ENDGAMES), Str::TIP_LIBRARY_ENDGAMES);
    if (open) {
        panel_endgames(ui, out);
        ImGui::EndTabItem();
    }
    ImGui::EndTabBar();
}

}  // namespace xq
