// Reading a puzzle set to extend (tools/puzzle_extend, make_puzzles --extend): its positions,
// its counts per grade and per theme family and its last id; a line that is not a puzzle, or a
// position twice, refuses the file.
#include <doctest/doctest.h>

#include <sstream>

#include "puzzle_extend.h"

using namespace xq;

TEST_CASE("puzzle extend / the position key and the theme family") {
    CHECK(puzzle_board_key("4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 3 20") ==
          "4k4/R8/9/9/9/9/9/9/9/1R1K5 w");
    CHECK(puzzle_board_key("4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1") ==
          puzzle_board_key("4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 3 20"));
    CHECK(puzzle_board_key("4k4/R8/9/9/9/9/9/9/9/1R1K5 b - - 0 1") !=
          puzzle_board_key("4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1"));
    CHECK(puzzle_theme_family("mate1") == "mate");
    CHECK(puzzle_theme_family("mate7") == "mate");
    CHECK(puzzle_theme_family("defence") == "defence");
    CHECK(puzzle_theme_family("material") == "material");
    CHECK(puzzle_theme_family("mate") == "mate");  // not a theme the tool writes: itself
}

TEST_CASE("puzzle extend / a set is read with its counts, a bad one is refused") {
    const std::string good =
        "# a comment\n"
        "1001;4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1;b0b9;800;1;mate1\n"
        "1003;4k4/4R4/9/9/9/9/9/9/9/3K5 b - - 0 1;e9e8;1400;4;defence\r\n"
        "\n"
        "1002;3k5/9/9/9/9/r8/9/9/9/R3K4 w - - 0 1;a0a4;800;1;material\n";
    KnownPuzzles k;
    std::string error;
    std::istringstream in(good);
    REQUIRE(read_known_puzzles(in, k, error));
    CHECK(k.boards.size() == 3);
    CHECK(k.boards.count("4k4/4R4/9/9/9/9/9/9/9/3K5 b") == 1);
    CHECK(k.per_grade == std::map<int, int>{{1, 2}, {4, 1}});
    CHECK(k.per_family == std::map<std::string, int>{{"mate", 1}, {"defence", 1}, {"material", 1}});
    CHECK(k.last_id == 1003);

    // The same position again (other clocks), a short line, a bad grade: refused, line named.
    const std::string bad_lines[] = {
        "1004;4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 5 9;b0b9;800;1;mate1\n",
        "1004;4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1;b0b9;800;1\n",
        "1004;3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1;a0a1;800;x;advantage\n",
        "x;3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1;a0a1;800;1;advantage\n",
    };
    for (const std::string& bad : bad_lines) {
        CAPTURE(bad);
        std::istringstream again(good + bad);
        KnownPuzzles refused;
        error.clear();
        CHECK_FALSE(read_known_puzzles(again, refused, error));
        CHECK(error.rfind("line 6: ", 0) == 0);
    }
    // An empty file is an empty set.
    std::istringstream empty("");
    REQUIRE(read_known_puzzles(empty, k, error));
    CHECK(k.boards.empty());
    CHECK(k.last_id == 0);
}
