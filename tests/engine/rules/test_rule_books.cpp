// The two rule books, class of cycle by class of cycle: each cycle of docs/rules.md's table is
// played from its FEN under the Asian and the Chinese rules, and the referee (judge_game on the
// third occurrence) and the search's verdict (repetition_verdict on the second) must both rule
// it as the chosen book does.
#include <doctest/doctest.h>

#include <sstream>
#include <string>

#include "formats/iccs.h"
#include "rules/rules.h"

using namespace xq;

namespace {

struct BookRuling {
    GameResult result;
    EndReason reason;
};

struct CycleClass {
    const char* name;
    const char* fen;
    const char* cycle;  // one round; played twice to reach the third occurrence
    BookRuling chinese, asian;
};

constexpr BookRuling BOOK_RED_LOSES_CHECK{GameResult::BLACK_WINS, EndReason::PERPETUAL_CHECK};
constexpr BookRuling BOOK_RED_LOSES_CHASE{GameResult::BLACK_WINS, EndReason::PERPETUAL_CHASE};
constexpr BookRuling BOOK_DRAW{GameResult::DRAW, EndReason::REPETITION};

// The cycles of tests/engine/rules/test_rules.cpp, where each position is explained.
const CycleClass CYCLE_CLASSES[] = {
    {"perpetual check against idle moves", "4k4/R8/9/9/8r/9/9/9/9/3K5 w - - 0 1",
     "a8a9 e9e8 a9a8 e8e9", BOOK_RED_LOSES_CHECK, BOOK_RED_LOSES_CHECK},
    {"mutual perpetual check", "3kr4/9/1P2c4/9/4R4/9/3C5/9/4K4/9 w - - 0 1", "e5d5 e7d7 d5e5 d7e7",
     BOOK_DRAW, BOOK_DRAW},
    {"perpetual chase of an unprotected horse", "3k5/9/2n6/9/2R6/9/9/9/9/4K4 b - - 0 1",
     "c7a8 c5a5 a8c7 a5c5", BOOK_RED_LOSES_CHASE, BOOK_RED_LOSES_CHASE},
    {"a cannon chasing a protected rook", "2b2k3/9/r8/9/9/9/P3P4/C8/9/3K5 b - - 0 1",
     "a7e7 a2e2 e7a7 e2a2", BOOK_RED_LOSES_CHASE, BOOK_RED_LOSES_CHASE},
    {"a rook attacking a protected horse", "3k5/9/2nac4/1n7/2R6/9/9/9/9/4K4 b - - 0 1",
     "c7a8 c5a5 a8c7 a5c5", BOOK_DRAW, BOOK_DRAW},
    {"one piece chasing two pieces in turn", "4k4/7n1/R5n2/9/9/9/9/9/9/3K5 w - - 0 1",
     "a7a8 e9f9 a8a7 f9e9", BOOK_DRAW, BOOK_DRAW},
    {"one check and one chase", "4k4/9/R5n2/9/9/9/9/9/9/3K5 w - - 0 1", "a7a9 e9e8 a9a7 e8e9",
     BOOK_RED_LOSES_CHASE, BOOK_DRAW},
    {"a check uncovering a chase, then a chase", "3k5/1n7/1R7/9/9/9/9/5n3/9/1R3K3 w - - 0 1",
     "b7d7 d9e9 d7b7 e9d9", BOOK_RED_LOSES_CHASE, BOOK_DRAW},
    {"perpetual check against a perpetual chase", "4k4/8r/9/9/4r4/9/6C2/4R4/8C/4K4 w - - 0 1",
     "g3e3 e5i5 e3g3 i5e5", BOOK_RED_LOSES_CHECK, BOOK_RED_LOSES_CHECK},
    {"both sides chasing perpetually", "9/3k5/3r5/9/6C2/9/9/1C5r1/4K4/5c3 w - - 0 1",
     "g5g2 d7d2 g2g5 d2d7", BOOK_DRAW, BOOK_DRAW},
};

void play_book_moves(Position& pos, const std::string& moves) {
    std::istringstream in(moves);
    std::string text;
    while (in >> text) {
        const Move m = iccs_to_move(text);
        REQUIRE_MESSAGE(pos.is_legal(m), text << " is illegal in " << pos.fen());
        pos.do_move(m);
    }
}

// The search's verdict, from the side to move's view, that a referee's ruling implies.
RepetitionVerdict implied_verdict(const BookRuling& r, Color to_move) {
    if (r.result == GameResult::DRAW) return RepetitionVerdict::DRAW;
    const Color winner = r.result == GameResult::RED_WINS ? RED : BLACK;
    return winner == to_move ? RepetitionVerdict::WIN : RepetitionVerdict::LOSS;
}

void check_class(const CycleClass& c, RuleBook book, const BookRuling& expected) {
    const std::string name = c.name, book_name = rule_book_name(book);
    CAPTURE(name);
    CAPTURE(book_name);
    Position pos;
    REQUIRE(pos.set_fen(c.fen));
    play_book_moves(pos, c.cycle);
    // Second occurrence: the search already rules the cycle on its path, the referee waits.
    CHECK(judge_game(pos, 2, book).result == GameResult::ONGOING);
    CHECK(repetition_verdict(pos, 0, book) == implied_verdict(expected, pos.side_to_move()));
    play_book_moves(pos, c.cycle);
    const GameStatus s = judge_game(pos, 2, book);
    CHECK(s.result == expected.result);
    CHECK(s.reason == expected.reason);
}

}  // namespace

TEST_CASE("rule books / every class of cycle as the Chinese rules rule it") {
    for (const CycleClass& c : CYCLE_CLASSES) check_class(c, RuleBook::CHINESE, c.chinese);
}

TEST_CASE("rule books / every class of cycle as the Asian rules rule it") {
    for (const CycleClass& c : CYCLE_CLASSES) check_class(c, RuleBook::ASIAN, c.asian);
}

TEST_CASE("rule books / the default is the Chinese book") {
    Position pos;
    REQUIRE(pos.set_fen("4k4/9/R5n2/9/9/9/9/9/9/3K5 w - - 0 1"));
    play_book_moves(pos, "a7a9 e9e8 a9a7 e8e9 a7a9 e9e8 a9a7 e8e9");
    CHECK(judge_game(pos).reason == judge_game(pos, 2, RuleBook::CHINESE).reason);
    CHECK(judge_game(pos).reason != judge_game(pos, 2, RuleBook::ASIAN).reason);
}

TEST_CASE("rule books / names") {
    CHECK(std::string(rule_book_name(RuleBook::CHINESE)) == "chinese");
    CHECK(std::string(rule_book_name(RuleBook::ASIAN)) == "asian");
    CHECK(parse_rule_book("asian") == RuleBook::ASIAN);
    CHECK(parse_rule_book("chinese") == RuleBook::CHINESE);
    CHECK(!parse_rule_book("Asian").has_value());
    CHECK(!parse_rule_book("").has_value());
}
