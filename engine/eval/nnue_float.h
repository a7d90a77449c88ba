// The network in floating point, as the trainer (tools/train_nnue.cpp) learns it: its forward
// pass on a position (the reference the integer inference is checked against) and its
// quantisation into the engine's Network.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "eval/nnue_network.h"
#include "rules/position.h"

namespace xq::nnue {

struct FloatNetwork {
    std::vector<float> ft_weights = std::vector<float>(size_t(FEATURES) * L1);  // [feature][L1]
    std::vector<float> ft_bias = std::vector<float>(L1);
    // The small layers, BUCKETS copies: [bucket][L2][2 L1], [bucket][L2], [bucket][L2], [bucket].
    std::vector<float> hidden_weights = std::vector<float>(size_t(BUCKETS) * L2 * 2 * L1);
    std::vector<float> hidden_bias = std::vector<float>(size_t(BUCKETS) * L2);
    std::vector<float> out_weights = std::vector<float>(size_t(BUCKETS) * L2);
    std::vector<float> out_bias = std::vector<float>(BUCKETS);
    float cp_per_unit = 400;  // the K of training: centipawns = K * output

    // Every parameter in one order (the trainer's optimiser and checkpoints walk them).
    template <class F>
    void for_each_tensor(F&& f) {
        f(ft_weights.data(), ft_weights.size());
        f(ft_bias.data(), ft_bias.size());
        f(hidden_weights.data(), hidden_weights.size());
        f(hidden_bias.data(), hidden_bias.size());
        f(out_weights.data(), out_weights.size());
        f(out_bias.data(), out_bias.size());
    }
};

// The output (in units of cp_per_unit centipawns) from the side to move's view.
float forward(const FloatNetwork& net, const Position& pos);
inline float forward_centipawns(const FloatNetwork& net, const Position& pos) {
    return forward(net, pos) * net.cp_per_unit;
}

// Rounds to the integer network; weights beyond the integer ranges are clipped, and *clipped
// (when given) counts them.
std::unique_ptr<Network> quantise(const FloatNetwork& net, size_t* clipped = nullptr);
// The integer weights back in floating point: quantise(dequantise(n)) gives n again, so a
// shipped file can seed further training when its checkpoint is gone.
FloatNetwork dequantise(const Network& net);

}  // namespace xq::nnue
