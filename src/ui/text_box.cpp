// Text in a box of a fixed number of lines: the widgets below never move when a message gets
// longer or shorter. Text that does not fit ends in an ellipsis, and the whole of it shows in a
// tooltip.
#include <string>
#include <vector>

#include "ui/ui.h"

namespace xq {

namespace {

// The wrapped lines of `text` at `width` (explicit line breaks kept), as [begin, end) pairs.
std::vector<std::pair<const char*, const char*>> wrap_lines(const std::string& text, float width,
                                                            size_t max_lines) {
    std::vector<std::pair<const char*, const char*>> lines;
    ImFont* font = ImGui::GetFont();
    const float scale = ImGui::GetFontSize() / font->FontSize;
    const char* s = text.c_str();
    const char* end = s + text.size();
    while (s < end && lines.size() <= max_lines) {
        const char* para_end = s;
        while (para_end < end && *para_end != '\n') ++para_end;
        const char* p = s;
        do {
            const char* eol = font->CalcWordWrapPositionA(scale, p, para_end, width);
            if (eol == p) eol = p + 1;  // one glyph wider than the box: take it anyway
            lines.emplace_back(p, eol);
            p = eol;
            while (p < para_end && *p == ' ') ++p;
        } while (p < para_end && lines.size() <= max_lines);
        s = para_end < end ? para_end + 1 : end;
    }
    return lines;
}

}  // namespace

void text_box(const std::string& text, int max_lines, ImU32 colour, float width) {
    if (width <= 0) width = ImGui::GetContentRegionAvail().x;
    width = std::max(1.0f, width);
    const float line_h = ImGui::GetTextLineHeight();
    const ImVec2 at = ImGui::GetCursorScreenPos();
    auto lines = wrap_lines(text, width, size_t(max_lines));
    const bool cut = lines.size() > size_t(max_lines);
    if (cut) lines.resize(size_t(max_lines));
    ImDrawList* dl = ImGui::GetWindowDrawList();
    for (size_t i = 0; i < lines.size(); ++i) {
        std::string line(lines[i].first, lines[i].second);
        if (cut && i + 1 == lines.size()) {
            // Room for the ellipsis: drop characters (whole UTF-8 sequences) until it fits.
            const char* ellipsis = "…";
            while (!line.empty() && ImGui::CalcTextSize((line + ellipsis).c_str()).x > width) {
                line.pop_back();
                while (!line.empty() && (static_cast<unsigned char>(line.back()) & 0xC0) == 0x80)
                    line.pop_back();
                if (!line.empty() && static_cast<unsigned char>(line.back()) >= 0xC0)
                    line.pop_back();
            }
            line += ellipsis;
        }
        dl->AddText(ImVec2(at.x, at.y + line_h * float(i)), colour, line.c_str());
    }
    ImGui::Dummy(ImVec2(width, line_h * float(max_lines)));
    if (cut && ImGui::IsItemHovered()) {
        ImGui::BeginTooltip();
        ImGui::PushTextWrapPos(ImGui::GetFontSize() * 30);
        ImGui::TextUnformatted(text.c_str());
        ImGui::PopTextWrapPos();
        ImGui::EndTooltip();
    }
}

}  // namespace xq
