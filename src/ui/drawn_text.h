// The text ImGui drew in the last frame, read back from its draw data: each glyph's quad is
// found by its place in the font atlas (its texture coordinates), and glyphs are put back
// together into words and lines by where they stand. Every text a player can see comes through
// here whatever drew it (labels, buttons, tables, combos, tooltips, popups, the panels' own
// draw-list text), so a test can look at all of it without hooks in each panel. Glyphs cut by a
// clip rectangle (their texture coordinates changed) are left out; spaces are inferred from the
// gaps between glyphs.
#pragma once

#include <string>
#include <vector>

struct ImDrawData;

namespace xq {

// The runs of text drawn, one per line of text, in drawing order. Reads ImGui::GetDrawData()
// when `data` is null (valid after a frame until the next one begins).
std::vector<std::string> drawn_text_lines(const ImDrawData* data = nullptr);

}  // namespace xq
