// The Moves tab's "Save picture…" and "Save animation (GIF)…": each opens a small popup with
// the picture's options, whose button asks for a file (intent::BrowseFiles); the App draws and
// writes the picture once the file is chosen.
#include <algorithm>

#include "game/text/i18n.h"
#include "render/diagram/diagram.h"
#include "render/diagram/game_scenes.h"
#include "ui/ui.h"

namespace xq {

namespace {

constexpr const char* POPUP = "##picture_options";

void draw_options(Ui& ui, Intents& out) {
    if (!ImGui::BeginPopup(POPUP)) return;
    PictureOptions& o = ui.files.picture;
    const bool animation = ui.files.picture_use == FileUse::ANIMATION;
    ImGui::TextUnformatted(tr(animation ? Str::SAVE_ANIMATION : Str::SAVE_PICTURE));
    ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7);
    if (ImGui::InputInt(tr(Str::PICTURE_SIZE), &o.width, 100, 200))
        o.width = std::clamp(o.width, DIAGRAM_MIN_WIDTH, DIAGRAM_MAX_WIDTH);
    remember_item(ui, tr(Str::PICTURE_SIZE));
    tip(ui, tr(Str::PICTURE_SIZE), Str::TIP_PICTURE_SIZE);
    ImGui::Checkbox(tr(Str::PICTURE_COORDINATES), &o.coordinates);
    remember_item(ui, tr(Str::PICTURE_COORDINATES));
    tip(ui, tr(Str::PICTURE_COORDINATES), Str::TIP_PICTURE_COORDINATES);
    ImGui::Checkbox(tr(Str::PICTURE_LAST_MOVE), &o.last_move);
    remember_item(ui, tr(Str::PICTURE_LAST_MOVE));
    tip(ui, tr(Str::PICTURE_LAST_MOVE), Str::TIP_PICTURE_LAST_MOVE);
    if (!animation) {
        ImGui::Checkbox(tr(Str::PICTURE_ARROWS), &o.arrows);
        remember_item(ui, tr(Str::PICTURE_ARROWS));
        tip(ui, tr(Str::PICTURE_ARROWS), Str::TIP_PICTURE_ARROWS);
    } else {
        ImGui::SetNextItemWidth(ImGui::GetFontSize() * 7);
        if (ImGui::InputInt(tr(Str::PICTURE_DELAY), &o.delay_ms, 100, 500))
            o.delay_ms = std::clamp(o.delay_ms, DIAGRAM_MIN_DELAY_MS, DIAGRAM_MAX_DELAY_MS);
        remember_item(ui, tr(Str::PICTURE_DELAY));
        tip(ui, tr(Str::PICTURE_DELAY), Str::TIP_PICTURE_DELAY);
    }
    if (ui_button(ui, tr(Str::CHOOSE_FILE))) {
        out.push_back(intent::BrowseFiles{true, ui.files.picture_use});
        ImGui::CloseCurrentPopup();
    }
    tip(ui, tr(Str::CHOOSE_FILE), Str::TIP_CHOOSE_PICTURE_FILE);
    ImGui::EndPopup();
}

}  // namespace

void picture_buttons(Ui& ui, Intents& out) {
    // On the row of the buttons before them when it has room: the tags below keep their place.
    same_line_if_fits(tr(Str::SAVE_PICTURE));
    if (ui_button(ui, tr(Str::SAVE_PICTURE))) {
        ui.files.picture_use = FileUse::PICTURE;
        ImGui::OpenPopup(POPUP);
    }
    tip(ui, tr(Str::SAVE_PICTURE), Str::TIP_SAVE_PICTURE);
    same_line_if_fits(tr(Str::SAVE_ANIMATION));
    if (ui_button(ui, tr(Str::SAVE_ANIMATION))) {
        ui.files.picture_use = FileUse::ANIMATION;
        ImGui::OpenPopup(POPUP);
    }
    tip(ui, tr(Str::SAVE_ANIMATION), Str::TIP_SAVE_ANIMATION);
    draw_options(ui, out);
}

}  // namespace xq
