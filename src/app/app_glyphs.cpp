// The font atlas holds the UI's own characters and the common simplified ones; the game's
// comments, tags and opening name (a Chinese game record may use any of thousands of characters)
// add what the atlas lacks as they appear, so that nothing is drawn as '?'. The atlas is built
// again only when a new character shows up (font_glyphs.h).
#include "app/app.h"
#include "app/font_glyphs.h"
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
    // Added when the font lacks them (asked for once); the atlas is made again before the next
    // frame (App::layout).
    if (ImGui::GetIO().Fonts->Fonts.Size > 0)
        glyphs_stale_ |= add_missing_glyphs(*ImGui::GetIO().Fonts->Fonts[0], text, wanted_glyphs_);
}

}  // namespace xq
