// The variation tree's walks and edits (formats/move_tree.h) on small hand-made trees.
#include <doctest/doctest.h>

#include <string>

#include "formats/iccs.h"
#include "formats/move_tree.h"
#include "test_moves.h"

using namespace xq;

namespace {

using xq::test::mv;

std::string moves_text(const std::vector<Move>& moves) {
    std::string s;
    for (Move m : moves) s += (s.empty() ? "" : " ") + move_to_iccs(m);
    return s;
}

std::string line_text(const MoveLine& main, const LinePath& path) {
    return moves_text(line_moves(main, path));
}

// 1. h2e2 h9g7 2. h0g2 i9h9, with 1... b9c7 (2. b0c2) and, nested, 1... h7e7 as an
// alternative to b9c7.
MoveLine sample() {
    MoveLine main = line_of({mv("h2e2"), mv("h9g7"), mv("h0g2"), mv("i9h9")});
    main[1].variations.push_back(line_of({mv("b9c7"), mv("b0c2")}));
    main[1].variations[0][0].variations.push_back(line_of({mv("h7e7")}));
    return main;
}

}  // namespace

TEST_CASE("move tree: lines / nodes and paths") {
    const MoveLine main = sample();
    CHECK(line_text(main, {}) == "h2e2 h9g7 h0g2 i9h9");
    CHECK(line_text(main, {{1, 0}}) == "h2e2 b9c7 b0c2");
    CHECK(line_text(main, {{1, 0}, {1, 0}}) == "h2e2 h7e7");
    CHECK(path_fits(main, {{1, 0}, {1, 0}}));
    CHECK(!path_fits(main, {{1, 1}}));
    CHECK(!path_fits(main, {{7, 0}}));
    CHECK(!path_fits(main, {{1, 0}, {0, 0}}));  // plies never decrease
    CHECK(node_on(main, {{1, 0}}, 2)->move == mv("b0c2"));
    CHECK(node_on(main, {{1, 0}}, 3) == nullptr);
    CHECK(branch_holding({{1, 0}}, 0) == -1);
    CHECK(branch_holding({{1, 0}}, 2) == 0);
    CHECK(branch_holding({{1, 0}, {1, 0}}, 1) == 1);
}

TEST_CASE("move tree: playing follows / finds an alternative / starts a variation") {
    MoveLine main = sample();
    CHECK(play_into(main, {}, 1, mv("h9g7")).empty());  // the line goes on with it
    // b9c7 and the nested h7e7 are found where they are.
    CHECK(play_into(main, {}, 1, mv("b9c7")) == LinePath{{1, 0}});
    CHECK(play_into(main, {}, 1, mv("h7e7")) == LinePath{{1, 0}, {1, 0}});
    CHECK(play_into(main, {{1, 0}, {1, 0}}, 1, mv("h9g7")).empty());
    // A new move: a new variation of the node there.
    const LinePath p = play_into(main, {{1, 0}}, 2, mv("h0g2"));
    CHECK(p == LinePath{{1, 0}, {2, 0}});
    CHECK(line_text(main, p) == "h2e2 b9c7 h0g2");
    CHECK(line_text(main, {{1, 0}}) == "h2e2 b9c7 b0c2");
    // At the end of a line it grows.
    CHECK(play_into(main, p, 3, mv("a9a8")) == p);
    CHECK(line_text(main, p) == "h2e2 b9c7 h0g2 a9a8");
    CHECK(play_into(main, {}, 4, mv("i0h0")).empty());
    CHECK(line_text(main, {}) == "h2e2 h9g7 h0g2 i9h9 i0h0");
}

TEST_CASE("move tree: promote / make main line / delete / truncate") {
    MoveLine main = sample();
    LinePath path{{1, 0}, {1, 0}};  // h2e2 h7e7
    // h7e7 takes b9c7's place in its variation; b9c7 b0c2 becomes its alternative.
    CHECK(promote_variation(main, path, 1));
    CHECK(path == LinePath{{1, 0}});
    CHECK(line_text(main, path) == "h2e2 h7e7");
    CHECK(line_text(main, {{1, 0}, {1, 0}}) == "h2e2 b9c7 b0c2");
    CHECK(line_text(main, {}) == "h2e2 h9g7 h0g2 i9h9");
    // Then the main line: the old main line is the first alternative, b9c7 the second.
    CHECK(make_main_line(main, path));
    CHECK(path.empty());
    CHECK(line_text(main, {}) == "h2e2 h7e7");
    REQUIRE(main[1].variations.size() == 2);
    CHECK(line_text(main, {{1, 0}}) == "h2e2 h9g7 h0g2 i9h9");
    CHECK(line_text(main, {{1, 1}}) == "h2e2 b9c7 b0c2");
    CHECK(!promote_variation(main, path, 1));  // already the main line
    // Deleting the variation holding move 2 of h9g7's line goes back to where it began.
    path = {{1, 0}};
    CHECK(delete_variation(main, path, 2) == 1);
    CHECK(path.empty());
    REQUIRE(main[1].variations.size() == 1);
    CHECK(line_text(main, {{1, 0}}) == "h2e2 b9c7 b0c2");
    CHECK(delete_variation(main, path, 1) == -1);  // the main line is not a variation
    // Truncating at move 1 removes h7e7 and its alternatives.
    truncate_line(main, path, 1);
    CHECK(line_text(main, {}) == "h2e2");
    CHECK(main[0].variations.empty());
}

TEST_CASE("move tree: promoting a variation deep in a line keeps the later branches") {
    MoveLine main = sample();
    LinePath path = play_into(main, {{1, 0}}, 2, mv("h0g2"));  // h2e2 b9c7 (2. h0g2)
    path = play_into(main, path, 3, mv("a9a8"));
    CHECK(promote_variation(main, path, 1));  // b9c7's line replaces h9g7's
    CHECK(path == LinePath{{2, 0}});
    CHECK(line_text(main, path) == "h2e2 b9c7 h0g2 a9a8");
    CHECK(line_text(main, {}) == "h2e2 b9c7 b0c2");
    CHECK(line_text(main, {{1, 0}}) == "h2e2 h9g7 h0g2 i9h9");
}
