// The opening explorer's search as the Controller asks for it (game/library/explorer_search.h):
// the shipped books read when the tab first opens, the books' moves scored, the engine's own
// best moves where the books have none, and lines that follow the position shown.
#include <doctest/doctest.h>

#include <algorithm>

#include "game/library/explorer_search.h"
#include "game/library/opening_explorer.h"
#include "test_moves.h"

using namespace xq;
using xq::test::mv;

TEST_CASE("explorer search / the books' moves of the start position, then lines that follow it") {
    ExplorerSearch explorer;
    Game g;
    CHECK(explorer.book_moves(g.position()).empty());  // not read before the tab opens
    explorer.set_open(true);
    CHECK(explorer.open());
    const std::vector<BookEntry> book = explorer.book_moves(g.position());
    REQUIRE(book.size() >= 2);  // the shipped book
    const std::optional<SearchRequest> request = explorer.search(g);
    REQUIRE(request);
    CHECK(request->purpose == SearchRequest::Purpose::EXPLORE);
    CHECK(request->limits.infinite);
    const std::vector<Move> asked = request->limits.searchmoves;
    CHECK(asked == explorer_candidates(book, explorer.masters_book_moves(g.position())));
    CHECK(std::find(asked.begin(), asked.end(), book.front().move) != asked.end());
    CHECK(request->multipv == int(asked.size()));
    CHECK(explorer.follows(g));
    CHECK(explorer.lines().multipv == request->multipv);

    // A report is kept; the same position searched again keeps it until new ones come.
    SearchInfo info;
    info.depth = 5;
    info.pv = {asked.front()};
    explorer.feed(info);
    REQUIRE(explorer.lines().best());
    REQUIRE(explorer.search(g));
    CHECK(explorer.lines().best());

    // Another position: the lines start again.
    REQUIRE(g.play(mv("h2e2")));
    CHECK(!explorer.follows(g));
    REQUIRE(explorer.search(g));
    CHECK(explorer.follows(g));
    CHECK(!explorer.lines().best());

    explorer.set_open(false);  // the tab left: the lines go, the books stay read
    CHECK(!explorer.open());
    CHECK(!explorer.follows(g));
    CHECK(!explorer.book_moves(Game().position()).empty());
}

TEST_CASE("explorer search / out of the books the engine's own moves / no search without moves") {
    ExplorerSearch explorer;
    explorer.set_open(true);
    Game g;
    // A rook and a king against a king: no book knows it.
    REQUIRE(g.reset("4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1"));
    REQUIRE(explorer.book_moves(g.position()).empty());
    const std::optional<SearchRequest> request = explorer.search(g);
    REQUIRE(request);
    CHECK(request->limits.searchmoves.empty());  // every move
    CHECK(request->multipv == EXPLORER_ENGINE_LINES);
    // Mated: nothing to search, and no lines.
    REQUIRE(g.reset("3k5/4R4/4R4/9/9/9/9/9/9/4K4 b - - 0 1"));
    REQUIRE(g.legal_moves().empty());
    CHECK(!explorer.search(g));
    CHECK(explorer.lines().multipv == 0);
}
