#include "game/text/message.h"

#include "game/text/detail_text.h"
#include "game/text/move_text.h"
#include "rules/position.h"

namespace xq {

std::string message_text(const Message& m) {
    std::string out = m.key == Str::COUNT ? "" : tr(m.key);
    for (const MessageArg& a : m.args) {
        switch (a.kind) {
            case MessageArg::Kind::TEXT:
                out += a.text;
                break;
            case MessageArg::Kind::STR:
                out += tr(a.str);
                break;
            case MessageArg::Kind::DETAIL:
                out += language() == Lang::ZH ? detail_in_chinese(a.text) : a.text;
                break;
            case MessageArg::Kind::MOVE: {
                Position before;
                if (before.set_fen(a.text) && before.is_legal(a.move))
                    out += move_label(before, a.move);
                break;
            }
        }
    }
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
