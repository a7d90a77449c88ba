// The reader of the app's "key = value" text files (settings.ini, puzzles.ini). It knows the
// syntax, not the keys: blank lines and lines starting with '#' are skipped, a line is split at
// its first '=', and key and value are trimmed. A UTF-8 byte order mark and CRLF line ends are
// accepted. What is not a pair is reported as a bad line with its number. Only the first
// KEY_VALUE_MAX_BYTES bytes and KEY_VALUE_MAX_LINES lines are read, so a damaged or hostile file
// costs little; the line where reading stopped is reported as bad.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace xq {

constexpr size_t KEY_VALUE_MAX_BYTES = size_t(1) << 20;
constexpr int KEY_VALUE_MAX_LINES = 10000;
constexpr size_t KEY_VALUE_MAX_BAD_KEPT = 16;  // bad lines kept with their text; all are counted

struct KeyValueLine {
    int number = 0;     // the line's number in the file, from 1
    std::string key;    // trimmed, never empty
    std::string value;  // trimmed, may be empty
    std::string text;   // the whole line, trimmed, for messages about it
};

struct BadLine {
    int number = 0;
    std::string text;  // the line, trimmed (at most 256 bytes of it)
    std::string why;   // e.g. "expected key = value"
};

struct KeyValueText {
    std::vector<KeyValueLine> pairs;  // in file order
    std::vector<BadLine> bad;         // the first KEY_VALUE_MAX_BAD_KEPT bad lines, in file order
    size_t bad_count = 0;             // every bad line, kept or not
};

KeyValueText read_key_values(std::string_view text);

}  // namespace xq
