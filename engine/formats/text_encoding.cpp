#include "formats/text_encoding.h"

#include "platform/legacy_encoding.h"

namespace xq {

bool is_valid_utf8(std::string_view s) {
    for (size_t i = 0; i < s.size();) {
        const unsigned char b = s[i];
        const int extra = b < 0x80             ? 0
                          : (b & 0xE0) == 0xC0 ? 1
                          : (b & 0xF0) == 0xE0 ? 2
                          : (b & 0xF8) == 0xF0 ? 3
                                               : -1;
        if (extra < 0 || s.size() - i <= size_t(extra)) return false;  // truncated at the end
        char32_t c = extra == 0   ? b
                     : extra == 1 ? (b & 0x1F)
                     : extra == 2 ? (b & 0x0F)
                                  : (b & 0x07);
        for (int k = 1; k <= extra; ++k) {
            const unsigned char cont = s[i + k];
            if ((cont & 0xC0) != 0x80) return false;
            c = (c << 6) | (cont & 0x3F);
        }
        // Overlong forms, surrogates and values beyond Unicode are not UTF-8.
        static constexpr char32_t MIN_VALUE[] = {0, 0x80, 0x800, 0x10000};
        if (c < MIN_VALUE[extra] || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) return false;
        i += extra + 1;
    }
    return true;
}

bool convert_to_utf8(std::string_view in, const char* from, std::string& out) {
    return legacy_to_utf8(in, from, out) && is_valid_utf8(out);
}

bool text_to_utf8(std::string_view bytes, std::string& out, std::string* error) {
    auto starts_with = [&](std::string_view prefix) {
        return bytes.substr(0, prefix.size()) == prefix;
    };
    if (starts_with("\xEF\xBB\xBF")) bytes.remove_prefix(3);
    if (starts_with("\xFF\xFE") || starts_with("\xFE\xFF")) {
        const char* from = bytes[0] == '\xFF' ? "UTF-16LE" : "UTF-16BE";
        if (convert_to_utf8(bytes.substr(2), from, out)) return true;
        if (error) *error = "the text starts with a UTF-16 byte order mark but is not valid UTF-16";
        return false;
    }
    if (is_valid_utf8(bytes)) {
        out.assign(bytes);
        return true;
    }
    if (convert_to_utf8(bytes, "GB18030", out)) return true;
    if (error) *error = "the text is neither UTF-8 nor GB18030 (GBK) encoded";
    return false;
}

}  // namespace xq
