// The Library tab (棋库): the player's library, one sub-tab per part, each drawn by its own file.
#include <string>

#include "game/text/i18n.h"
#include "ui/ui.h"

namespace xq {

void panel_library(Ui& ui, Intents& out) {
    if (!ImGui::BeginTabBar("##library")) return;
    // The ids after "###" stay when the language changes, so the open sub-tab stays open.
    // The explorer first: it has something to show for every position, where a collection must
    // be opened before its list says anything.
    auto sub_tab = [&](Str label, Str tip_text, const char* id, LibraryPanelState::SubTab which,
                       auto&& panel) {
        const std::string name = std::string(tr(label)) + "###" + id;
        const bool open =
            ImGui::BeginTabItem(name.c_str(), nullptr,
                                ui.library.select_tab == which ? ImGuiTabItemFlags_SetSelected
                                                               : ImGuiTabItemFlags_None);
        remember_item(ui, tr(label));
        tip(ui, tr(label), tip_text);
        if (open) {
            panel();
            ImGui::EndTabItem();
        }
    };
    sub_tab(Str::LIBRARY_EXPLORER, Str::TIP_LIBRARY_EXPLORER, "library_explorer",
            LibraryPanelState::SubTab::EXPLORER, [&] { panel_explorer(ui, out); });
    sub_tab(Str::LIBRARY_ENDGAMES, Str::TIP_LIBRARY_ENDGAMES, "library_endgames",
            LibraryPanelState::SubTab::ENDGAMES, [&] { panel_endgames(ui, out); });
    sub_tab(Str::LIB_COLLECTIONS, Str::TIP_LIB_COLLECTIONS, "collections",
            LibraryPanelState::SubTab::COLLECTIONS, [&] { panel_collections(ui, out); });
    ui.library.select_tab = LibraryPanelState::SubTab::NONE;
    ImGui::EndTabBar();
}

}  // namespace xq
