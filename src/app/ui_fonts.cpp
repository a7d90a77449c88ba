#include "app/ui_fonts.h"

#include <algorithm>

#include "app/font_glyphs.h"
#include "app/resource_paths.h"
#include "formats/handicap.h"
#include "formats/opening_name.h"
#include "game/text/detail_text.h"
#include "game/text/i18n.h"

namespace xq {

namespace {

constexpr float FONT_SIZE = 17;  // the body text at UI scale 1, in window coordinates
constexpr const char* OPENING_NAME_GLYPHS =
    "一三中二五人仕他仙八兵其列卒单反宫对局屏平底开指提步炮相虎角象起路过进顺风飞马";

void collect_comments(const MoveLine& line, std::string& out) {
    for (const MoveNode& n : line) {
        out += n.comment_before;
        out += n.comment;
        for (const MoveLine& v : n.variations) collect_comments(v, out);
    }
}

ImFont* body_font() {
    ImGuiIO& io = ImGui::GetIO();
    return io.Fonts->Fonts.empty() ? nullptr : io.Fonts->Fonts[0];
}

}  // namespace

const char* opening_name_glyphs() {
    return OPENING_NAME_GLYPHS;
}

bool UiFonts::build(float ui_scale, float density) {
    ui_scale_ = ui_scale;
    density_ = density;
    missing_ = false;
    const std::string font_path = ui_font_path();
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    ImFontGlyphRangesBuilder builder;
    builder.AddRanges(io.Fonts->GetGlyphRangesDefault());
    builder.AddText(all_ui_text().c_str());
    builder.AddText(symbol_glyphs());
    builder.AddText(OPENING_NAME_GLYPHS);
    builder.AddText(detail_glyphs());
    for (const HandicapInfo& h : all_handicaps()) {
        builder.AddText(h.chinese);
        builder.AddText(h.english);
    }
    headline_ranges_.clear();
    builder.BuildRanges(&headline_ranges_);
    // The body text also shows what players write. Dear ImGui's 2,500 common simplified
    // characters cover nearly all of it (the headline face keeps the small set: it shows only
    // our own words); the rest are added as they come.
    builder.AddRanges(io.Fonts->GetGlyphRangesChineseSimplifiedCommon());
    builder.AddText(wanted_.c_str());
    body_ranges_.clear();
    builder.BuildRanges(&body_ranges_);
    const float pixels = std::max(1.0f, density);
    ImFontConfig config;
    config.OversampleH = 2;
    config.OversampleV = 1;
    if (!io.Fonts->AddFontFromFileTTF(font_path.c_str(), FONT_SIZE * ui_scale * pixels, &config,
                                      body_ranges_.Data))
        return false;
    // A large face for headlines: scaling the small one up would blur it.
    if (!io.Fonts->AddFontFromFileTTF(font_path.c_str(), FONT_SIZE * 1.6f * ui_scale * pixels,
                                      &config, headline_ranges_.Data))
        return false;
    // The clocks' digits, larger still: a few glyphs, so a small atlas.
    static const ImWchar CLOCK_GLYPHS[] = {0x20, 0x3a, 0};  // space .. ':'
    if (!io.Fonts->AddFontFromFileTTF(font_path.c_str(), FONT_SIZE * 2.3f * ui_scale * pixels,
                                      &config, CLOCK_GLYPHS))
        return false;
    io.FontGlobalScale = 1.0f / pixels;
    return io.Fonts->Build();
}

void UiFonts::want_typed(const ImVector<ImWchar>& typed) {
    if (const ImFont* body = body_font()) missing_ |= add_missing_glyphs(*body, typed, wanted_);
}

void UiFonts::want_game_text(const Controller& c) {
    if (c.record_revision() == seen_revision_) return;
    seen_revision_ = c.record_revision();
    const Game& g = c.game();
    std::string text = g.start_comment();
    collect_comments(g.tree(), text);
    for (const auto& [name, value] : g.tags()) text += name + value;
    // The opening's name shown above the move list.
    if (!g.tree().empty() && g.start_fen() == Position().fen())
        text += opening_name(g.main_line()).chinese;
    if (const ImFont* body = body_font()) missing_ |= add_missing_glyphs(*body, text, wanted_);
}

void UiFonts::want_text(const std::string& text) {
    if (const ImFont* body = body_font()) missing_ |= add_missing_glyphs(*body, text, wanted_);
}

}  // namespace xq
