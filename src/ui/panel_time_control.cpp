// The time control of each side in the game tab: the kind (fixed engine time per move, Fischer,
// base + byo-yomi, unlimited) and its minutes and seconds. One control serves both sides unless
// the player asks for Black's own (time odds). A change restarts the clocks.
#include <algorithm>

#include "game/i18n.h"
#include "ui/ui.h"

namespace xq {

namespace {

const Str KIND_NAMES[] = {Str::TC_MOVETIME, Str::TC_FISCHER, Str::TC_BYOYOMI, Str::TC_UNLIMITED};

bool edit_one(Ui& ui, const char* id, TimeControl& tc) {
    bool changed = false;
    const std::string combo = std::string("##tc_") + id;
    ImGui::SameLine();
    ImGui::SetNextItemWidth(-1);
    if (ImGui::BeginCombo(combo.c_str(), tr(KIND_NAMES[int(tc.kind)]))) {
        for (int k = 0; k < 4; ++k) {
            if (ImGui::Selectable(tr(KIND_NAMES[k]), int(tc.kind) == k)) {
                const auto kind = TimeControl::Kind(k);
                if (kind != tc.kind) {
                    // Sensible defaults for the new kind: 10 min + 5 s, 20 min + 60 s.
                    tc.kind = kind;
                    if (kind == TimeControl::Kind::FISCHER) tc.base_s = 600, tc.extra_s = 5;
                    if (kind == TimeControl::Kind::BYOYOMI) tc.base_s = 1200, tc.extra_s = 60;
                    changed = true;
                }
            }
            remember_item(ui, (std::string(tr(KIND_NAMES[k])) + "##" + id).c_str());
        }
        ImGui::EndCombo();
    }
    remember_item(ui, combo.c_str());
    tip(ui, combo.c_str(), Str::TIP_TIME_CONTROL);
    if (!tc.timed()) return changed;

    // One line: "Minutes [10 -+]  Increment (s) [5 -+]".
    const bool byoyomi = tc.kind == TimeControl::Kind::BYOYOMI;
    int minutes = tc.base_s / 60, extra = tc.extra_s;
    const char* extra_label = tr(byoyomi ? Str::TC_PERIOD : Str::TC_INCREMENT);
    const ImGuiStyle& style = ImGui::GetStyle();
    const float input_w =
        (ImGui::GetContentRegionAvail().x - ImGui::CalcTextSize(tr(Str::TC_BASE)).x -
         ImGui::CalcTextSize(extra_label).x - style.ItemSpacing.x * 3) /
        2;
    ImGui::AlignTextToFramePadding();
    ImGui::TextDisabled("%s", tr(Str::TC_BASE));
    ImGui::SameLine();
    ImGui::SetNextItemWidth(input_w);
    const std::string base_id = std::string("##base_") + id;
    if (ImGui::InputInt(base_id.c_str(), &minutes, 1, 5)) {
        tc.base_s = std::clamp(minutes, byoyomi ? 0 : 1, TimeControl::MAX_BASE_S / 60) * 60;
        changed = true;
    }
    remember_item(ui, base_id.c_str());
    tip(ui, base_id.c_str(), byoyomi ? Str::TIP_TC_BASE_BYOYOMI : Str::TIP_TC_BASE);
    ImGui::SameLine();
    ImGui::TextDisabled("%s", extra_label);
    ImGui::SameLine();
    ImGui::SetNextItemWidth(input_w);
    const std::string extra_id = std::string("##extra_") + id;
    if (ImGui::InputInt(extra_id.c_str(), &extra, 1, 10)) {
        tc.extra_s = std::clamp(extra, byoyomi ? 1 : 0, TimeControl::MAX_EXTRA_S);
        changed = true;
    }
    remember_item(ui, extra_id.c_str());
    tip(ui, extra_id.c_str(), byoyomi ? Str::TIP_TC_PERIOD : Str::TIP_TC_INCREMENT);
    return changed;
}

}  // namespace

bool edit_time_controls(Ui& ui, Settings& s) {
    bool changed = false;
    const bool separate = ui.separate_clocks || s.time_control[RED] != s.time_control[BLACK];
    // "Time control [kind]", or per side "Red [kind]" / "Black [kind]".
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr(separate ? Str::RED : Str::TIME_CONTROL));
    if (edit_one(ui, "red", s.time_control[RED])) {
        if (!separate) s.time_control[BLACK] = s.time_control[RED];
        changed = true;
    }
    bool own = separate;
    if (ImGui::Checkbox(tr(Str::TC_SEPARATE), &own)) {
        ui.separate_clocks = own;
        if (!own && s.time_control[BLACK] != s.time_control[RED]) {
            s.time_control[BLACK] = s.time_control[RED];
            changed = true;
        }
    }
    remember_item(ui, tr(Str::TC_SEPARATE));
    tip(ui, tr(Str::TC_SEPARATE), Str::TIP_TC_SEPARATE);
    if (own) {
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted(tr(Str::BLACK));
        changed |= edit_one(ui, "black", s.time_control[BLACK]);
    }
    return changed;
}

}  // namespace xq
