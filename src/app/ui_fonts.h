// The panel's fonts: one Dear ImGui atlas with the body face, a large face for headlines (the game
// result) and larger digits for the clocks, rasterised at the UI scale and at the display's pixel
// density so text stays sharp on HiDPI screens (a scaled atlas would blur).
//
// The atlas holds only the characters the UI can show (a full CJK atlas would cost tens of
// megabytes): every string of the table, the notation, the handicap and opening names, Dear
// ImGui's common simplified characters, and what players bring in: names, events and comments of
// a loaded game and text typed into a field. Those are added as they turn up (font_glyphs.h), and
// the atlas is built again before the next frame, so nothing is drawn as '?'.
#pragma once

#include <imgui.h>

#include <cstdint>
#include <string>

#include "game/controller.h"

namespace xq {

class UiFonts {
  public:
    // Builds the atlas from the UI font file for this UI scale and density (renderer pixels per
    // window coordinate). False when the font cannot be loaded.
    bool build(float ui_scale, float density);
    // The atlas must be built again: the scale or the density changed, or characters it lacks
    // turned up.
    bool stale(float ui_scale, float density) const {
        return ui_scale != ui_scale_ || density != density_ || missing_;
    }
    // The characters typed this frame (io.InputQueueCharacters) that the atlas lacks.
    void want_typed(const ImVector<ImWchar>& typed);
    // The characters of the game's record (comments, tags, the opening's name) that the atlas
    // lacks; the record is read again only when it changed.
    void want_game_text(const Controller& c);
    // The characters of `text` that the atlas lacks (names of the shipped collections).
    void want_text(const std::string& text);

  private:
    float ui_scale_ = 0, density_ = 0;  // what the atlas was built for
    std::string wanted_;                // characters players brought in (UTF-8)
    bool missing_ = false;              // wanted_ grew since the atlas was built
    uint64_t seen_revision_ = ~uint64_t(0);
    // Glyph ranges: Dear ImGui reads them for as long as the fonts live.
    ImVector<ImWchar> headline_ranges_, body_ranges_;
};

// The characters of every opening name (engine/formats/opening_name.cpp; a test checks the
// list): in the atlas from the start, so that the first moves of a game never build it again.
const char* opening_name_glyphs();

}  // namespace xq
