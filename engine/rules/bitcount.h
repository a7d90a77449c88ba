// Population count of the 9- and 10-bit line masks by table lookup: the default x86-64 target
// has no POPCNT instruction, and the library fallback showed up in profiles.
#pragma once

#include <array>
#include <cstdint>

namespace xq {

inline constexpr auto LINE_POPCOUNT = [] {
    std::array<uint8_t, 1024> t{};
    for (int i = 1; i < 1024; ++i) t[i] = uint8_t(t[i >> 1] + (i & 1));
    return t;
}();

// x must be below 1024 (one rank or file mask).
inline int line_popcount(unsigned x) {
    return LINE_POPCOUNT[x];
}

}  // namespace xq
