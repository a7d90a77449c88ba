#include "game/files/key_value_reader.h"

#include "util/text.h"

namespace xq {

namespace {

constexpr size_t MAX_BAD_TEXT = 256;  // bytes of a bad line kept for its message

void add_bad(KeyValueText& out, int number, std::string_view line, const char* why) {
    if (out.bad.size() < KEY_VALUE_MAX_BAD_KEPT)
        out.bad.push_back({number, std::string(line.substr(0, MAX_BAD_TEXT)), why});
    ++out.bad_count;
}

}  // namespace

KeyValueText read_key_values(std::string_view text) {
    KeyValueText out;
    // A byte order mark, as some editors write one, is not part of the first key.
    if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
    // Nothing past the limit is looked at, not even to find the end of a line.
    const std::string_view window = text.substr(0, KEY_VALUE_MAX_BYTES + 1);
    size_t start = 0;
    for (int number = 1; start < text.size(); ++number) {
        const size_t newline = window.find('\n', start);
        const size_t end = newline == std::string_view::npos ? text.size() : newline;
        const std::string_view line = trim(window.substr(start, end - start));
        // Reading stops before a line that crosses a limit, not inside it: a cut line could
        // read as another, valid value.
        if (number > KEY_VALUE_MAX_LINES || end > KEY_VALUE_MAX_BYTES) {
            add_bad(out, number, line, "not read: the file is too long");
            break;
        }
        start = end + 1;
        if (line.empty() || line[0] == '#') continue;
        const size_t eq = line.find('=');
        const std::string_view key = eq == std::string_view::npos ? "" : trim(line.substr(0, eq));
        if (key.empty()) {
            add_bad(out, number, line, "expected key = value");
            continue;
        }
        out.pairs.push_back(
            {number, std::string(key), std::string(trim(line.substr(eq + 1))), std::string(line)});
    }
    return out;
}

}  // namespace xq
