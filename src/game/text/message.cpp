#include "game/text/message.h"

#include <vector>

#include "game/text/detail_text.h"
#include "game/text/move_text.h"
#include "rules/position.h"

namespace xq {

std::string message_text(const Message& m) {
    std::vector<std::string> args;
    for (const MessageArg& a : m.args) {
        std::string text;
        switch (a.kind) {
            case MessageArg::Kind::TEXT:
                text = a.text;
                break;
            case MessageArg::Kind::STR:
                text = tr(a.str);
                break;
            case MessageArg::Kind::DETAIL:
                text = language() == Lang::ZH ? detail_in_chinese(a.text) : a.text;
                break;
            case MessageArg::Kind::MOVE: {
                Position before;
                if (before.set_fen(a.text) && before.is_legal(a.move))
                    text = move_label(before, a.move);
                break;
            }
        }
        args.push_back(std::move(text));
    }
    // A text with places for its arguments (%1 .. %9) takes them there, so that each language
    // puts them where its grammar wants; any other text is followed by them.
    const std::string pattern = m.key == Str::COUNT ? "" : tr(m.key);
    std::string out;
    bool placed = false;
    for (size_t i = 0; i < pattern.size(); ++i) {
        const char next = i + 1 < pattern.size() ? pattern[i + 1] : '\0';
        if (pattern[i] == '%' && next >= '1' && next <= '9') {
            placed = true;
            if (size_t(next - '1') < args.size()) out += args[size_t(next - '1')];
            ++i;
        } else {
            out += pattern[i];
        }
    }
    if (!placed)
        for (const std::string& a : args) out += a;
    return out;
}

std::string printable_excerpt(const std::string& text, size_t max_chars) {
    std::string out;
    size_t chars = 0, i = 0;
    auto hex = [&](unsigned char c) {
        static const char* DIGITS = "0123456789ABCDEF";
        out += "\\x";
        out += DIGITS[c >> 4];
        out += DIGITS[c & 15];
    };
    while (i < text.size() && chars < max_chars) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        // The length of a well-formed UTF-8 sequence starting here (0: not one).
        size_t n = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
        if (n > 1 && i + n <= text.size()) {
            for (size_t k = 1; k < n; ++k)
                if ((static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80) n = 0;
        } else if (n > 1) {
            n = 0;
        }
        if (n == 0 || (n == 1 && (c < 0x20 || c == 0x7F))) {
            hex(c);
            ++i;
        } else {
            out.append(text, i, n);
            i += n;
        }
        ++chars;
    }
    if (i < text.size()) out += "…";
    return out;
}

}  // namespace xq
