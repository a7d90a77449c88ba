// The time control of each side in the game tab: the kind (fixed engine time per move, Fischer,
// base + byo-yomi, unlimited) and its minutes and seconds. One control serves both sides unless
// the player asks for Black's own (time odds). A change restarts the clocks.
#include <algorithm>

#include "game/text/i18n.h"
#include "ui/ui.h"

namespace xq {

namespace {

const Str KIND_NAMES[] = {Str::TC_MOVETIME, Str::TC_FISCHER, Str::TC_BYOYOMI, Str::TC_UNLIMITED};

// The kind, as a combo of the width set before the call.
bool edit_kind(Ui& ui, const char* id, TimeControl& tc) {
    bool changed = false;
    const std::string combo = std::string("##tc_") + id;
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
            const std::string item = std::string(tr(KIND_NAMES[k])) + "##" + id;
            remember_item(ui, item.c_str());
            tip(ui, item.c_str(), Str::TIP_TIME_CONTROL);
        }
        ImGui::EndCombo();
    }
    remember_item(ui, combo.c_str());
    tip(ui, combo.c_str(), Str::TIP_TIME_CONTROL);
    return changed;
}

// Minutes and seconds of a timed control: "Minutes [10 -+]  Increment (s) [5 -+]" on one line,
// or on two in a narrow panel.
bool edit_fields(Ui& ui, const char* id, TimeControl& tc) {
    if (!tc.timed()) return false;
    bool changed = false;
    const bool byoyomi = tc.kind == TimeControl::Kind::BYOYOMI;
    int minutes = tc.base_s / 60, extra = tc.extra_s;
    const char* base_label = tr(Str::TC_BASE);
    const char* extra_label = tr(byoyomi ? Str::TC_PERIOD : Str::TC_INCREMENT);
    const float spacing = ImGui::GetStyle().ItemSpacing.x, avail = ImGui::GetContentRegionAvail().x;
    const float label_w =
        std::max(ImGui::CalcTextSize(base_label).x, ImGui::CalcTextSize(extra_label).x);
    float input_w = (avail - 2 * label_w - spacing * 3) / 2;
    const bool one_line = input_w >= ImGui::GetFontSize() * 5;
    if (!one_line) input_w = avail - label_w - spacing;
    auto field = [&](const char* label, const char* prefix, int& value, int step, int fast,
                     Str tip_text) {
        ImGui::AlignTextToFramePadding();
        ImGui::TextDisabled("%s", label);
        ImGui::SameLine(0, 0);
        ImGui::Dummy(ImVec2(label_w - ImGui::CalcTextSize(label).x + spacing, 1));  // align
        ImGui::SameLine(0, 0);
        ImGui::SetNextItemWidth(input_w);
        const std::string field_id = std::string(prefix) + id;
        const bool edited = ImGui::InputInt(field_id.c_str(), &value, step, fast);
        remember_item(ui, field_id.c_str());
        tip(ui, field_id.c_str(), tip_text);
        return edited;
    };
    if (field(base_label, "##base_", minutes, 1, 5, Str::TIP_TC_BASE)) {
        tc.base_s = std::clamp(minutes, byoyomi ? 0 : 1, TimeControl::MAX_BASE_S / 60) * 60;
        changed = true;
    }
    if (one_line) ImGui::SameLine();
    if (field(extra_label, "##extra_", extra, 1, 10, Str::TIP_TC_EXTRA)) {
        tc.extra_s = std::clamp(extra, byoyomi ? 1 : 0, TimeControl::MAX_EXTRA_S);
        changed = true;
    }
    return changed;
}

}  // namespace

bool edit_time_controls(Ui& ui, Settings& s) {
    bool changed = false;
    const bool separate = ui.game.separate_clocks || s.time_control[RED] != s.time_control[BLACK];
    // "Time control [kind] [x] Black's own", then the fields; with Black's own the first label
    // is "Red", and "Black [kind]" and its fields follow.
    const ImGuiStyle& style = ImGui::GetStyle();
    const float check_w = ImGui::GetFrameHeight() + style.ItemInnerSpacing.x +
                          ImGui::CalcTextSize(tr(Str::TC_SEPARATE)).x + style.ItemSpacing.x;
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(tr(separate ? Str::RED : Str::TIME_CONTROL));
    ImGui::SameLine();
    // The combo shows its longest choice whole; the checkbox goes below when both do not fit.
    float kind_w = 0;
    for (Str k : KIND_NAMES) kind_w = std::max(kind_w, ImGui::CalcTextSize(tr(k)).x);
    kind_w += ImGui::GetFrameHeight() + style.FramePadding.x * 2;
    const bool check_beside = ImGui::GetContentRegionAvail().x - check_w >= kind_w;
    ImGui::SetNextItemWidth(check_beside ? ImGui::GetContentRegionAvail().x - check_w : -1);
    bool red = edit_kind(ui, "red", s.time_control[RED]);
    if (check_beside) ImGui::SameLine();
    bool own = separate;
    if (ImGui::Checkbox(tr(Str::TC_SEPARATE), &own)) {
        ui.game.separate_clocks = own;
        if (!own && s.time_control[BLACK] != s.time_control[RED]) {
            s.time_control[BLACK] = s.time_control[RED];
            changed = true;
        }
    }
    remember_item(ui, tr(Str::TC_SEPARATE));
    tip(ui, tr(Str::TC_SEPARATE), Str::TIP_TC_SEPARATE);
    red |= edit_fields(ui, "red", s.time_control[RED]);
    if (red) {
        if (!own) s.time_control[BLACK] = s.time_control[RED];
        changed = true;
    }
    if (own) {
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted(tr(Str::BLACK));
        ImGui::SameLine();
        ImGui::SetNextItemWidth(-1);
        changed |= edit_kind(ui, "black", s.time_control[BLACK]);
        changed |= edit_fields(ui, "black", s.time_control[BLACK]);
    }
    return changed;
}

}  // namespace xq
