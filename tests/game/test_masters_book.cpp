// The masters' book: moves enter by how many masters played them and weigh by how often and how
// well; a position or move too rarely played, a move that scored badly over many games, and
// games from another start are left out.
#include <doctest/doctest.h>

#include <string>

#include "formats/iccs.h"
#include "game/library/collection_read.h"
#include "game/library/masters_book.h"

using namespace xq;

namespace {

std::string game(const std::string& moves, const std::string& result) {
    return "[Result \"" + result + "\"]\n\n" + moves + " " + result + "\n\n";
}

Collection collection_of(const std::string& text) {
    Collection c;
    c.kind = CollectionKind::PGN;
    REQUIRE(add_games_of_text(c, text));
    return c;
}

uint16_t weight_of(const Book& book, const Position& pos, const char* move) {
    for (const BookEntry& e : book.moves(pos))
        if (e.move == iccs_to_move(move)) return e.weight;
    return 0;
}

}  // namespace

TEST_CASE("masters book / moves weigh by how often and how well masters played them") {
    const std::string text = game("1. 炮二平五 马8进7", "1-0") + game("1. 炮二平五 马8进7", "1-0") +
                             game("1. 炮二平五 马8进7", "0-1") + game("1. 炮二平五 马2进3", "0-1") +
                             game("1. 兵七进一 卒7进1", "1/2-1/2");
    const Collection c = collection_of(text);
    REQUIRE(c.games.size() == 5);
    const Book book = make_masters_book(c);
    Position start;
    // 炮二平五: 4 games, Red scored 2 of 4: 4 x 0.7 = 2.8. 兵七进一: one game, too few.
    CHECK(weight_of(book, start, "h2e2") == 3);
    CHECK(weight_of(book, start, "c3c4") == 0);
    Position after = start;
    after.do_move(iccs_to_move("h2e2"));
    // 马8进7: 3 games, Black scored 1 of 3: 3 x (0.2 + 1/3) = 1.6.
    CHECK(weight_of(book, after, "h9g7") == 2);
    CHECK(weight_of(book, after, "b9c7") == 0);
    // Too few games reached the position after 马8进7 (3 of the 4 needed).
    after.do_move(iccs_to_move("h9g7"));
    CHECK(book.moves(after).empty());
}

TEST_CASE("masters book / a move masters mostly lost with is left out") {
    std::string text;
    for (int i = 0; i < 9; ++i) text += game("1. 炮二平五 马8进7", i == 0 ? "1/2-1/2" : "1-0");
    for (int i = 0; i < 3; ++i) text += game("1. 炮二平五 马2进3", "0-1");
    const Book book = make_masters_book(collection_of(text));
    Position after;
    after.do_move(iccs_to_move("h2e2"));
    CHECK(weight_of(book, after, "h9g7") == 0);  // 0.5 of 9 for Black: under 0.3
    CHECK(weight_of(book, after, "b9c7") == 4);  // 3 x 1.2 = 3.6
    CHECK(masters_book_weight(100000, 1.0) == 65535);
    CHECK(masters_book_weight(1, 0.0) == 1);
}

TEST_CASE("masters book / games from another start are left out") {
    const std::string other =
        "[FEN \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/"
        "RNBAKABNR b - - 0 1\"]\n[Result \"0-1\"]\n\n1. ... 马8进7 0-1\n\n";
    std::string text;
    for (int i = 0; i < 5; ++i) text += other;
    const Collection c = collection_of(text);
    REQUIRE(c.games.size() == 5);
    CHECK(c.games[0].plies == 1);  // read, with its move
    CHECK(make_masters_book(c).empty());
}
