#include "eval/nnue_float.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "eval/nnue_eval.h"

namespace xq::nnue {

float forward(const FloatNetwork& net, const Position& pos) {
    std::vector<float> acc[2] = {net.ft_bias, net.ft_bias};
    for (Square s = 0; s < SQUARE_NB; ++s) {
        const Piece p = pos.piece_on(s);
        if (p == NO_PIECE) continue;
        for (int view = 0; view < 2; ++view) {
            const float* w = &net.ft_weights[size_t(feature_index(Color(view), p, s)) * L1];
            for (int i = 0; i < L1; ++i) acc[view][i] += w[i];
        }
    }
    const Color stm = pos.side_to_move();
    float in[2 * L1];
    for (int i = 0; i < L1; ++i) {
        in[i] = std::clamp(acc[stm][i], 0.0f, 1.0f);
        in[L1 + i] = std::clamp(acc[~stm][i], 0.0f, 1.0f);
    }
    const size_t b = size_t(bucket_of(pos));
    float out = net.out_bias[b];
    for (size_t k = b * L2; k < (b + 1) * L2; ++k) {
        float s = net.hidden_bias[k];
        for (int i = 0; i < 2 * L1; ++i) s += net.hidden_weights[k * 2 * L1 + i] * in[i];
        out += std::clamp(s, 0.0f, 1.0f) * net.out_weights[k];
    }
    return out;
}

namespace {

template <class T>
T round_clip(double v, size_t* clipped) {
    const double lo = std::numeric_limits<T>::min(), hi = std::numeric_limits<T>::max();
    const double r = std::round(v);
    if (r < lo || r > hi) {
        if (clipped) ++*clipped;
        return T(r < lo ? lo : hi);
    }
    return T(r);
}

}  // namespace

std::unique_ptr<Network> quantise(const FloatNetwork& f, size_t* clipped) {
    if (clipped) *clipped = 0;
    auto net = std::make_unique<Network>();
    for (int i = 0; i < L1; ++i) net->ft_bias[i] = round_clip<int16_t>(f.ft_bias[i] * QF, clipped);
    for (size_t i = 0; i < size_t(FEATURES) * L1; ++i)
        net->ft_weights[i] = round_clip<int16_t>(f.ft_weights[i] * QF, clipped);
    for (size_t k = 0; k < f.hidden_bias.size(); ++k)
        net->hidden_bias[k] = round_clip<int32_t>(double(f.hidden_bias[k]) * QA * QB, clipped);
    for (size_t i = 0; i < f.hidden_weights.size(); ++i) {
        // -128 would let maddubs pairs reach past int16; keep the range symmetric.
        const int8_t w = round_clip<int8_t>(f.hidden_weights[i] * QB, clipped);
        net->hidden_weights[i] = std::max<int8_t>(w, -127);
    }
    for (size_t k = 0; k < f.out_weights.size(); ++k)
        net->out_weights[k] = round_clip<int32_t>(double(f.out_weights[k]) * QO, clipped);
    for (int b = 0; b < BUCKETS; ++b)
        net->out_bias[b] = round_clip<int32_t>(double(f.out_bias[b]) * QA * QO, clipped);
    net->cp_per_unit = int32_t(std::lround(f.cp_per_unit));
    net->widen();
    return net;
}

FloatNetwork dequantise(const Network& net) {
    FloatNetwork f;
    for (int i = 0; i < L1; ++i) f.ft_bias[i] = float(net.ft_bias[i]) / QF;
    for (size_t i = 0; i < f.ft_weights.size(); ++i)
        f.ft_weights[i] = float(net.ft_weights[i]) / QF;
    for (size_t k = 0; k < f.hidden_bias.size(); ++k)
        f.hidden_bias[k] = float(net.hidden_bias[k]) / (QA * QB);
    for (size_t i = 0; i < f.hidden_weights.size(); ++i)
        f.hidden_weights[i] = float(net.hidden_weights[i]) / QB;
    for (size_t k = 0; k < f.out_weights.size(); ++k)
        f.out_weights[k] = float(net.out_weights[k]) / QO;
    for (int b = 0; b < BUCKETS; ++b) f.out_bias[b] = float(net.out_bias[b]) / (QA * QO);
    f.cp_per_unit = float(net.cp_per_unit);
    return f;
}

}  // namespace xq::nnue
