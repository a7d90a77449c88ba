// Runs a fuzz target over files, without libFuzzer: every regular file named on the command line
// or found (recursively) in a folder named there, in name order. Each input is passed as libFuzzer
// would pass it; a crash or a sanitizer report ends the run. Prints how many inputs ran and the
// slowest one, so a regression in speed shows in the test's output.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "fuzz_target.h"

namespace {

std::vector<std::filesystem::path> replay_inputs(int argc, char** argv) {
    namespace fs = std::filesystem;
    std::vector<fs::path> files;
    for (int i = 1; i < argc; ++i) {
        const fs::path arg(argv[i]);
        if (fs::is_directory(arg)) {
            for (const auto& entry : fs::recursive_directory_iterator(arg))
                if (entry.is_regular_file()) files.push_back(entry.path());
        } else {
            files.push_back(arg);
        }
    }
    std::sort(files.begin(), files.end());
    return files;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s FILE_OR_FOLDER...\n", argv[0]);
        return 2;
    }
    const std::vector<std::filesystem::path> files = replay_inputs(argc, argv);
    if (files.empty()) {
        std::fprintf(stderr, "no input files\n");
        return 1;
    }
    double slowest_s = 0;
    std::string slowest;
    for (const auto& file : files) {
        std::ifstream in(file, std::ios::binary);
        if (!in) {
            std::fprintf(stderr, "cannot read %s\n", file.string().c_str());
            return 1;
        }
        const std::string bytes((std::istreambuf_iterator<char>(in)),
                                std::istreambuf_iterator<char>());
        const auto start = std::chrono::steady_clock::now();
        LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size());
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (seconds > slowest_s || slowest.empty()) {
            slowest_s = seconds;
            slowest = file.filename().string();
        }
    }
    std::printf("replayed %zu inputs; slowest %s: %.2f ms\n", files.size(), slowest.c_str(),
                slowest_s * 1000);
    return 0;
}
