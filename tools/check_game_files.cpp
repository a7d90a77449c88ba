// Reads every game file under a folder with the game's own reader (read_game_file: XQF,
// DhtmlXQ, PGN or a bare move list) and counts the files that open. Failures are listed
// grouped by reason, the reason's variable parts (line and move numbers, quoted moves) left
// out so that one cause forms one group. See docs/pgn.md ("Real collections").
//   cmake --build build --target check_game_files
//   build/check_game_files Chinese-Chess-Practical-Dataset/Dataset --ext pgn
#include <CLI/CLI.hpp>
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "formats/read_game_file.h"
#include "util/command_line.h"
#include "util/text.h"

using namespace xq;
namespace fs = std::filesystem;

namespace {

std::string lower(std::string s) {
    for (char& c : s)
        if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
    return s;
}

std::string file_bytes(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

bool is_letter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

// The reason without what differs from file to file: quoted text becomes '…' or "…", a
// coordinate move (h2e2) ICCS, a number N (digits that are part of a word such as UTF-8 stay).
std::string reason_group(const std::string& error) {
    std::string out;
    for (size_t i = 0; i < error.size(); ++i) {
        const char c = error[i];
        const bool word_start =
            i == 0 || !(is_letter(error[i - 1]) || is_digit(error[i - 1]) || error[i - 1] == '-');
        if ((c == '\'' || c == '"') && error.find(c, i + 1) != std::string::npos) {
            i = error.find(c, i + 1);
            out += c + std::string("…") + c;
        } else if (word_start && i + 3 < error.size() && c >= 'a' && c <= 'i' &&
                   is_digit(error[i + 1]) && error[i + 2] >= 'a' && error[i + 2] <= 'i' &&
                   is_digit(error[i + 3])) {
            out += "ICCS";
            i += 3;
        } else if (is_digit(c) && word_start) {
            while (i + 1 < error.size() && is_digit(error[i + 1])) ++i;
            out += 'N';
        } else {
            out += c;
        }
    }
    return out;
}

}  // namespace

int main(int argc, char** argv) {
    std::string folder;
    std::vector<std::string> extensions;
    int examples = 5;
    const CommandLine command_line = parse_command_line(
        argc, argv, "check_game_files",
        "check_game_files: reads every game file under FOLDER as the game opens it and prints "
        "how many open, then the failures grouped by reason (docs/pgn.md). Exits 1 when a file "
        "fails.",
        [&](CLI::App& app) {
            app.add_option("folder", folder, "the folder to read (searched recursively)")
                ->required();
            app.add_option("--ext", extensions,
                           "read only files with these extensions (any case), e.g. --ext pgn "
                           "--ext xqf; all files when left out");
            app.add_option("--examples", examples,
                           "files listed per failure reason (0: all of them)")
                ->check(check_non_negative);
        });
    if (command_line.exit_code) return *command_line.exit_code;
    for (std::string& e : extensions) e = "." + lower(e);

    std::vector<fs::path> files;
    std::error_code ec;
    for (fs::recursive_directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
        if (!it->is_regular_file()) continue;
        const std::string ext = lower(it->path().extension().string());
        if (extensions.empty() ||
            std::find(extensions.begin(), extensions.end(), ext) != extensions.end())
            files.push_back(it->path());
    }
    if (ec) {
        std::fprintf(stderr, "check_game_files: cannot read %s: %s\n", folder.c_str(),
                     ec.message().c_str());
        return 1;
    }
    std::sort(files.begin(), files.end());

    long opened = 0, without_moves = 0, moves = 0;
    std::map<std::string, std::vector<std::pair<std::string, std::string>>> failures;
    for (const fs::path& p : files) {
        const PgnReadResult read = read_game_file(file_bytes(p));
        const std::string name = p.lexically_relative(folder).generic_string();
        if (!read) {
            failures[reason_group(read.error)].push_back({name, read.error});
            continue;
        }
        ++opened;
        moves += long(read.record.mainline.size());
        if (read.record.mainline.empty()) ++without_moves;
    }

    std::vector<const decltype(failures)::value_type*> groups;
    groups.reserve(failures.size());
    for (const auto& g : failures) groups.push_back(&g);
    std::stable_sort(groups.begin(), groups.end(),
                     [](auto* a, auto* b) { return a->second.size() > b->second.size(); });
    for (const auto* g : groups) {
        std::printf("%zu failed: %s\n", g->second.size(), g->first.c_str());
        for (size_t i = 0; i < g->second.size() && (examples == 0 || int(i) < examples); ++i)
            std::printf("    %s: %s\n", g->second[i].first.c_str(), g->second[i].second.c_str());
    }
    const long failed = long(files.size()) - opened;
    std::printf(
        "files: %zu\nopened: %ld (%.2f%%), %ld of them without moves, %ld main-line moves\n"
        "failed: %ld\n",
        files.size(), opened, files.empty() ? 100.0 : 100.0 * double(opened) / double(files.size()),
        without_moves, moves, failed);
    return failed == 0 ? 0 : 1;
}
