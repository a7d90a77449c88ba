// make_puzzles --extend FILE run on a position or two: a position of the file is not made again,
// the file's puzzles count toward --grade-cap, and a --first-id among the file's ids or a file
// that is not a puzzle set stops the run before any work.
#include <doctest/doctest.h>

#include <fstream>
#include <string>

#include "run_command.h"
#include "sweep.h"
#include "temp_dir.h"

using xq::test::CommandResult;
using xq::test::run_command;

namespace {

// Two mates in one of the shipped set (ids 1002 and 1010), grade 1.
const char* MATE_A = "2ba1k3/4ar3/4b3N/6R2/p7p/2B4n1/P7P/4B4/4A4/4KA3 w - - 58 60";
const char* MATE_B = "3a1k3/4a4/4b4/5P3/6b2/C1B6/c8/9/4A4/3AK4 b - - 20 79";

CommandResult make_puzzles(const std::string& args, const std::string& input) {
    return run_command(std::string(XQ_TOOLS_DIR) + "/make_puzzles --blunders 0 --sample 1 " + args,
                       input);
}

int puzzle_lines(const std::string& out) {
    int n = 0;
    size_t at = 0;
    while (at < out.size()) {
        const size_t end = out.find('\n', at);
        if (out[at] != '#') ++n;
        if (end == std::string::npos) break;
        at = end + 1;
    }
    return n;
}

}  // namespace

// Not under TSan: the puzzle maker searches with one thread.
TEST_CASE("make_puzzles --extend: known positions skipped, caps counting the file" *
          xq::test::not_under_tsan()) {
    xq::test::TempDir dir("xq_make_puzzles_extend");
    const std::string input = std::string(MATE_A) + "\n" + MATE_B + "\n";
    // Both positions are puzzles of their own.
    const CommandResult both = make_puzzles("--first-id 1", input);
    REQUIRE(both.code == 0);
    CHECK(puzzle_lines(both.out) == 2);
    CHECK(both.err.find("2 candidates") != std::string::npos);

    // A set holding the first (with other clocks): only the second is a candidate, numbered on.
    const std::string set = dir.dir() + "set.txt";
    std::ofstream(set) << "# shipped\n7;2ba1k3/4ar3/4b3N/6R2/p7p/2B4n1/P7P/4B4/4A4/4KA3 w - - 0 "
                          "1;g6g9;800;1;mate1\n";
    const CommandResult more = make_puzzles("--first-id 8 --extend " + set, input);
    REQUIRE(more.code == 0);
    CHECK(more.err.find("1 candidates") != std::string::npos);
    REQUIRE(puzzle_lines(more.out) == 1);
    CHECK(more.out.find("\n8;" + std::string(MATE_B)) != std::string::npos);
    CHECK(more.out.find("# --extend " + set + " (1 puzzles)") != std::string::npos);

    // The file's grade-1 puzzle fills a cap of one: the second mate in one is refused.
    const CommandResult capped = make_puzzles("--first-id 8 --grade-cap 1 --extend " + set, input);
    REQUIRE(capped.code == 0);
    CHECK(puzzle_lines(capped.out) == 0);
    CHECK(capped.err.find("grade 1 full 1") != std::string::npos);

    // An id the file has, a file that is not a puzzle set, a missing file: exit 1, said why.
    const CommandResult clash = make_puzzles("--first-id 7 --extend " + set, input);
    CHECK(clash.code == 1);
    CHECK(clash.err.find("has ids up to 7") != std::string::npos);
    std::ofstream(dir.dir() + "bad.txt") << "7;not a puzzle\n";
    const CommandResult bad = make_puzzles("--first-id 8 --extend " + dir.dir() + "bad.txt", input);
    CHECK(bad.code == 1);
    CHECK(bad.err.find("line 1: not a puzzle line") != std::string::npos);
    const CommandResult missing =
        make_puzzles("--first-id 8 --extend " + dir.dir() + "none.txt", input);
    CHECK(missing.code == 1);
    CHECK(missing.err.find("cannot read the file") != std::string::npos);
    CHECK(puzzle_lines(missing.out) == 0);
}
