// The opening explorer's rows (game/library/opening_explorer.h) and the controller's search for
// them: book moves with their share, the engine's score of each, the collection's games, and an
// engine that scores the book's moves only while the explorer is shown and the game lets it.
#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <thread>

#include "formats/iccs.h"
#include "game/controller.h"
#include "game/engines/engine_bridge.h"
#include "game/library/opening_explorer.h"
#include "test_moves.h"

using namespace xq;

namespace {

using xq::test::mv;

SearchInfo line(int multipv, Move first, int cp) {
    SearchInfo info;
    info.multipv = multipv;
    info.depth = 12;
    info.score.value = cp;
    info.pv = {first};
    return info;
}

// Runs the controller's frames until `done` (at most 5 s of wall time).
template <class Done>
bool frames_until(Controller& c, uint32_t& now, Done done) {
    for (int i = 0; i < 500 && !done(); ++i) {
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
        c.update(now += 10);
    }
    return done();
}

}  // namespace

TEST_CASE("opening explorer / rows: book share, engine score, collection games, in order") {
    const Position start;
    const std::vector<BookEntry> book = {{start.key(), mv("h2e2"), 300},
                                         {start.key(), mv("c3c4"), 100}};
    AnalysisLines lines;
    lines.restart(start, 0, 3);
    lines.feed(line(1, mv("h2e2"), 30));
    lines.feed(line(2, mv("b2e2"), 20));  // a move the book lacks
    lines.feed(line(3, mv("c3c4"), 10));
    auto row = [](Move m, int n, double score, const char* last) {
        ExplorerGames g;
        g.move = m;
        g.games = n;
        g.score = score;
        g.last_game = last;
        return g;
    };
    const std::vector<ExplorerGames> games = {
        row(mv("g3g4"), 5, 0.6, "2020 A - B"),  // only the collection has it
        row(mv("h2e2"), 40, 0.55, "2024 C - D"),
        row(mv("a0a5"), 7, 1.0, "illegal"),  // not a legal move here: dropped
    };

    const std::vector<ExplorerRow> rows = explorer_rows(start, book, lines, &games);
    REQUIRE(rows.size() == 4);
    CHECK(rows[0].move == mv("h2e2"));
    CHECK(rows[0].book_percent == 75);
    CHECK(rows[1].move == mv("c3c4"));
    CHECK(rows[1].book_percent == 25);
    CHECK(rows[2].move == mv("g3g4"));  // the collection's, then the engine's own
    CHECK(rows[2].book_weight == 0);
    CHECK(rows[3].move == mv("b2e2"));
    REQUIRE(rows[0].eval);
    CHECK(rows[0].eval->score.value == 30);
    REQUIRE(rows[1].eval);
    CHECK(rows[1].eval->score.value == 10);
    CHECK(!rows[2].eval);
    REQUIRE(rows[0].games);
    CHECK(rows[0].games->games == 40);
    CHECK(rows[0].games->last_game == "2024 C - D");
    CHECK(!rows[1].games);

    // Without a collection there is no games data; lines of another position do not count.
    Position after = start;
    after.do_move(mv("h2e2"));
    AnalysisLines other;
    other.restart(after, 1, 1);
    other.feed(line(1, mv("h9g7"), 5));
    const std::vector<ExplorerRow> plain = explorer_rows(start, book, other, nullptr);
    REQUIRE(plain.size() == 2);
    CHECK(!plain[0].eval);
    CHECK(!plain[0].games);

    CHECK(explorer_candidates(book) == std::vector<Move>{mv("h2e2"), mv("c3c4")});
    CHECK(explorer_candidates({}).empty());
    // The masters' book's moves after the engine's book's, each once, up to the limit.
    std::vector<BookEntry> masters = {{start.key(), mv("c3c4"), 50}};
    for (const char* m : {"h0g2", "b2e2", "g3g4", "h2f2", "b0c2", "h2d2", "c0e2", "b2f2"})
        masters.push_back({start.key(), mv(m), 10});
    const std::vector<Move> both = explorer_candidates(book, masters);
    REQUIRE(both.size() == EXPLORER_MAX_CANDIDATES);
    CHECK(both[0] == mv("h2e2"));
    CHECK(both[1] == mv("c3c4"));
    CHECK(both[2] == mv("h0g2"));
    CHECK(both.back() == mv("h2d2"));
}

