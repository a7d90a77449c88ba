// Text in a box at least a given number of lines high: the widgets below do not move while a
// message changes within that height. Longer text wraps onto more lines: a message is never cut.
// Lines break where Chinese allows it too (text_wrap.h), not only at spaces.
#include <algorithm>
#include <string>
#include <vector>

#include "ui/text_wrap.h"
#include "ui/ui.h"

namespace xq {

namespace {

std::vector<std::string> wrapped_lines(const std::string& text, float width) {
    ImFont* font = ImGui::GetFont();
    const float scale = ImGui::GetFontSize() / font->FontSize;
    return wrap_text(text, std::max(1.0f, width),
                     [&](char32_t c) { return font->GetCharAdvance(ImWchar(c)) * scale; });
}

}  // namespace

void text_box(const std::string& text, int min_lines, ImU32 colour, float width) {
    if (width <= 0) width = ImGui::GetContentRegionAvail().x;
    width = std::max(1.0f, width);
    const float line_h = ImGui::GetTextLineHeight();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const std::vector<std::string> lines =
        text.empty() ? std::vector<std::string>{} : wrapped_lines(text, width);
    ImDrawList* dl = ImGui::GetWindowDrawList();
    for (size_t i = 0; i < lines.size(); ++i)
        dl->AddText(ImVec2(at.x, at.y + line_h * float(i)), colour, lines[i].c_str());
    const size_t shown = std::max(lines.size(), size_t(std::max(min_lines, 0)));
    ImGui::Dummy(ImVec2(width, line_h * float(shown)));
}

void wrapped_text(const std::string& text, ImU32 colour) {
    text_box(text, 1, colour);
}

}  // namespace xq
