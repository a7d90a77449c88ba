// The network's small layers in WebAssembly SIMD (128-bit vectors), for nnue_eval.cpp when
// nnue_simd.h chooses them. They give the same integers as the portable loops: the bench's
// node count in the browser equals the native one (scripts/test-web.py checks it). The
// accumulator's additions are plain loops in nnue_eval.cpp that the compiler vectorises
// with -msimd128.
#pragma once

#include "eval/nnue_simd.h"

#ifdef XQ_NNUE_WASM
#include <wasm_simd128.h>

#include "eval/nnue_network.h"

namespace xq::nnue::wasm {

// The clipped ReLU of both halves of the accumulator (`us`: the side to move's, `them`), 16
// units a pass. The rounding add saturates instead of wrapping, which changes nothing: such a
// unit clips to QA either way. The narrowing clips to 0..255 and keeps the order.
inline void transform(const int16_t* us, const int16_t* them, uint8_t* out) {
    static_assert(L1 % 16 == 0 && FT_SHIFT == 2);
    const int16_t* halves[2] = {us, them};
    const v128_t half_step = wasm_i16x8_splat(1 << (FT_SHIFT - 1));
    const v128_t qa = wasm_u8x16_splat(QA);
    for (int h = 0; h < 2; ++h) {
        for (int i = 0; i < L1; i += 16) {
            const v128_t a = wasm_v128_load(halves[h] + i);
            const v128_t b = wasm_v128_load(halves[h] + i + 8);
            const v128_t ra = wasm_i16x8_shr(wasm_i16x8_add_sat(a, half_step), FT_SHIFT);
            const v128_t rb = wasm_i16x8_shr(wasm_i16x8_add_sat(b, half_step), FT_SHIFT);
            wasm_v128_store(out + h * L1 + i, wasm_u8x16_min(wasm_u8x16_narrow_i16x8(ra, rb), qa));
        }
    }
}

// The four lanes of each of a, b, c, d summed: {sum a, sum b, sum c, sum d}.
inline v128_t sum_lanes(v128_t a, v128_t b, v128_t c, v128_t d) {
    const v128_t ab =
        wasm_i32x4_add(wasm_i32x4_shuffle(a, b, 0, 1, 4, 5), wasm_i32x4_shuffle(a, b, 2, 3, 6, 7));
    const v128_t cd =
        wasm_i32x4_add(wasm_i32x4_shuffle(c, d, 0, 1, 4, 5), wasm_i32x4_shuffle(c, d, 2, 3, 6, 7));
    return wasm_i32x4_add(wasm_i32x4_shuffle(ab, cd, 0, 2, 4, 6),
                          wasm_i32x4_shuffle(ab, cd, 1, 3, 5, 7));
}

// The hidden layer of bucket b. WebAssembly SIMD has no byte-by-byte multiply-add: the inputs
// are widened to int16 once and multiplied by the int16 copy of the weights (dot: pairs of
// int16 products added into int32, exact). Four outputs a pass share the input loads.
inline void hidden(const Network& net, int b, const uint8_t* in, int32_t* sums) {
    static_assert((2 * L1) % 16 == 0 && L2 % 4 == 0);
    alignas(16) int16_t x[2 * L1];
    for (int i = 0; i < 2 * L1; i += 16) {
        const v128_t bytes = wasm_v128_load(in + i);
        wasm_v128_store(x + i, wasm_u16x8_extend_low_u8x16(bytes));
        wasm_v128_store(x + i + 8, wasm_u16x8_extend_high_u8x16(bytes));
    }
    for (int k = 0; k < L2; k += 4) {
        const int16_t* w = net.hidden_weights16 + (b * L2 + k) * 2 * L1;
        v128_t acc[4] = {wasm_i32x4_splat(0), wasm_i32x4_splat(0), wasm_i32x4_splat(0),
                         wasm_i32x4_splat(0)};
        for (int i = 0; i < 2 * L1; i += 8) {
            const v128_t a = wasm_v128_load(x + i);
            for (int j = 0; j < 4; ++j)
                acc[j] = wasm_i32x4_add(
                    acc[j], wasm_i32x4_dot_i16x8(a, wasm_v128_load(w + j * 2 * L1 + i)));
        }
        const v128_t bias = wasm_v128_load(net.hidden_bias + b * L2 + k);
        wasm_v128_store(sums + k, wasm_i32x4_add(bias, sum_lanes(acc[0], acc[1], acc[2], acc[3])));
    }
}

}  // namespace xq::nnue::wasm

#endif  // XQ_NNUE_WASM
