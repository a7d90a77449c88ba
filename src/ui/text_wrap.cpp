#include "ui/text_wrap.h"

namespace xq {

namespace {

// One UTF-8 character at `s` (of `n` bytes left): its code point and length.
char32_t decode(const char* s, size_t n, size_t& len) {
    const auto b = static_cast<unsigned char>(s[0]);
    len = b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4;
    if (len > n) len = 1;
    if (len == 1) return b;
    char32_t c = b & (0xFF >> (len + 1));
    for (size_t i = 1; i < len; ++i) c = (c << 6) | (static_cast<unsigned char>(s[i]) & 0x3F);
    return c;
}

bool wide(char32_t c) {  // CJK characters and their punctuation
    return c >= 0x2E80;
}
bool no_break_before(char32_t c) {
    for (char32_t p : U"，。；：、！？）」』》〉”’…·%,.;:!?)")
        if (c == p) return true;
    return false;
}
bool no_break_after(char32_t c) {
    for (char32_t p : U"（「『《〈“‘(")
        if (c == p) return true;
    return false;
}

}  // namespace

std::vector<std::string> wrap_text(const std::string& text, float width,
                                   const std::function<float(char32_t)>& advance) {
    std::vector<std::string> lines;
    std::string line;
    float line_w = 0;
    size_t last_break = std::string::npos;  // in `line`: where it may end
    float width_at_break = 0;
    char32_t prev = 0;
    auto finish = [&](size_t at) {
        std::string rest = line.substr(at);
        line.resize(at);
        while (!line.empty() && line.back() == ' ') line.pop_back();
        lines.push_back(line);
        size_t skip = 0;
        while (skip < rest.size() && rest[skip] == ' ') ++skip;
        line = rest.substr(skip);
        line_w = 0;
        for (size_t i = 0, len = 0; i < line.size(); i += len)
            line_w += advance(decode(line.data() + i, line.size() - i, len));
        last_break = std::string::npos;
    };
    for (size_t i = 0, len = 0; i < text.size(); i += len) {
        const char32_t c = decode(text.data() + i, text.size() - i, len);
        if (c == '\n') {
            finish(line.size());
            prev = 0;
            continue;
        }
        // A break may come before this character: after a space, or between wide characters.
        if (!line.empty() && !no_break_before(c) && !no_break_after(prev) &&
            (prev == ' ' || (c != ' ' && (wide(c) || wide(prev)))))
            last_break = line.size(), width_at_break = line_w;
        const float w = advance(c);
        if (c != ' ' && line_w + w > width && !line.empty()) {
            if (last_break != std::string::npos && width_at_break > 0)
                finish(last_break);
            else
                finish(line.size());  // one word wider than the line
        }
        line.append(text, i, len);
        line_w += w;
        prev = c;
    }
    if (!line.empty() || lines.empty()) lines.push_back(line);
    return lines;
}

}  // namespace xq
