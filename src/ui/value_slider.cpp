// Sliders with their value written at their right rather than over them: ImGui centres the value
// in the slider, where the grab covers it whenever the value sits near the middle (in a narrow
// slider, nearly always). The slider keeps the format (hidden after "##"), so its steps stay
// those of the text.
#include <algorithm>
#include <cstdio>
#include <string>

#include "ui/ui.h"

namespace xq {

namespace {

// Draws the slider `draw(hidden_format)` in `width` (0: the rest of the line) less the room of
// the widest value, then the value; the tooltip on both.
template <class Draw>
bool slider_then_value(Ui& ui, const char* id, Str tip_text, const std::string& widest, float width,
                       Draw draw, const auto& value_text) {
    const ImGuiStyle& style = ImGui::GetStyle();
    const float value_w = ImGui::CalcTextSize(widest.c_str()).x;
    const float total = width > 0 ? width : ImGui::GetContentRegionAvail().x;
    ImGui::SetNextItemWidth(
        std::max(ImGui::GetFrameHeight() * 2, total - value_w - style.ItemInnerSpacing.x));
    const bool changed = draw();
    remember_item(ui, id);
    tip(ui, id, tip_text);
    ImGui::SameLine(0, style.ItemInnerSpacing.x);
    const std::string text = value_text();
    ImGui::TextUnformatted(text.c_str());
    const std::string value_id = std::string(id) + "_value";
    remember_item(ui, value_id.c_str());
    tip(ui, value_id.c_str(), tip_text);
    return changed;
}

std::string formatted(const char* format, double v) {
    char text[96];
    std::snprintf(text, sizeof text, format, v);
    return text;
}
std::string formatted(const char* format, int v) {
    char text[96];
    std::snprintf(text, sizeof text, format, v);
    return text;
}

}  // namespace

bool slider_float_with_value(Ui& ui, const char* id, Str tip_text, float* v, float min, float max,
                             const char* format, ImGuiSliderFlags flags, float width) {
    const std::string hidden = std::string("##") + format;
    const std::string widest =
        std::max(formatted(format, double(min)), formatted(format, double(max)),
                 [](const std::string& a, const std::string& b) {
                     return ImGui::CalcTextSize(a.c_str()).x < ImGui::CalcTextSize(b.c_str()).x;
                 });
    return slider_then_value(
        ui, id, tip_text, widest, width,
        [&] { return ImGui::SliderFloat(id, v, min, max, hidden.c_str(), flags); },
        [&] { return formatted(format, double(*v)); });
}

bool slider_int_with_value(Ui& ui, const char* id, Str tip_text, int* v, int min, int max,
                           const std::string& format, const std::string& widest,
                           ImGuiSliderFlags flags, float width) {
    const std::string hidden = "##" + format;
    return slider_then_value(
        ui, id, tip_text, widest, width,
        [&] { return ImGui::SliderInt(id, v, min, max, hidden.c_str(), flags); },
        [&] { return formatted(format.c_str(), *v); });
}

}  // namespace xq
