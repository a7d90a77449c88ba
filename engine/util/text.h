// Small text and number helpers for every layer: trimming, splitting, case, and strict number
// parsing. Pure functions; this folder includes nothing else of the project, so the engine, the
// game layer, the tools and the tests can all use it.
#pragma once

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace xq {

// `text` without leading and trailing ASCII white space (space, tab, CR, LF, VT, FF).
std::string_view trim(std::string_view text);

// The fields between the separators, empty ones included: "a;;b" gives {"a", "", "b"}, and ""
// gives {""}, so a caller can count fields exactly.
std::vector<std::string> split(std::string_view text, char sep);

bool iequals(std::string_view a, std::string_view b);  // ASCII case-insensitive
constexpr bool is_digit(char c) {                      // ASCII '0'..'9', whatever the locale
    return c >= '0' && c <= '9';
}
std::string to_lower(std::string_view text);  // ASCII letters only

// A decimal integer in [min, max] and nothing else: an optional '+' or '-', then digits ("12",
// "+3", "-007"). No white space, no other characters; overflow is out of range. nullopt otherwise.
std::optional<int64_t> parse_int(std::string_view text,
                                 int64_t min = std::numeric_limits<int64_t>::min(),
                                 int64_t max = std::numeric_limits<int64_t>::max());

// A decimal whole number in [0, max] and nothing else: an optional '+', then digits. The whole
// uint64_t range, which parse_int cannot hold ("18446744073709551615"). nullopt otherwise.
std::optional<uint64_t> parse_uint(std::string_view text,
                                   uint64_t max = std::numeric_limits<uint64_t>::max());

// A finite decimal number in [min, max] and nothing else: an optional sign, digits with an
// optional '.' and exponent ("2", "-0.5", "1e3"). Never "inf", "nan", hexadecimal or white
// space; the same in every locale. nullopt otherwise.
std::optional<double> parse_double(std::string_view text,
                                   double min = std::numeric_limits<double>::lowest(),
                                   double max = std::numeric_limits<double>::max());

}  // namespace xq
