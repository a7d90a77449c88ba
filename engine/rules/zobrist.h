// Zobrist keys, generated at compile time from a fixed seed so keys are identical across runs.
#pragma once

#include <cstdint>

#include "rules/types.h"

namespace xq {

struct ZobristKeys {
    uint64_t piece_square[PIECE_NB][SQUARE_NB];
    uint64_t side;  // xored in when Black is to move
};

constexpr uint64_t splitmix64(uint64_t& state) {
    uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

constexpr ZobristKeys make_zobrist() {
    ZobristKeys z{};
    uint64_t state = 0x5851F42D4C957F2Dull;
    for (int p = 0; p < PIECE_NB; ++p)
        for (int s = 0; s < SQUARE_NB; ++s) z.piece_square[p][s] = splitmix64(state);
    z.side = splitmix64(state);
    return z;
}

inline constexpr ZobristKeys ZOBRIST = make_zobrist();

}  // namespace xq
