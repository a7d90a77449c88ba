// The Look tab (外观): sound (mute, volume), the piece and board themes, and the display settings
// (move animation, PV arrow, dark panel, the UI size, the board's coordinates). Like the Game tab
// it edits a copy of the settings and returns it as an intent.
#include <cmath>

#include "game/text/i18n.h"
#include "ui/ui.h"

namespace xq {

namespace {

// A label and two radio buttons on one line, the second below the first when the panel is too
// narrow for both (at 800 x 600 "International" ran past the edge); true when the choice changed.
template <class E>
bool choose(Ui& ui, Str label, E& value, E a, Str a_name, E b, Str b_name, Str tip_text) {
    bool changed = false;
    ImGui::TextUnformatted(tr(label));
    ImGui::SameLine();
    const float column = ImGui::GetCursorPosX();
    bool first = true;
    for (auto [v, name] : {std::pair{a, a_name}, std::pair{b, b_name}}) {
        if (!first) {
            const float w = ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x +
                            ImGui::CalcTextSize(tr(name)).x;
            const float y = ImGui::GetCursorPosY();
            same_line_if_fits_width(w);
            if (ImGui::GetCursorPosY() > y - 1) ImGui::SetCursorPosX(column);  // a new line
        }
        first = false;
        if (ImGui::RadioButton(tr(name), value == v)) value = v, changed = true;
        remember_item(ui, tr(name));
        tip(ui, tr(name), tip_text);
    }
    return changed;
}

bool checkbox(Ui& ui, Str label, bool& value, Str tip_text) {
    const bool changed = ImGui::Checkbox(tr(label), &value);
    remember_item(ui, tr(label));
    tip(ui, tr(label), tip_text);
    return changed;
}

// The UI size: automatic, or a percentage in steps of 25 applied when the slider is let go (the
// panel would change size under the pointer while dragging).
bool ui_scale_choice(Ui& ui, Settings& s) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr(Str::UI_SCALE));
    ImGui::SameLine();
    bool automatic = s.ui_scale_percent == 0;
    bool changed = false;
    if (ImGui::Checkbox(tr(Str::UI_SCALE_AUTO), &automatic)) {
        // Leaving automatic starts from the size shown now.
        s.ui_scale_percent = automatic ? 0 : int(std::lround(ui.look.ui_scale * 4) * 25);
        changed = true;
    }
    remember_item(ui, "##ui_scale_auto");
    tip(ui, "##ui_scale_auto", Str::TIP_UI_SCALE);
    if (s.ui_scale_percent == 0) return changed;
    ImGui::SameLine();
    ImGui::SetNextItemWidth(-1);
    if (!ui.look.ui_scale_dragging) ui.look.ui_scale_edit = s.ui_scale_percent;
    ImGui::SliderInt("##ui_scale", &ui.look.ui_scale_edit, MIN_UI_SCALE_PERCENT,
                     UI_SCALE_PERCENT.max, "%d%%", ImGuiSliderFlags_AlwaysClamp);
    ui.look.ui_scale_edit = (ui.look.ui_scale_edit + 12) / 25 * 25;
    ui.look.ui_scale_dragging = ImGui::IsItemActive();
    if (ImGui::IsItemDeactivatedAfterEdit() && ui.look.ui_scale_edit != s.ui_scale_percent) {
        s.ui_scale_percent = ui.look.ui_scale_edit;
        changed = true;
    }
    remember_item(ui, "##ui_scale");
    tip(ui, "##ui_scale", Str::TIP_UI_SCALE);
    return changed;
}

// The board's coordinates: by the language, Chinese numerals, or letters and digits.
bool coordinates_choice(Ui& ui, Settings& s) {
    static const Str NAMES[] = {Str::COORD_BY_LANGUAGE, Str::COORD_CHINESE, Str::COORD_WESTERN};
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr(Str::COORDINATES));
    ImGui::SameLine();
    ImGui::SetNextItemWidth(-1);
    bool changed = false;
    if (ImGui::BeginCombo("##coordinates", tr(NAMES[int(s.coordinates)]))) {
        for (int i = 0; i < 3; ++i) {
            if (ImGui::Selectable(tr(NAMES[i]), int(s.coordinates) == i)) {
                s.coordinates = Coordinates(i);
                changed = true;
            }
            remember_item(ui, tr(NAMES[i]));
        }
        ImGui::EndCombo();
    }
    remember_item(ui, "##coordinates");
    tip(ui, "##coordinates", Str::TIP_COORDINATES);
    return changed;
}

}  // namespace

void panel_look(Ui& ui, Intents& out) {
    Settings s = ui.controller->settings();
    bool changed = false;
    ImGui::TextUnformatted(tr(Str::SOUND));
    ImGui::SameLine();
    changed |= checkbox(ui, Str::MUTE, s.mute, Str::TIP_MUTE);
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
               PieceTheme::INTERNATIONAL, Str::PIECES_INTERNATIONAL, Str::TIP_PIECES);
    changed |= choose(ui, Str::BOARD_THEME, s.board_theme, BoardTheme::WOOD, Str::BOARD_WOOD,
                      BoardTheme::CONTRAST, Str::BOARD_CONTRAST, Str::TIP_BOARD);
    ImGui::Separator();
    // Display settings, here rather than in the game tab so that tab fits the window.
    changed |= checkbox(ui, Str::ANIMATION, s.animation, Str::TIP_ANIMATION);
    ImGui::SameLine();
    changed |= checkbox(ui, Str::PV_ARROW, s.pv_arrow, Str::TIP_PV_ARROW);
    changed |= checkbox(ui, Str::DARK_THEME, s.dark_theme, Str::TIP_DARK_THEME);
    changed |= ui_scale_choice(ui, s);
    changed |= coordinates_choice(ui, s);
    if (changed) out.push_back(intent::ChangeSettings{std::move(s)});
}

}  // namespace xq
