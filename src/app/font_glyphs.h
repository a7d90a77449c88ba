// The font atlas holds only the characters we know we need (a full CJK atlas would cost tens of
// megabytes): our own words, the common simplified characters, and what players bring in —
// names, events and comments of a loaded game, text typed into a field. This finds the
// characters the font cannot draw yet, so that the atlas is made again with them.
#pragma once

#include <imgui.h>

#include <string>
#include <string_view>

namespace xq {

// The characters the panels draw beyond the string table (i18n.h): notation in both scripts,
// full-width digits, results, score bounds (≥ ≤), arrows, marks and separators. Every
// character of a string the UI shows must be in the font's ranges (a test reads the sources).
const char* symbol_glyphs();

// Appends to `wanted` (UTF-8) every character of `utf8` that `font` has no glyph for and that
// `wanted` does not hold yet. Returns whether it added any (then the atlas should be rebuilt
// with `wanted`). A character the font file lacks stays missing but is asked for only once.
bool add_missing_glyphs(const ImFont& font, std::string_view utf8, std::string& wanted);
// The same for the characters typed this frame (io.InputQueueCharacters).
bool add_missing_glyphs(const ImFont& font, const ImVector<ImWchar>& typed, std::string& wanted);

}  // namespace xq
