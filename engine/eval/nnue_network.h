// The quantised network as the engine runs it, and its file (assets/xiangqi.nnue).
//
// File layout, little-endian: "XQNNUE1\n" (8 bytes), u32 version, u32 features, u32 L1,
// u32 L2, u32 buckets, i32 centipawns per output unit (the K of training), then
// i16 ft_bias[L1], i16 ft_weights[features][L1], i32 hidden_bias[buckets][L2],
// i8 hidden_weights[buckets][L2][2 * L1], i32 out_bias[buckets], i32 out_weights[buckets][L2],
// and last a u32 FNV-1a checksum of every byte before it.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "eval/nnue_arch.h"

namespace xq::nnue {

constexpr char FILE_MAGIC[8] = {'X', 'Q', 'N', 'N', 'U', 'E', '1', '\n'};
constexpr uint32_t FILE_VERSION = 2;  // 2 added the buckets
inline constexpr const char* DEFAULT_NET_NAME = "xiangqi.nnue";

struct Network {
    alignas(64) int16_t ft_bias[L1];
    alignas(64) int16_t ft_weights[FEATURES * L1];
    // The small layers, BUCKETS copies one after the other.
    alignas(64) int32_t hidden_bias[BUCKETS * L2];
    alignas(64) int8_t hidden_weights[BUCKETS * L2 * 2 * L1];
    int32_t out_bias[BUCKETS] = {};
    int32_t out_weights[BUCKETS * L2];
    int32_t cp_per_unit = 400;  // centipawns of one output unit (QA * QO integer steps)
    // hidden_weights widened to int16 (not in the file): the SSE2 kernel multiplies int16 pairs.
    alignas(64) int16_t hidden_weights16[BUCKETS * L2 * 2 * L1];
    void widen() {
        for (int i = 0; i < BUCKETS * L2 * 2 * L1; ++i) hidden_weights16[i] = hidden_weights[i];
    }
};

// The file's bytes for `net`.
std::vector<uint8_t> serialize(const Network& net);
// Parses a file's bytes; on any defect returns nullptr with a message that says what is wrong.
std::unique_ptr<Network> deserialize(const std::vector<uint8_t>& bytes, std::string* error);
std::unique_ptr<Network> load_network(const std::string& path, std::string* error);
bool save_network(const Network& net, const std::string& path, std::string* error);

// The shipped network: next to the program (assets/), or in the source tree the build came
// from; empty when none is found.
std::string default_network_path();

}  // namespace xq::nnue
