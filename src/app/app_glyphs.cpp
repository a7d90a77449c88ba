// The font atlas holds the UI's own characters; the game's comments and tags (a Chinese game
// record has thousands of possible characters) are added as they appear, so that they are not
// drawn as '?'. The atlas is built again only when a new character shows up.
#include <imgui_impl_sdlrenderer.h>

#include "app/app.h"

namespace xq {

namespace {

void collect(const MoveLine& line, std::string& out) {
    for (const MoveNode& n : line) {
        out += n.comment_before;
        out += n.comment;
        for (const MoveLine& v : n.variations) collect(v, out);
    }
}

}  // namespace

void App::update_game_glyphs() {
    if (controller_->record_revision() == glyph_revision_) return;
    glyph_revision_ = controller_->record_revision();
    const Game& g = controller_->game();
    std::string text = g.start_comment();
    collect(g.tree(), text);
    for (const auto& [name, value] : g.tags()) text += name + value;
    bool added = false;
    for (size_t i = 0; i < text.size();) {
        const unsigned char b = static_cast<unsigned char>(text[i]);
        const size_t n = b < 0x80 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1;
        if (n > 1 && i + n <= text.size()) {
            const std::string ch = text.substr(i, n);
            if (game_glyphs_.find(ch) == std::string::npos) {
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
