#include "ui/drawn_text.h"

#include <imgui.h>
#include <imgui_internal.h>  // ImTextStrToUtf8

#include <cmath>
#include <map>
#include <utility>

namespace xq {

namespace {

struct GlyphAt {
    unsigned int codepoint = 0;
    float x0 = 0, x1 = 0, y0 = 0, advance = 0, size = 0;  // in the font's own units
};

// Every visible glyph of every font in the atlas, by the texture coordinates of its top-left.
std::map<std::pair<float, float>, std::pair<GlyphAt, ImVec2>> atlas_glyphs() {
    std::map<std::pair<float, float>, std::pair<GlyphAt, ImVec2>> out;
    const ImFontAtlas* atlas = ImGui::GetIO().Fonts;
    for (const ImFont* font : atlas->Fonts)
        for (const ImFontGlyph& g : font->Glyphs)
            if (g.Visible)
                out[{g.U0, g.V0}] = {
                    GlyphAt{g.Codepoint, g.X0, g.X1, g.Y0, g.AdvanceX, font->FontSize},
                    ImVec2(g.U1, g.V1)};
    return out;
}

std::string utf8(unsigned int c) {
    const ImWchar one[2] = {ImWchar(c), 0};
    char text[8] = {};
    ImTextStrToUtf8(text, sizeof text, one, one + 1);
    return text;
}

}  // namespace

std::vector<std::string> drawn_text_lines(const ImDrawData* data) {
    if (!data) data = ImGui::GetDrawData();
    std::vector<std::string> lines;
    if (!data) return lines;
    const auto glyphs = atlas_glyphs();
    for (int l = 0; l < data->CmdListsCount; ++l) {
        const ImVector<ImDrawVert>& v = data->CmdLists[l]->VtxBuffer;
        std::string line;
        float next_pen = 0, baseline = 0, em = 0;
        bool open = false;
        // ImFont::RenderText writes each glyph as four vertices: top-left, top-right,
        // bottom-right, bottom-left, with the glyph's corners in the atlas as their coordinates.
        for (int i = 0; i + 3 < v.Size;) {
            const auto it = glyphs.find({v[i].uv.x, v[i].uv.y});
            if (it == glyphs.end() || v[i + 2].uv.x != it->second.second.x ||
                v[i + 2].uv.y != it->second.second.y || v[i + 1].uv.y != v[i].uv.y) {
                ++i;
                continue;
            }
            const GlyphAt& g = it->second.first;
            const float scale = g.x1 > g.x0 ? (v[i + 2].pos.x - v[i].pos.x) / (g.x1 - g.x0) : 1.0f;
            const float pen = v[i].pos.x - g.x0 * scale;
            const float base = v[i].pos.y - g.y0 * scale;
            // The same run of text: on the same baseline, at or a little after where the last
            // glyph's advance left the pen (a space between, less than an em).
            const float gap = pen - next_pen;
            const bool same = open && std::fabs(base - baseline) < 1.0f && gap > -1.0f && gap < em;
            if (!same) {
                if (open) lines.push_back(line);
                line.clear();
                open = true;
            } else if (gap > 1.0f) {
                line += ' ';
            }
            line += utf8(g.codepoint);
            next_pen = pen + g.advance * scale;
            baseline = base;
            em = g.size * scale;
            i += 4;
        }
        if (open) lines.push_back(line);
    }
    return lines;
}

}  // namespace xq
