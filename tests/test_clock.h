// Wall time in tests that check how long something took.
#pragma once

#include <chrono>

namespace xq::test {

inline double seconds_since(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace xq::test
