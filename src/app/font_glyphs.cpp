#include "app/font_glyphs.h"

#include <imgui_internal.h>  // ImTextCharFromUtf8, ImTextStrToUtf8

namespace xq {

const char* symbol_glyphs() {
    return "一二三四五六七八九十１２３４５６７８９０進进退平前中後后帥帅仕士相象傌馬马俥車车炮砲包"
           "兵卒將将红紅黑胜勝负負和楚河漢汉界…←→↑↓≈≤≥±–—·«»“”（）：，。";
}

bool add_missing_glyphs(const ImFont& font, std::string_view utf8, std::string& wanted) {
    bool added = false;
    const char* p = utf8.data();
    const char* end = p + utf8.size();
    while (p < end) {
        unsigned int c = 0;
        const char* start = p;
        p += ImTextCharFromUtf8(&c, p, end);
        if (p == start) break;  // cannot happen for a non-empty range; never loop forever
        if (c < 0x80 || c > 0xFFFF) continue;  // ASCII is always there; ImWchar is 16-bit
        if (font.FindGlyphNoFallback(ImWchar(c))) continue;
        const std::string ch(start, p);
        if (wanted.find(ch) != std::string::npos) continue;
        wanted += ch;
        added = true;
    }
    return added;
}

bool add_missing_glyphs(const ImFont& font, const ImVector<ImWchar>& typed, std::string& wanted) {
    bool added = false;
    for (ImWchar c : typed) {
        const ImWchar one[2] = {c, 0};
        char utf8[8] = {};
        ImTextStrToUtf8(utf8, sizeof utf8, one, one + 1);
        added |= add_missing_glyphs(font, utf8, wanted);
    }
    return added;
}

}  // namespace xq
