// The look tab: sound (mute, volume), the piece and board themes, animation, the PV arrow and
// the dark panel. Like the game tab it edits a copy of the settings and returns it as an intent.
#include "game/i18n.h"
#include "ui/ui.h"

namespace xq {

namespace {

// A label and two radio buttons on one line; true when the choice changed.
template <class E>
bool choose(Ui& ui, Str label, E& value, E a, Str a_name, E b, Str b_name) {
    bool changed = false;
    ImGui::TextUnformatted(tr(label));
    for (auto [v, name] : {std::pair{a, a_name}, std::pair{b, b_name}}) {
        // A radio button: its circle, a gap, the label; on the next line when it does not fit.
        same_line_if_fits_width(ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x +
                                ImGui::CalcTextSize(tr(name)).x);
        if (ImGui::RadioButton(tr(name), value == v)) value = v, changed = true;
        remember_item(ui, tr(name));
        tip(ui, tr(name), label == Str::PIECES ? Str::TIP_PIECES : Str::TIP_BOARD_THEME);
    }
    return changed;
}

}  // namespace

void panel_look(Ui& ui, Intents& out) {
    Settings s = ui.controller->settings();
    bool changed = false;
    ImGui::TextUnformatted(tr(Str::SOUND));
    ImGui::SameLine();
    changed |= ImGui::Checkbox(tr(Str::MUTE), &s.mute);
    remember_item(ui, tr(Str::MUTE));
    tip(ui, tr(Str::MUTE), Str::TIP_MUTE);
    ImGui::SameLine();
    ImGui::BeginDisabled(s.mute);
    ImGui::SetNextItemWidth(-1);
    changed |=
        ImGui::SliderInt("##volume", &s.volume, 0, 100, "%d%%", ImGuiSliderFlags_AlwaysClamp);
    remember_item(ui, "##volume");
    tip(ui, "##volume", Str::TIP_VOLUME);
    ImGui::EndDisabled();
    changed |=
        choose(ui, Str::PIECES, s.piece_theme, PieceTheme::TRADITIONAL, Str::PIECES_TRADITIONAL,
               PieceTheme::INTERNATIONAL, Str::PIECES_INTERNATIONAL);
    changed |= choose(ui, Str::BOARD_THEME, s.board_theme, BoardTheme::WOOD, Str::BOARD_WOOD,
                      BoardTheme::CONTRAST, Str::BOARD_CONTRAST);
    ImGui::Separator();
    changed |= ImGui::Checkbox(tr(Str::ANIMATION), &s.animation);
    remember_item(ui, tr(Str::ANIMATION));
    tip(ui, tr(Str::ANIMATION), Str::TIP_ANIMATION);
    ImGui::SameLine();
    changed |= ImGui::Checkbox(tr(Str::PV_ARROW), &s.pv_arrow);
    remember_item(ui, tr(Str::PV_ARROW));
    tip(ui, tr(Str::PV_ARROW), Str::TIP_PV_ARROW);
    // The panel's own look (issue 9, panel half).
    changed |= ImGui::Checkbox(tr(Str::DARK_THEME), &s.dark_theme);
    remember_item(ui, tr(Str::DARK_THEME));
    tip(ui, tr(Str::DARK_THEME), Str::TIP_DARK_THEME);
    if (changed) {
        Intent edit{Intent::Kind::CHANGE_SETTINGS};
        edit.settings = s;
        out.push_back(edit);
    }
}

}  // namespace xq
