// Real game files written by other people: the sample of the Chinese Chess Practical Dataset in
// tests/data/real/ccpd/ (Big5 PGN, CC BY 4.0, see its README.md), made by
// scripts/sample_ccpd.py. Every file opens with the reader the game uses, with the number of
// main-line moves counted independently from its text (moves.tsv).
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "file_bytes.h"
#include "formats/read_game_file.h"

using namespace xq;

namespace {

struct SampleFile {
    std::string name;
    size_t moves = 0;
    std::string source;  // its path in the dataset
};

std::vector<SampleFile> ccpd_sample(const std::filesystem::path& folder) {
    std::vector<SampleFile> files;
    std::ifstream in(folder / "moves.tsv");
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream fields(line);
        SampleFile f;
        std::string moves;
        std::getline(fields, f.name, '\t');
        std::getline(fields, moves, '\t');
        std::getline(fields, f.source);
        f.moves = std::stoul(moves);
        files.push_back(f);
    }
    return files;
}

}  // namespace

TEST_CASE("Real collections: every file of the CCPD sample opens with all its moves") {
    const std::filesystem::path folder =
        std::filesystem::path(XQ_SOURCE_DIR) / "tests" / "data" / "real" / "ccpd";
    const std::vector<SampleFile> files = ccpd_sample(folder);
    REQUIRE(files.size() >= 500);
    int with_moves = 0;
    for (const SampleFile& f : files) {
        INFO(f.name, " (", f.source, ")");
        const std::string bytes = test::slurp(folder / f.name);
        REQUIRE(!bytes.empty());
        const PgnReadResult read = read_game_file(bytes);
        CHECK_MESSAGE(read, read.error);
        CHECK(read.record.mainline.size() == f.moves);
        with_moves += f.moves > 0;
    }
    // The sample is of games and positions with moves: a file without any is the exception.
    CHECK(with_moves >= int(files.size()) - 5);
}
