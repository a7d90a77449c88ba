// Puzzle themes and sets over time: the filter offers only puzzles of the chosen theme (and is
// saved); files of the earlier format and of the current one (defence, endgame) read alike; a
// progress file that names puzzles of a replaced set loses them quietly and keeps the rest
// (the rating, the other set's results).
#include <doctest/doctest.h>

#include <climits>
#include <fstream>

#include "formats/iccs.h"
#include "game/puzzles/own_puzzles.h"
#include "game/puzzles/puzzle_progress.h"
#include "game/puzzles/puzzle_theme.h"
#include "game/puzzles/puzzle_trainer.h"
#include "temp_dir.h"

using namespace xq;
using namespace xq::test;

namespace {

// The same hand-made position under every theme (the themes are labels; the moves replay).
const char* LINE = "3k5/9/9/9/9/9/r8/9/9/R4K3 w - - 0 1;a0a3 d9e9 a3a9";

std::string line(int id, int rating, const char* theme) {
    return std::to_string(id) + ";" + LINE + ";" + std::to_string(rating) + ";2;" + theme + "\n";
}

std::vector<Puzzle> parse(const std::string& text) {
    std::vector<Puzzle> set;
    std::string error;
    INFO(error);
    REQUIRE(parse_puzzles(text, set, &error));
    return set;
}

// One puzzle of each theme: ids 1001.. as the shipped set has them.
std::vector<Puzzle> themed_set() {
    return parse(line(1001, 1000, "material") + line(1002, 1200, "defence") +
                 line(1003, 1400, "endgame") + line(1004, 1600, "advantage") +
                 line(1005, 1200, "material"));
}

}  // namespace

TEST_CASE("puzzle themes / files of the earlier and the current format read alike") {
    // The earlier set: mateN, material, advantage; ratings 800 + 120 per grade.
    const std::vector<Puzzle> old =
        parse("# earlier set\n" + line(1, 920, "material") + line(2, 1160, "advantage"));
    CHECK(puzzle_theme(old[0]) == PuzzleTheme::MATERIAL);
    CHECK(puzzle_theme(old[1]) == PuzzleTheme::ADVANTAGE);
    const std::vector<Puzzle> now = themed_set();
    CHECK(puzzle_theme(now[1]) == PuzzleTheme::DEFENCE);
    CHECK(puzzle_theme(now[2]) == PuzzleTheme::ENDGAME);
    CHECK(format_puzzle(now[1]) ==
          line(1002, 1200, "defence").substr(0, line(1002, 1200, "defence").size() - 1));
    // A theme the game does not know is named, the good lines kept.
    std::vector<Puzzle> set;
    std::string error;
    CHECK_FALSE(parse_puzzles(line(1, 900, "zugzwang") + line(2, 900, "endgame"), set, &error));
    CHECK(error.find("line 1: unknown theme 'zugzwang'") != std::string::npos);
    CHECK(set.size() == 1);
}

TEST_CASE("puzzle themes / the filter offers only the chosen theme and is saved") {
    const std::vector<Puzzle> set = themed_set();
    CHECK(count_with_theme(set, PuzzleTheme::ANY) == 5);
    CHECK(count_with_theme(set, PuzzleTheme::MATERIAL) == 2);
    CHECK(count_with_theme(set, PuzzleTheme::MATE) == 0);
    PuzzleProgress pr;  // rating 1200
    pr.theme = PuzzleTheme::MATERIAL;
    CHECK(pr.next(set, 0)->id == 1005);  // rated 1200, nearest the player
    CHECK(pr.next(set, 1005)->id == 1001);
    pr.theme = PuzzleTheme::ENDGAME;
    CHECK(pr.next(set, 1003)->id == 1003);  // the only one: offered again
    pr.theme = PuzzleTheme::MATE;
    CHECK(pr.next(set, 0) == nullptr);

    TempDir dir("xq_puzzle_theme");
    const std::string d = dir.path.string() + "/";
    PuzzleTrainer t;
    std::string error;
    REQUIRE(t.open(set, d, &error));
    t.set_theme(PuzzleTheme::DEFENCE);
    REQUIRE(t.session());
    CHECK(t.session()->puzzle().id == 1002);
    t.next();
    CHECK(t.session()->puzzle().id == 1002);  // still the only defence
    t.set_theme(PuzzleTheme::MATE);           // none in the set: every theme
    CHECK(t.progress().theme == PuzzleTheme::ANY);
    t.set_theme(PuzzleTheme::ENDGAME);
    CHECK(t.session()->puzzle().id == 1003);
    // The choice comes back with the progress.
    PuzzleTrainer again;
    REQUIRE(again.open(set, d, &error));
    CHECK(again.progress().theme == PuzzleTheme::ENDGAME);
    CHECK(again.session()->puzzle().id == 1003);
    PuzzleTheme read = PuzzleTheme::ANY;
    for (PuzzleTheme th : PUZZLE_THEMES) {
        CHECK(theme_from_key(theme_key(th), read));
        CHECK(read == th);
    }
    CHECK_FALSE(theme_from_key("zugzwang", read));
}

TEST_CASE("puzzle themes / progress of a replaced set is dropped quietly, the rest kept") {
    TempDir dir("xq_puzzle_old_progress");
    const std::string d = dir.path.string() + "/";
    // Written by the earlier game: ids 1..500 of the earlier set, 100001.. from the player's
    // games, a current puzzle the new set does not have.
    std::ofstream(dir.path / PUZZLE_PROGRESS_FILE, std::ios::binary)
        << "# Xiangqi puzzle progress\nrating = 1333.0\nsolved = 3 7 1001 100002\n"
           "helped = 5\nfailed = 9 100003\ncurrent = 7\n";
    PuzzleTrainer t;
    std::string error;
    REQUIRE(t.open(themed_set(), d, &error));
    CHECK(error.empty());  // quietly
    const PuzzleProgress& p = t.progress();
    CHECK(p.rating == doctest::Approx(1333));
    CHECK(p.solved == std::set<int>{1001, 100002});
    CHECK(p.helped.empty());
    CHECK(p.failed == std::set<int>{100003});
    REQUIRE(t.session());
    CHECK(t.session()->puzzle().id != 1001);  // the next uncounted puzzle, not old 7
    // The player's own puzzles: their results stay too when their set is opened.
    std::vector<Puzzle> own = parse(line(OWN_PUZZLE_FIRST_ID + 1, 1160, "advantage"));
    PuzzleTrainer o;
    REQUIRE(o.open(own, d, &error));
    CHECK(o.progress().solved == std::set<int>{1001, 100002});
    CHECK(o.progress().failed.empty());  // 100003 is no longer in the file
}
