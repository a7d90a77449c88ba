// The in-app file browser: the folders of one folder and its files of the kind chosen (games,
// pictures, animations), a name field, open or save.
// It only draws; the App lists folders (intent::BrowseFolder) and reads or writes the file.
#include <filesystem>

#include "game/text/i18n.h"
#include "ui/ui.h"

namespace xq {

void draw_file_browser(Ui& ui, Intents& out) {
    FileState::Browser& b = ui.files.browser;
    if (!b.open) return;
    if (!ImGui::IsPopupOpen("##browser")) ImGui::OpenPopup("##browser");
    ImGuiIO& io = ImGui::GetIO();
    ImGui::SetNextWindowPos(ImVec2(io.DisplaySize.x * 0.5f, io.DisplaySize.y * 0.5f),
                            ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(ImVec2(std::min(io.DisplaySize.x * 0.9f, ImGui::GetFontSize() * 34),
                                    std::min(io.DisplaySize.y * 0.85f, ImGui::GetFontSize() * 28)));
    if (!ImGui::BeginPopupModal("##browser", nullptr,
                                ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoTitleBar |
                                    ImGuiWindowFlags_NoResize))
        return;
    auto go = [&](const std::string& folder) { out.push_back(intent::BrowseFolder{folder}); };
    auto finish = [&](const std::string& path) {
        out.push_back(chosen_file_intent(b.save, b.use, path, ui.files.picture));
        b.open = false;
        ImGui::CloseCurrentPopup();
    };
    const Str title = b.use == FileUse::ENGINE      ? Str::ENGINE_PATH
                      : !b.save                     ? Str::LOAD_PGN
                      : b.use == FileUse::PICTURE   ? Str::SAVE_PICTURE
                      : b.use == FileUse::ANIMATION ? Str::SAVE_ANIMATION
                                                    : Str::SAVE_PGN;
    ImGui::TextUnformatted(tr(title));
    ImGui::TextDisabled("%s", b.folder.c_str());
    if (!b.error.empty()) ImGui::TextColored(ImVec4(0.75f, 0.25f, 0.1f, 1), "%s", b.error.c_str());
    const float footer = ImGui::GetFrameHeightWithSpacing() * 2 + ImGui::GetStyle().ItemSpacing.y;
    if (ImGui::BeginChild("##entries", ImVec2(0, -footer), true)) {
        const std::string parent = std::filesystem::path(b.folder).parent_path().string();
        if (!parent.empty() && parent != b.folder) {
            if (ImGui::Selectable("..", false)) go(parent);
            remember_item(ui, "..");
            tip(ui, "..", Str::TIP_BROWSER_UP);
        }
        for (const FolderEntry& e : b.entries) {
            const std::string label = (e.folder ? "[" + e.name + "]" : e.name);
            const bool chosen = !e.folder && e.name == b.name;
            if (ImGui::Selectable(label.c_str(), chosen, ImGuiSelectableFlags_AllowDoubleClick)) {
                const std::string path = b.folder + "/" + e.name;
                if (e.folder) {
                    go(path);
                } else {
                    snprintf(b.name, sizeof b.name, "%s", e.name.c_str());
                    if (ImGui::IsMouseDoubleClicked(0)) finish(path);
                }
            }
            remember_item(ui, label.c_str());
            tip(ui, label.c_str(), e.folder ? Str::TIP_BROWSER_FOLDER : Str::TIP_BROWSER_FILE);
        }
    }
    ImGui::EndChild();
    ImGui::TextUnformatted(tr(Str::FILE_NAME));
    ImGui::SameLine();
    ImGui::SetNextItemWidth(-1);
    ImGui::InputText("##browser_name", b.name, sizeof b.name);
    remember_item(ui, "##browser_name");
    tip(ui, "##browser_name", Str::TIP_PATH);
    const float w = ImGui::GetFontSize() * 7;
    ImGui::BeginDisabled(b.name[0] == 0);
    if (ui_button(ui, tr(b.save ? Str::SAVE : Str::OPEN), ImVec2(w, 0))) {
        std::string name = b.name;
        // A name without an extension is saved as .pgn (or .png, .gif for pictures).
        if (b.save && std::filesystem::path(name).extension().empty())
            name += b.use == FileUse::PICTURE     ? ".png"
                    : b.use == FileUse::ANIMATION ? ".gif"
                                                  : ".pgn";
        finish(name[0] == '/' ? name : b.folder + "/" + name);
    }
    tip(ui, tr(b.save ? Str::SAVE : Str::OPEN), b.save ? Str::TIP_SAVE_PGN : Str::TIP_LOAD_PGN);
    ImGui::EndDisabled();
    ImGui::SameLine();
    if (ui_button(ui, tr(Str::CANCEL), ImVec2(w, 0))) {
        b.open = false;
        ImGui::CloseCurrentPopup();
    }
    tip(ui, tr(Str::CANCEL), Str::TIP_CANCEL);
    ImGui::EndPopup();
}

}  // namespace xq
