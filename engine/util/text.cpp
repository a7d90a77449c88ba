#include "util/text.h"

#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <string>

namespace xq {

namespace {

bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

char lower(char c) {
    return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
}

// The text after one optional sign, and whether that sign was '-'. from_chars takes no '+',
// and a second sign ("+-5", "--5") must not slip through to it.
std::string_view unsigned_part(std::string_view text, bool& negative) {
    negative = !text.empty() && text[0] == '-';
    if (!text.empty() && (text[0] == '+' || text[0] == '-')) text.remove_prefix(1);
    return text;
}

// The value of a text of decimal digits only (at least one); nullopt also on overflow.
std::optional<uint64_t> digits_value(std::string_view digits) {
    if (digits.empty() || digits[0] < '0' || digits[0] > '9') return std::nullopt;
    uint64_t value = 0;
    const char* end = digits.data() + digits.size();
    auto [stop, ec] = std::from_chars(digits.data(), end, value);
    if (ec != std::errc{} || stop != end) return std::nullopt;
    return value;
}

}  // namespace

std::string_view trim(std::string_view text) {
    while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
    while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
    return text;
}

std::vector<std::string> split(std::string_view text, char sep) {
    std::vector<std::string> fields;
    for (;;) {
        const size_t at = text.find(sep);
        fields.emplace_back(text.substr(0, at));
        if (at == std::string_view::npos) return fields;
        text.remove_prefix(at + 1);
    }
}

bool iequals(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i)
        if (lower(a[i]) != lower(b[i])) return false;
    return true;
}

std::string to_lower(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = lower(c);
    return out;
}

std::optional<int64_t> parse_int(std::string_view text, int64_t min, int64_t max) {
    bool negative = false;
    // The magnitude as unsigned, so that the most negative int64_t parses too.
    const std::optional<uint64_t> magnitude = digits_value(unsigned_part(text, negative));
    constexpr uint64_t MAX_POSITIVE = uint64_t(std::numeric_limits<int64_t>::max());
    if (!magnitude || *magnitude > MAX_POSITIVE + (negative ? 1 : 0)) return std::nullopt;
    const int64_t value = !negative                        ? int64_t(*magnitude)
                          : *magnitude == MAX_POSITIVE + 1 ? std::numeric_limits<int64_t>::min()
                                                           : -int64_t(*magnitude);
    if (value < min || value > max) return std::nullopt;
    return value;
}

std::optional<uint64_t> parse_uint(std::string_view text, uint64_t max) {
    if (!text.empty() && text[0] == '+') text.remove_prefix(1);
    const std::optional<uint64_t> value = digits_value(text);
    if (!value || *value > max) return std::nullopt;
    return value;
}

std::optional<double> parse_double(std::string_view text, double min, double max) {
    bool negative = false;
    const std::string_view number = unsigned_part(text, negative);
    // from_chars would also read "inf", "nan" and "infinity": only digits or a '.' may start.
    if (number.empty() || !((number[0] >= '0' && number[0] <= '9') || number[0] == '.'))
        return std::nullopt;
    double value = 0;
#if defined(_LIBCPP_VERSION) && _LIBCPP_VERSION < 170000
    // libc++ before 17 (emscripten's, for the browser build) has no floating-point from_chars:
    // strtod in the "C" locale, the only one that build has. Hexadecimal is not a number here.
    if (number.find_first_of("xX") != std::string_view::npos) return std::nullopt;
    const std::string copy(number);
    char* stop = nullptr;
    errno = 0;
    value = std::strtod(copy.c_str(), &stop);
    if (errno == ERANGE || stop != copy.c_str() + copy.size() || !std::isfinite(value))
        return std::nullopt;
#else
    const char* end = number.data() + number.size();
    auto [stop, ec] = std::from_chars(number.data(), end, value);
    if (ec != std::errc{} || stop != end || !std::isfinite(value)) return std::nullopt;
#endif
    if (negative) value = -value;
    if (!(value >= min && value <= max)) return std::nullopt;
    return value;
}

}  // namespace xq
