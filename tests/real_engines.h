// Where the tests find the real third-party engines: ElephantEye and Pikafish-HCE through
// XQ_ENGINE_ELEEYE and XQ_ENGINE_PIKAFISH, Fairy-Stockfish and Sjaak II (Debian's
// fairy-stockfish and sjaakii) on the PATH or in /usr/games, or through XQ_ENGINE_FAIRY and
// XQ_ENGINE_SJAAK (docs/testing.md). A test of an engine not found says so and skips.
#pragma once

#include <cstdlib>
#include <filesystem>
#include <sstream>
#include <string>

namespace xq::test {

struct RealEngine {
    std::string name;
    const char* env;      // the variable that points at the program
    const char* program;  // its name on the PATH ("": only the variable)
};

inline const RealEngine ELEEYE{"ElephantEye", "XQ_ENGINE_ELEEYE", ""};
inline const RealEngine PIKAFISH{"Pikafish-HCE", "XQ_ENGINE_PIKAFISH", ""};
inline const RealEngine FAIRY{"Fairy-Stockfish", "XQ_ENGINE_FAIRY", "fairy-stockfish"};
inline const RealEngine SJAAK{"Sjaak II", "XQ_ENGINE_SJAAK", "sjaakii"};

// The program's path, or "" when it is not there.
inline std::string find_program(const RealEngine& e) {
    namespace fs = std::filesystem;
    if (const char* v = std::getenv(e.env); v && *v) return fs::exists(v) ? v : "";
    if (!*e.program) return {};
    std::string dirs = std::getenv("PATH") ? std::getenv("PATH") : "";
    dirs += ":/usr/games";
    std::stringstream in(dirs);
    for (std::string dir; std::getline(in, dir, ':');)
        if (!dir.empty() && fs::exists(fs::path(dir) / e.program))
            return (fs::path(dir) / e.program).string();
    return {};
}

}  // namespace xq::test
