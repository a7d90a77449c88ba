// The engine's invariant checks.
//
// XQ_ASSERT(condition) states something the engine's own code guarantees (a move made is
// pseudo-legal, a search window is open, a hash entry holds a score in range). It is checked
// where NDEBUG is not defined, in Debug builds and in every sanitizer build (CMakeLists.txt
// undefines NDEBUG there), and compiles to nothing in Release, where the search must not pay for
// it. A failed check prints where and what on stderr and aborts: it is a bug in the engine,
// never bad input, which is refused with a message before it reaches these.
//
// SLOW_ASSERTS guards checks that cost as much as the work they check, such as recomputing every
// hash key after each move or refreshing an NNUE accumulator from scratch: only with the CMake
// option XQ_SLOW_ASSERTS in a build that checks at all. Use them as
// `if constexpr (SLOW_ASSERTS) XQ_ASSERT(...);` so that they compile to nothing otherwise.
#pragma once

#include <cstdio>
#include <cstdlib>

namespace xq {

#ifdef NDEBUG
inline constexpr bool ASSERTS = false;
#else
inline constexpr bool ASSERTS = true;
#endif

#if defined(XQ_SLOW_ASSERTS) && !defined(NDEBUG)
inline constexpr bool SLOW_ASSERTS = true;
#else
inline constexpr bool SLOW_ASSERTS = false;
#endif

[[noreturn]] inline void invariant_failed(const char* what, const char* file, int line) {
    std::fprintf(stderr, "%s:%d: invariant failed: %s\n", file, line, what);
    std::fflush(stderr);
    std::abort();
}

}  // namespace xq

#ifdef NDEBUG
// Not evaluated, but still compiled: a check cannot rot unseen, and the names it uses do not
// become "unused" in Release.
#define XQ_ASSERT_MSG(condition, message) static_cast<void>(sizeof(!(condition)))
#else
// `message` is a C string, evaluated only when the check fails.
#define XQ_ASSERT_MSG(condition, message) \
    ((condition) ? static_cast<void>(0) : ::xq::invariant_failed((message), __FILE__, __LINE__))
#endif
#define XQ_ASSERT(condition) XQ_ASSERT_MSG(condition, #condition)
