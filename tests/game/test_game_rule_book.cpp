// The game's rule book: the referee of a Game, its warning before a losing repetition and the
// searches it asks for all follow the book chosen (one check and one chase: a loss under the
// Chinese rules, a draw under the Asian rules).
#include <doctest/doctest.h>

#include "game/controller.h"
#include "game/game.h"
#include "game/referee/referee_warning.h"
#include "game/search_requests.h"
#include "scripted_bridge.h"
#include "test_moves.h"

using namespace xq;
using xq::test::mv;

namespace {

// The rook has just checked from a9; it chases the unprotected horse on g7 from a7 and checks
// again from a9 while the king steps e9-e8-e9.
constexpr const char* CHECK_CHASE_FEN = "R3k4/9/6n2/9/9/9/9/9/9/3K5 b - - 0 1";
constexpr const char* CHECK_CHASE_CYCLE[] = {"e9e8", "a9a7", "e8e9", "a7a9"};

// Two rounds of the cycle but for the last check: a7a9 makes the third occurrence of the
// start.
Game before_last_check(RuleBook book) {
    Game g;
    g.set_rule_book(book);
    REQUIRE(g.reset(CHECK_CHASE_FEN));
    for (const char* m : CHECK_CHASE_CYCLE) REQUIRE(g.play(mv(m)));
    for (const char* m : {"e9e8", "a9a7", "e8e9"}) REQUIRE(g.play(mv(m)));
    return g;
}

}  // namespace

TEST_CASE("game rule book / the referee rules one check and one chase by the book") {
    Game chinese = before_last_check(RuleBook::CHINESE);
    CHECK(chinese.rule_book() == RuleBook::CHINESE);
    REQUIRE(chinese.play(mv("a7a9")));
    CHECK(chinese.status().result == GameResult::BLACK_WINS);
    CHECK(chinese.status().reason == EndReason::PERPETUAL_CHASE);

    Game asian = before_last_check(RuleBook::ASIAN);
    CHECK(asian.rule_book() == RuleBook::ASIAN);  // a new game keeps the book
    REQUIRE(asian.play(mv("a7a9")));
    CHECK(asian.status().result == GameResult::DRAW);
    CHECK(asian.status().reason == EndReason::REPETITION);
}

TEST_CASE("game rule book / a new book rules the position shown again") {
    Game g = before_last_check(RuleBook::CHINESE);
    REQUIRE(g.play(mv("a7a9")));
    CHECK(g.status().reason == EndReason::PERPETUAL_CHASE);
    g.set_rule_book(RuleBook::ASIAN);
    CHECK(g.status().reason == EndReason::REPETITION);
    g.set_rule_book(RuleBook::CHINESE);
    CHECK(g.status().reason == EndReason::PERPETUAL_CHASE);
}

TEST_CASE("game rule book / the referee warns before the perpetual chase only where it loses") {
    CHECK(referee_warning(before_last_check(RuleBook::CHINESE), mv("a7a9")) ==
          Str::WARN_PERPETUAL_CHASE);
    CHECK(!referee_warning(before_last_check(RuleBook::ASIAN), mv("a7a9")).has_value());
}

TEST_CASE("game rule book / the game's searches carry its book") {
    for (RuleBook book : {RuleBook::CHINESE, RuleBook::ASIAN}) {
        const Game g = before_last_check(book);
        CHECK(move_request(g, SearchLimits{}, 5, true, EngineRole::OPPONENT).rule_book == book);
        CHECK(hint_request(g, 1.0, false).rule_book == book);
        CHECK(analysis_request(g, 3).rule_book == book);
        CHECK(explorer_request(g, {}, 3).rule_book == book);
    }
}

TEST_CASE("game rule book / the setting reaches the controller's referee and its engine") {
    test::ScriptedBridge bridge;
    Settings s;
    s.mode = Mode::TWO_HUMANS;
    s.opening_book = false;
    s.rule_book = RuleBook::ASIAN;
    Controller c(s, &bridge);
    REQUIRE(c.set_position(CHECK_CHASE_FEN, nullptr));
    CHECK(c.game().rule_book() == RuleBook::ASIAN);  // a game loaded keeps the setting
    for (const char* m : CHECK_CHASE_CYCLE) REQUIRE(c.human_move(mv(m), 0));
    for (const char* m : {"e9e8", "a9a7", "e8e9", "a7a9"}) REQUIRE(c.human_move(mv(m), 0));
    CHECK(c.game().status().reason == EndReason::REPETITION);
    s.rule_book = RuleBook::CHINESE;
    c.settings_changed();
    CHECK(c.game().status().reason == EndReason::PERPETUAL_CHASE);
    // The engine's move is searched under the book of the settings.
    s.mode = Mode::HUMAN_RED;
    s.rule_book = RuleBook::ASIAN;
    c.settings_changed();
    c.new_game();
    c.update(0);
    REQUIRE(c.human_move(c.game().legal_moves().front(), 0));
    c.update(0);
    REQUIRE(c.engine_seeking_move());
    REQUIRE(!bridge.requests.empty());
    CHECK(bridge.requests.back().rule_book == RuleBook::ASIAN);
    // The review's searches too.
    bridge.answer(0);
    c.update(100000);
    REQUIRE(c.study().start_review());
    c.update(100000);
    REQUIRE(!bridge.requests.empty());
    CHECK(bridge.requests.back().purpose == SearchRequest::Purpose::REVIEW);
    CHECK(bridge.requests.back().rule_book == RuleBook::ASIAN);
}
