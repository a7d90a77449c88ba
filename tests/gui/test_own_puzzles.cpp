// Puzzles from the player's own games: which reviewed positions become puzzles, the
// file they are kept in (numbering, duplicates, a damaged file), and the whole way in the game:
// a review of a game where the human missed a free chariot adds it, the Puzzles tab's "From
// your games" set shows it, and it is solved with the mouse.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "formats/iccs.h"
#include "game/puzzles/own_puzzles.h"
#include "game/text/i18n.h"
#include "gui_test_util.h"
#include "temp_dir.h"

using namespace xq;
using namespace xq::test;
namespace fs = std::filesystem;

namespace {

// Red can take Black's chariot for nothing (a0a1, the only winning move) and moves the chariot
// aside instead; the game is then level.
const char* MISSED_FEN = "4k4/9/9/9/9/9/9/9/r8/R2K5 w - - 0 1";
const char* MISSED_MOVES[] = {"a0b0", "a1a5"};

Score cp(int v) {
    return {Score::CENTIPAWNS, v};
}

PositionEval eval(Score best, const std::vector<const char*>& line, std::optional<Score> second) {
    PositionEval e;
    e.searched = true;
    e.best = best;
    for (const char* m : line) e.best_line.push_back(iccs_to_move(m));
    e.second = second;
    e.depth = 10;
    return e;
}

struct Reviewed {
    Position start;
    std::vector<Move> moves;
    std::vector<PositionEval> evals;
    ReviewResult result;
};

// The missed chariot with the evaluations a review would give (side to move's view).
Reviewed missed_chariot(std::optional<Score> second_at_start) {
    Reviewed r;
    REQUIRE(r.start.set_fen(MISSED_FEN));
    for (const char* m : MISSED_MOVES) r.moves.push_back(iccs_to_move(m));
    r.evals = {eval(cp(900), {"a0a1", "e9d9"}, second_at_start), eval(cp(0), {"a1a5"}, cp(-10)),
               eval(cp(0), {"b0b5"}, cp(-10))};
    r.result = review_from_evals(r.start, r.moves, r.evals);
    return r;
}

}  // namespace

TEST_CASE("own puzzles / a missed winning move of the human side becomes a puzzle") {
    const Reviewed r = missed_chariot(cp(0));
    const bool red_human[2] = {true, false};
    const std::vector<Puzzle> found =
        own_puzzles_from_review(r.start, r.moves, r.result, r.evals, red_human);
    REQUIRE(found.size() == 1);
    CHECK(found[0].fen == MISSED_FEN);
    REQUIRE(found[0].steps.size() == 1);
    CHECK(found[0].steps[0].accepted == std::vector<Move>{iccs_to_move("a0a1")});
    CHECK(found[0].theme == "advantage");
    CHECK(found[0].rating == 800 + 120 * (OWN_PUZZLE_GRADE - 1));
    // Black's correct capture is no puzzle, nor is anything of a side the engine played.
    const bool black_human[2] = {false, true};
    CHECK(own_puzzles_from_review(r.start, r.moves, r.result, r.evals, black_human).empty());
}

TEST_CASE("own puzzles / no puzzle when another move wins as well") {
    const Reviewed r = missed_chariot(cp(700));  // a second winning move: not a clear puzzle
    const bool human[2] = {true, true};
    CHECK(own_puzzles_from_review(r.start, r.moves, r.result, r.evals, human).empty());
}

TEST_CASE("own puzzles / the file numbers them / skips a known position / keeps a damaged file") {
    TempDir tmp("xq_own_puzzles");
    const Reviewed r = missed_chariot(cp(0));
    const bool human[2] = {true, false};
    const std::vector<Puzzle> found =
        own_puzzles_from_review(r.start, r.moves, r.result, r.evals, human);
    std::string error;
    std::vector<Puzzle> set;
    CHECK(load_own_puzzles(tmp.dir(), set, &error));  // missing file: empty, no message
    CHECK(set.empty());
    CHECK(add_own_puzzles(tmp.dir(), found, &error) == 1);
    CHECK(add_own_puzzles(tmp.dir(), found, &error) == 0);  // the same position again
    REQUIRE(load_own_puzzles(tmp.dir(), set, &error));
    REQUIRE(set.size() == 1);
    CHECK(set[0].id == OWN_PUZZLE_FIRST_ID);

    // A damaged line: the good one is kept, the file is copied to .bad, the new one numbered on.
    {
        std::ofstream out(tmp.path / OWN_PUZZLE_FILE, std::ios::app | std::ios::binary);
        out << "garbage;line\n";
    }
    CHECK_FALSE(load_own_puzzles(tmp.dir(), set, &error));
    CHECK(error.find("line") != std::string::npos);
    Puzzle other = found[0];
    other.fen = "4k4/9/9/9/9/9/9/9/r8/R4K3 w - - 0 1";
    other.steps[0].accepted = {iccs_to_move("a0a1")};
    CHECK(add_own_puzzles(tmp.dir(), {other}, &error) == 1);
    CHECK(error.find(".bad") != std::string::npos);
    CHECK(fs::exists(tmp.path / (std::string(OWN_PUZZLE_FILE) + ".bad")));
    REQUIRE(load_own_puzzles(tmp.dir(), set, &error));
    REQUIRE(set.size() == 2);
    CHECK(set[1].id == OWN_PUZZLE_FIRST_ID + 1);
}

