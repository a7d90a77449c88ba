// A network file's bytes (nnue::deserialize, what load_network does with the file). The file
// has one valid size; the header fields and the checksum are what a damaged file gets wrong.
#include <vector>

#include "eval/nnue_network.h"
#include "fuzz_target.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const std::vector<uint8_t> bytes(data, data + size);
    std::string error;
    (void)xq::nnue::deserialize(bytes, &error);
    return 0;
}
