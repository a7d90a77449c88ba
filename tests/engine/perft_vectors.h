// Perft vectors shared by the perft and invariant tests: the reference counts of docs/perft.md
// (the chessprogramming wiki's Xiangqi list and Pikafish's counts for the same positions).
#pragma once

#include <cstdint>
#include <vector>

struct PerftVector {
    const char* fen;
    std::vector<uint64_t> counts;  // counts[d-1] = perft(d)
};

inline const std::vector<PerftVector>& perft_vectors() {
    static const std::vector<PerftVector> v = {
        {"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
         {44, 1920, 79666, 3290240}},
        {"1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
         {49, 2265, 100326, 4485547}},
        {"4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1", {13, 272, 3707, 92741}},
        {"2bak1b1r/4a4/2n4cn/p6C1/4pN3/P2N4R/4P1P1P/3CB4/4A2r1/c1BAKR3 w - - 0 1",
         {47, 1821, 83991, 3297645}},
        {"3k1a3/2P1aP3/4b1n2/8C/6b2/1R5R1/9/9/1rcpr4/3c1K3 w - - 0 1", {52, 1778, 78212, 2918354}},
        {"r3k4/9/4b4/9/9/9/9/4C4/4A4/4K4 b - - 0 1", {6, 114, 1854, 31215}},
        {"r1ea1a3/4kh3/2h1e4/pHp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2EAKAE2 w",
         {38, 1128, 43929, 1339047}},
        {"1ceak4/9/h2a5/2p1p3p/5cp2/2h2H3/6PCP/3AE4/2C6/3A1K1H1 w", {7, 281, 8620, 326201}},
        {"5a3/3k5/3aR4/9/5r3/5h3/9/3A1A3/5K3/2EC2E2 w", {25, 424, 9850, 202884}},
        {"CRH1k1e2/3ca4/4ea3/9/2hr5/9/9/4E4/4A4/4KA3 w", {28, 516, 14808, 395483}},
    };
    return v;
}