TEST_CASE("own puzzles in the game / a review adds the missed chariot / solved from the tab") {
    TempDir tmp("xq_own_puzzles_app");
    AppOptions o = headless_options(true);
    o.persist = true;
    o.config_dir = tmp.path.string();
    o.state_fallbacks = {tmp.path.string()};
    auto app = make_app(o);
    REQUIRE(app);
    app->settings().mode = Mode::HUMAN_RED;
    app->settings().review_movetime_ms = 150;
    app->settings().lang = Lang::EN;
    set_language(Lang::EN);
    app->controller().settings_changed();
    Controller& c = app->controller();
    Game g;
    REQUIRE(g.reset(MISSED_FEN));
    for (const char* m : MISSED_MOVES) REQUIRE(g.play(iccs_to_move(m)));
    REQUIRE(c.load_game(g));
    app->ui().select_tab = Ui::Tab::PUZZLES;
    app->frame();
    app->frame();
    // Before any review the set is empty and the tab says how it fills.
    REQUIRE(click_widget(*app, std::string(tr(Str::PUZZLE_SET_OWN)) + " (0)"));
    app->frame();
    CHECK(app->ui().puzzle.own_set);
    CHECK_FALSE(app->puzzle_board());

    app->ui().select_tab = Ui::Tab::ENGINE;
    app->frame();
    app->frame();
    REQUIRE(click_widget(*app, tr(Str::REVIEW_GAME)));
    REQUIRE(c.study().reviewing());
    REQUIRE(run_until(
                *app, [&] { return !c.study().reviewing(); }, 30000) >= 0);
    app->frame();
    CHECK(app->ui().puzzle.own_count == 1);
    CHECK(message_text(c.message).find(tr(Str::OWN_PUZZLES_ADDED)) != std::string::npos);

    app->ui().select_tab = Ui::Tab::PUZZLES;
    app->frame();
    app->frame();
    REQUIRE(app->puzzle_board());
    const PuzzleSession* s = app->puzzles().session();
    REQUIRE(s);
    CHECK(s->puzzle().fen == MISSED_FEN);
    CHECK(s->puzzle().id == OWN_PUZZLE_FIRST_ID);
    click_square(*app, sq("a0"));
    click_square(*app, sq("a1"));
    app->frame();
    CHECK(s->state() == PuzzleState::SOLVED);
    // The shipped set is one click away, and the count stays.
    REQUIRE(click_widget(*app, tr(Str::PUZZLE_SET_SHIPPED)));
    app->frame();
    CHECK_FALSE(app->ui().puzzle.own_set);
    REQUIRE(app->puzzles().session());
    CHECK(app->puzzles().session()->puzzle().id < OWN_PUZZLE_FIRST_ID);
}

TEST_CASE("the game end dialog offers the review / it starts on the engine tab") {
    AppOptions o = headless_options(true);
    o.fen = "3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1";
    auto app = make_app(o);
    REQUIRE(app);
    app->settings().review_movetime_ms = 100;
    app->controller().settings_changed();
    click_square(*app, sq("b0"));
    click_square(*app, sq("b9"));
    app->frame();
    app->frame();
    REQUIRE(app->controller().game().over());
    REQUIRE(click_widget(*app, tr(Str::REVIEW_GAME)));  // the dialog's button
    CHECK(app->controller().study().reviewing());
    REQUIRE(run_until(
                *app, [&] { return !app->controller().study().reviewing(); }, 30000) >= 0);
    CHECK(app->controller().study().review_result());
    app->frame();
    PointF accuracy;
    CHECK(app->find_widget("##accuracy", accuracy));  // the engine tab shows the review
}
