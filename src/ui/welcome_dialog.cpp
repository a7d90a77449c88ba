// The welcome dialog of the first start: the language, the computer's strength (a newcomer's
// level is chosen, the others offered with their Elo) and the side; shown once.
#include <algorithm>
#include <string>

#include "game/levels/level_elo.h"
#include "game/text/i18n.h"
#include "ui/ui.h"

namespace xq {

namespace {

// The levels offered, from a first game to full strength (their Elo: docs/strength.md).
constexpr struct {
    int skill;
    Str name;
} LEVELS[] = {
    {1, Str::LEVEL_FIRST_STEPS}, {NEWCOMER_SKILL, Str::LEVEL_BEGINNER}, {11, Str::LEVEL_CLUB},
    {15, Str::LEVEL_STRONG},     {SKILL_RANGE.max, Str::LEVEL_MASTER},
};

}  // namespace

void draw_welcome(Ui& ui, Intents& out) {
    if (!ui.dialogs.welcome_open) return;
    Settings& s = ui.dialogs.welcome_choice;
    const char* id = "###welcome";
    if (!ImGui::IsPopupOpen(id)) ImGui::OpenPopup(id);
    const ImGuiIO& io = ImGui::GetIO();
    ImGui::SetNextWindowPos(
        ImVec2(ui.board.center.x > 0 ? ui.board.center.x : io.DisplaySize.x / 2,
               ui.board.center.y > 0 ? ui.board.center.y : io.DisplaySize.y / 2),
        ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    ImGui::SetNextWindowSize(
        ImVec2(std::min(ImGui::GetFontSize() * 24, io.DisplaySize.x * 0.95f), 0));
    const std::string title = std::string(tr(Str::WELCOME_TITLE)) + id;
    if (!ImGui::BeginPopupModal(title.c_str(), nullptr,
                                ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove))
        return;
    remember_item(ui, "##welcome");
    ImGui::TextWrapped("%s", tr(Str::WELCOME_TEXT));
    // The language: the dialog follows at once.
    for (Lang lang : {Lang::ZH, Lang::EN}) {
        const char* name = lang == Lang::ZH ? "中文" : "English";
        if (ImGui::RadioButton(name, s.lang == lang) && s.lang != lang) {
            s.lang = lang;
            out.push_back(intent::SwitchLanguage{});
        }
        remember_item(ui, name);
        ImGui::SameLine();
    }
    ImGui::NewLine();
    ImGui::Separator();
    ImGui::TextUnformatted(tr(Str::WELCOME_LEVEL));
    for (const auto& level : LEVELS) {
        const std::string label =
            std::string(tr(level.name)) + "  (" + level_elo_label(level.skill) + " Elo)";
        if (ImGui::RadioButton(label.c_str(), s.skill == level.skill)) s.skill = level.skill;
        remember_item(ui, tr(level.name));
    }
    ImGui::Separator();
    ImGui::TextUnformatted(tr(Str::WELCOME_SIDE));
    for (Mode m : {Mode::HUMAN_RED, Mode::ENGINE_RED, Mode::TWO_HUMANS}) {
        const Str name = m == Mode::HUMAN_RED    ? Str::MODE_HUMAN_RED
                         : m == Mode::ENGINE_RED ? Str::MODE_ENGINE_RED
                                                 : Str::MODE_TWO_HUMANS;
        if (ImGui::RadioButton(tr(name), s.mode == m)) s.mode = m;
        remember_item(ui, tr(name));
    }
    ImGui::Separator();
    ImGui::TextDisabled("%s", tr(Str::WELCOME_LATER));
    if (ui_button(ui, tr(Str::WELCOME_START), ImVec2(-1, 0))) {
        // The rest of the settings as they are now (the language was switched already).
        Settings chosen = ui.controller->settings();
        chosen.skill = s.skill;
        // The level a newcomer picks is the best guess of their own strength, so the handicap
        // advisor starts from it (no handicap) until they enter their rating.
        chosen.player_rating = level_elo(s.skill);
        chosen.mode = s.mode;
        chosen.welcomed = true;
        out.push_back(intent::ChangeSettings{chosen});
        out.push_back(intent::NewGame{});
        ui.dialogs.welcome_open = false;
        ImGui::CloseCurrentPopup();
    }
    ImGui::EndPopup();
}

}  // namespace xq
