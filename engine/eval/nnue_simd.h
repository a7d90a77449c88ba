// Which vector instructions the network's inference is built with; the one place that decides.
//
// - XQ_NNUE_X86: x86-64 with GCC or Clang. SSE2 is always there; the AVX2 functions are
//   compiled for their own target and chosen at run time (nnue_eval.cpp).
// - XQ_NNUE_WASM: WebAssembly compiled with -msimd128 (the web build, cmake/web.cmake), the
//   128-bit kernels of nnue_wasm.h. Chosen at compile time: a module with SIMD instructions
//   does not load in a browser without them, so there is nothing to detect at run time.
// - Neither: the portable loops of nnue_eval.cpp.
#pragma once

#if defined(__x86_64__) && defined(__GNUC__)
#define XQ_NNUE_X86 1
#elif defined(__wasm_simd128__)
#define XQ_NNUE_WASM 1
#endif
