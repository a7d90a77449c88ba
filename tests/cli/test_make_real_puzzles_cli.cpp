// make_real_puzzles on a small collection laid out as the CCPD (tests/data/real-puzzles): a real
// mating exercise gives its mates, each line with its source; a position whose two best moves are
// equal is not a puzzle while the same position with one of them is; --select keeps every grade
// within its share and renumbers.
#include <doctest/doctest.h>

#include <fstream>
#include <string>
#include <vector>

#include "run_command.h"
#include "sweep.h"
#include "temp_dir.h"

using xq::test::CommandResult;
using xq::test::run_command;

namespace {

const std::string REAL_PUZZLE_FIXTURE = std::string(XQ_SOURCE_DIR) + "/tests/data/real-puzzles";

CommandResult make_real_puzzles(const std::string& args) {
    return run_command(std::string(XQ_TOOLS_DIR) + "/make_real_puzzles " + args);
}

std::vector<std::string> written_puzzles(const std::string& out) {
    std::vector<std::string> lines;
    size_t at = 0;
    while (at < out.size()) {
        const size_t end = out.find('\n', at);
        const std::string line = out.substr(at, end - at);
        if (!line.empty() && line[0] != '#') lines.push_back(line);
        if (end == std::string::npos) break;
        at = end + 1;
    }
    return lines;
}

bool has_line_with(const std::vector<std::string>& lines, const std::string& a,
                   const std::string& b) {
    for (const std::string& l : lines)
        if (l.find(a) != std::string::npos && l.find(b) != std::string::npos) return true;
    return false;
}

}  // namespace

// Not under TSan: the puzzle maker searches with one thread.
TEST_CASE("make_real_puzzles: a mating exercise gives its mates, two equal moves give none" *
          xq::test::not_under_tsan()) {
    const CommandResult r =
        make_real_puzzles("--dataset " + REAL_PUZZLE_FIXTURE + " --kinds mate,endgame");
    INFO(r.err);
    REQUIRE(r.code == 0);
    const std::vector<std::string> lines = written_puzzles(r.out);
    // 實戰殺局11 (Big5): the rook sacrifice of the start is a mate in 5, beyond the quick search;
    // from the position after it, mate in 4, then in 2 and in 1, with the game's source.
    const std::string source =
        "CCPD|mate|殺局_殺法_練習題/00000017.pgn|青海胡一鵬|北京付光明|實戰殺局11||";
    CHECK(has_line_with(lines, ";b2b9 e8d9 d3d9 e9e8 h2h8 e8e7 d9d7;", source + "2"));
    CHECK(has_line_with(lines, ";mate2;", source + "4"));
    CHECK(has_line_with(lines, ";d9d7;800;1;mate1;", source + "5"));
    // The hanging chariot: one chariot to take it is a puzzle, two equal ones are not.
    CHECK(has_line_with(lines, "殘局/one-capture.pgn", ";a5e5;"));
    CHECK_FALSE(has_line_with(lines, "two-captures", ""));
    CHECK(lines.size() == 4);
    CHECK(r.err.find("endgame quick 1") != std::string::npos);
}

TEST_CASE("make_real_puzzles --select: one grade at most its share, one puzzle a position") {
    xq::test::TempDir dir("xq_make_real_puzzles_select");
    const std::string verified = dir.dir() + "verified.txt";
    // Six positions (the black king on another square in each), three of them grade 1, then the
    // first position again with other clocks: the same puzzle.
    const char* kings[] = {"3k5/9/9", "4k4/9/9", "5k3/9/9", "9/3k5/9", "9/4k4/9", "9/5k3/9"};
    const int grades[] = {1, 1, 2, 1, 3, 4};
    std::ofstream out(verified);
    for (int i = 0; i < 6; ++i)
        out << i + 1 << ';' << kings[i] << "/9/9/9/9/9/4A4/3AK4 w - - 0 1;e1f2;"
            << 800 + 200 * (grades[i] - 1) << ';' << grades[i] << ";material;CCPD|middlegame|中局/"
            << i + 1 << ".pgn\n";
    out << "7;3k5/9/9/9/9/9/9/9/4A4/3AK4 w - - 4 9;e1f2;800;1;material;CCPD|game|對局/7.pgn\n";
    out.close();
    // At most 30 %: one puzzle of each grade (two of grade 1 in five would be 40 %).
    const CommandResult r =
        make_real_puzzles("--select " + verified + " --recheck 0 --first-id 5001");
    INFO(r.err);
    REQUIRE(r.code == 0);
    const std::vector<std::string> kept = written_puzzles(r.out);
    REQUIRE(kept.size() == 4);
    CHECK(kept[0].rfind("5001;3k5/", 0) == 0);
    CHECK(kept[1].rfind("5002;5k3/", 0) == 0);
    CHECK(kept[2].rfind("5003;9/4k4/", 0) == 0);
    CHECK(kept[3].rfind("5004;9/5k3/", 0) == 0);
    CHECK(r.err.find(
              "6 verified (1 more were duplicates, 0 in the extended files, 0 from games without "
              "players or year, 0 not confirmed again), 4 kept") != std::string::npos);
    // At most 40 %: two of grade 1 with the three others.
    const CommandResult forty =
        make_real_puzzles("--select " + verified + " --recheck 0 --share 0.4");
    CHECK(written_puzzles(forty.out).size() == 5);

    SUBCASE("--extend: its positions left out, the share over both, the ids after its") {
        // The set joined: the second position (grade 2) and another one of grade 1.
        const std::string known = dir.dir() + "known.txt";
        std::ofstream set(known);
        set << "6999;9/9/4k4/9/9/9/9/9/4A4/3AK4 w - - 0 1;e1f2;800;1;material;selfplay\n"
            << "7000;4k4/9/9/9/9/9/9/9/4A4/3AK4 w - - 0 1;e1f2;1000;2;material;selfplay\n";
        set.close();
        // At most 30 %: with one of grade 1 and one of grade 2 known, one a grade (a second of
        // grade 1 or 2 would be two in six).
        const CommandResult joined =
            make_real_puzzles("--select " + verified + " --recheck 0 --extend " + known);
        INFO(joined.err);
        REQUIRE(joined.code == 0);
        const std::vector<std::string> added = written_puzzles(joined.out);
        REQUIRE(added.size() == 2);
        CHECK(added[0].rfind("7001;9/4k4/", 0) == 0);
        CHECK(added[1].rfind("7002;9/5k3/", 0) == 0);
        CHECK(joined.err.find("1 in the extended files") != std::string::npos);
        // At most 40 %: a second of grade 1 and of grade 2 fit (two in six), a third does not.
        const CommandResult wider = make_real_puzzles("--select " + verified +
                                                      " --recheck 0 --share 0.4 --extend " + known);
        const std::vector<std::string> more = written_puzzles(wider.out);
        REQUIRE(more.size() == 4);
        CHECK(more[0].rfind("7001;3k5/", 0) == 0);
        CHECK(more[1].rfind("7002;5k3/", 0) == 0);
    }
}
