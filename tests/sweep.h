// How much of a long sweep a test runs. The Release suite runs every case of a sweep (random
// games, shipped positions, depths); a sanitizer build runs 3-30 times slower, so there the sweeps
// take every SWEEP_STRIDE-th case: the same checks on a quarter of the sample, while the Release
// run still checks them all. CMake defines XQ_SANITIZED_BUILD in the sanitizer presets, and
// XQ_THREAD_SANITIZED_BUILD / XQ_ADDRESS_SANITIZED_BUILD for which one.
//
// ThreadSanitizer checks how threads meet, at 5-15 times the cost of every instruction. A long
// test whose work runs on one thread, or whose threads a lighter test already takes through the
// same code, is left out of the TSan build with `TEST_CASE("…" * test::not_under_tsan())` and
// the reason beside it; the Release and ASan runs still take it (docs/testing.md).
#pragma once

#include <doctest/doctest.h>

namespace xq::test {

#ifdef XQ_THREAD_SANITIZED_BUILD
inline constexpr bool THREAD_SANITIZED = true;
#else
inline constexpr bool THREAD_SANITIZED = false;
#endif

// A decorator: the case is not listed, so not run, in a ThreadSanitizer build.
inline doctest::skip not_under_tsan() {
    return doctest::skip(THREAD_SANITIZED);
}

#ifdef XQ_SANITIZED_BUILD
inline constexpr bool SANITIZED = true;
inline constexpr int SWEEP_STRIDE = 4;
#else
inline constexpr bool SANITIZED = false;
inline constexpr int SWEEP_STRIDE = 1;
#endif

// A decorator: the case is not listed, so not run, in a sanitizer build. For a test that kills
// processes and checks the files they leave: a process killed with SIGKILL reports nothing to
// its sanitizer, which would only slow it down (the Release run takes the case).
inline doctest::skip not_under_sanitizers() {
    return doctest::skip(SANITIZED);
}

// Whether the index-th case of a sweep runs in this build.
constexpr bool sweep_takes(int index) {
    return index % SWEEP_STRIDE == 0;
}

}  // namespace xq::test