TEST_CASE("opening explorer / the shipped book's moves of the start position share 100%") {
    Book book;
    std::string error;
    REQUIRE_MESSAGE(book.load(default_book_path(), &error), error);
    const Position start;
    const std::vector<ExplorerRow> rows =
        explorer_rows(start, book.moves(start), AnalysisLines{}, nullptr);
    REQUIRE(rows.size() >= 3);
    int total = 0;
    for (size_t i = 0; i < rows.size(); ++i) {
        CHECK(start.is_legal(rows[i].move));
        if (i > 0) CHECK(rows[i].book_weight <= rows[i - 1].book_weight);
        total += rows[i].book_percent;
    }
    CHECK(total >= 100 - int(rows.size()));  // each share rounded
    CHECK(total <= 100 + int(rows.size()));
    CHECK(rows[0].move == mv("h2e2"));  // 中炮, the book's favourite
}

TEST_CASE("opening explorer / the engine scores the book's moves while the explorer is shown") {
    Settings s;
    s.mode = Mode::HUMAN_RED;  // the engine plays Black, quickly
    s.movetime_s = 0.2;
    EngineBridge bridge(nullptr);
    Controller c(s, &bridge);
    uint32_t now = 1000;
    c.update(now);
    CHECK(!c.study().explorer_searching());  // not shown: no search

    c.study().set_exploring(true);
    const std::vector<BookEntry> book = c.study().explorer_book_moves();
    REQUIRE(book.size() >= 2);
    // The engine's book's moves, then the masters' book's up to the limit.
    const std::vector<Move> candidates =
        explorer_candidates(book, c.study().explorer_masters_book_moves());
    CHECK(candidates.size() == EXPLORER_MAX_CANDIDATES);
    for (size_t i = 0; i < book.size(); ++i) CHECK(candidates[i] == book[i].move);
    c.update(now += 10);
    CHECK(c.study().explorer_searching());
    CHECK(!c.engine_thinking());  // not the game's search: no "thinking" in the status line
    // Every candidate gets its own line and nothing else does.
    REQUIRE(frames_until(c, now, [&] {
        const auto& l = c.study().explorer_lines().lines;
        return l.size() == candidates.size() &&
               std::all_of(l.begin(), l.end(), [](const SearchInfo& i) { return !i.pv.empty(); });
    }));
    for (const SearchInfo& info : c.study().explorer_lines().lines)
        CHECK(std::find(candidates.begin(), candidates.end(), info.pv[0]) != candidates.end());

    // The human's move: the engine's reply comes first, then the explorer goes on.
    REQUIRE(c.human_move(mv("h2e2"), now));
    c.update(now += 10);
    CHECK(c.engine_thinking());
    CHECK(!c.study().explorer_searching());
    REQUIRE(frames_until(c, now, [&] { return c.game().ply() == 2; }));
    REQUIRE(frames_until(c, now, [&] { return c.study().explorer_searching(); }));
    CHECK(c.study().explorer_lines().ply == 2);

    // Leaving the explorer stops its search.
    c.study().set_exploring(false);
    CHECK(!c.study().explorer_searching());
    c.update(now += 10);
    CHECK(!c.study().explorer_searching());
    CHECK(!c.engine_thinking());
}

TEST_CASE("opening explorer / the masters' book's share beside the engine's book") {
    const Position start;
    const std::vector<BookEntry> book = {{start.key(), mv("h2e2"), 300}};
    const std::vector<BookEntry> masters = {{start.key(), mv("h2e2"), 60},
                                            {start.key(), mv("h0g2"), 30},
                                            {start.key(), mv("b2e2"), 10},
                                            {start.key(), mv("a0a5"), 10}};  // illegal: dropped
    AnalysisLines lines;
    const std::vector<ExplorerRow> rows = explorer_rows(start, book, lines, nullptr, &masters);
    REQUIRE(rows.size() == 3);
    CHECK(rows[0].move == mv("h2e2"));
    CHECK(rows[0].book_percent == 100);
    CHECK(rows[0].masters_percent == 55);  // 60 of 110
    CHECK(rows[1].move == mv("h0g2"));     // only the masters' book has it
    CHECK(rows[1].book_weight == 0);
    CHECK(rows[1].masters_percent == 27);
    CHECK(rows[2].masters_percent == 9);
    // Without the masters' book no row has a share in it.
    for (const ExplorerRow& r : explorer_rows(start, book, lines, nullptr))
        CHECK(r.masters_percent == -1);
}

TEST_CASE("opening explorer / Red's results as shares that add up to 100") {
    ExplorerGames g;
    CHECK(g.shares().red_wins + g.shares().draws + g.shares().black_wins == 0);
    g.red_wins = 1;
    g.draws = 1;
    g.black_wins = 1;
    const ExplorerGames::Shares s = g.shares();
    CHECK(s.red_wins == 33);
    CHECK(s.draws == 33);
    CHECK(s.black_wins == 34);
    g.red_wins = 2;
    g.draws = 0;
    g.black_wins = 0;
    CHECK(g.shares().red_wins == 100);
    CHECK(g.shares().black_wins == 0);
}
