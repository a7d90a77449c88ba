// The entry point every fuzz target defines (libFuzzer's), and the helpers the targets share.
// A target is built twice: with libFuzzer (XQ_FUZZ=ON, clang) to search for inputs, and with
// replay_main.cpp into fuzz_replay_<name>, which runs it over the files of its corpus (a ctest).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

namespace xq::fuzz {

inline std::string_view as_text(const uint8_t* data, size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}

// The input's lines without their line ends ('\n', a CR before it dropped too).
inline std::vector<std::string_view> input_lines(std::string_view text) {
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        const size_t end = text.find('\n');
        std::string_view line = text.substr(0, end);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        lines.push_back(line);
        if (end == std::string_view::npos) break;
        text.remove_prefix(end + 1);
    }
    return lines;
}

}  // namespace xq::fuzz

#include <cstdio>
#include <cstdlib>

namespace xq::fuzz {

// A property every input must keep: a failure is reported like a crash, with the input saved.
inline void require(bool holds, const char* what) {
    if (holds) return;
    std::fprintf(stderr, "fuzz property failed: %s\n", what);
    std::abort();
}

}  // namespace xq::fuzz
