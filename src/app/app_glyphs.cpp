// The font atlas holds the UI's own characters; the game's comments, tags and opening name (a
// Chinese game record has thousands of possible characters) are added as they appear, so that they
// are not drawn as '?'. The atlas is built again only when a new character shows up.
#include <imgui_impl_sdlrenderer.h>

#include "app/app.h"
#include "formats/opening_name.h"

namespace xq {

namespace {

// Every character of the opening names (engine/formats/opening_name.cpp; a test checks it): in
// the atlas from the start, so that the first moves of a game never build it again.
constexpr const char* OPENING_NAME_GLYPHS =
    "一三中二五人仕他仙八兵其列卒单反宫对局屏平底开指提步炮相虎角象起路过进顺风飞马";

void collect(const MoveLine& line, std::string& out) {
    for (const MoveNode& n : line) {
        out += n.comment_before;
        out += n.comment;
        for (const MoveLine& v : n.variations) collect(v, out);
    }
}

}  // namespace

const char* opening_name_glyphs() {
    return OPENING_NAME_GLYPHS;
}

void App::update_game_glyphs() {
    if (controller_->record_revision() == glyph_revision_) return;
    glyph_revision_ = controller_->record_revision();
    const Game& g = controller_->game();
    std::string text = g.start_comment();
    collect(g.tree(), text);
    for (const auto& [name, value] : g.tags()) text += name + value;
    // The opening's name shown above the list (its characters are there from the start).
    if (!g.tree().empty() && g.start_fen() == Position().fen())
        text += opening_name(g.main_line()).chinese;
    const ImFont* font =
        ImGui::GetIO().Fonts->Fonts.Size > 0 ? ImGui::GetIO().Fonts->Fonts[0] : nullptr;
    bool added = false;
    for (size_t i = 0; i < text.size();) {
        const unsigned char b = static_cast<unsigned char>(text[i]);
        const size_t n = b < 0x80 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1;
        if (n > 1 && i + n <= text.size()) {
            char32_t cp = b & (0xFF >> (n + 1));
            for (size_t k = 1; k < n; ++k) cp = (cp << 6) | (text[i + k] & 0x3F);
            const std::string ch = text.substr(i, n);
            // Asked for once (a character the font file lacks is not asked for again).
            if (cp <= 0xFFFF && game_glyphs_.find(ch) == std::string::npos &&
                (!font || !font->FindGlyphNoFallback(ImWchar(cp)))) {
                game_glyphs_ += ch;
                added = true;
            }
        }
        i += n;
    }
    if (!added) return;
    if (load_fonts())
        ImGui_ImplSDLRenderer_DestroyFontsTexture();  // made again in the next NewFrame
    redraw_ = true;
}

}  // namespace xq
