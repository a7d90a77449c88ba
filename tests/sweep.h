// How much of a long sweep a test runs. The Release suite runs every case of a sweep (random
// games, shipped positions, depths); a sanitizer build runs 3-30 times slower, so there the sweeps
// take every SWEEP_STRIDE-th case: the same checks on a quarter of the sample, while the Release
// run still checks them all. CMake defines XQ_SANITIZED_BUILD in the sanitizer presets.
#pragma once

namespace xq::test {

#ifdef XQ_SANITIZED_BUILD
inline constexpr bool SANITIZED = true;
inline constexpr int SWEEP_STRIDE = 4;
#else
inline constexpr bool SANITIZED = false;
inline constexpr int SWEEP_STRIDE = 1;
#endif

// Whether the index-th case of a sweep runs in this build.
constexpr bool sweep_takes(int index) {
    return index % SWEEP_STRIDE == 0;
}

}  // namespace xq::test
