// The game engine's one search at a time (src/game/search_slot.h): its mail, the panel's view,
// a move held for the engine's pace, the reply it expects, a ponder hit, and what abandoning
// it forgets.
#include <doctest/doctest.h>

#include "formats/iccs.h"
#include "game/search_slot.h"
#include "scripted_bridge.h"

using namespace xq;

namespace {

SearchRequest request_from_start(int threads = 1) {
    SearchRequest r;
    r.fen = START_FEN;
    r.threads = threads;
    return r;
}

}  // namespace

TEST_CASE("search slot / only the running search's mail is its own") {
    test::ScriptedBridge bridge;
    SearchSlot slot(&bridge);
    const Position start;
    CHECK(slot.idle());
    slot.begin(SearchPurpose::HINT, request_from_start(), start, 0, 100);
    const int first = bridge.running;
    CHECK(slot.is(SearchPurpose::HINT));
    CHECK(slot.owns({first, BestMoveInfo{}}));
    slot.abandon();
    CHECK(bridge.stopped.size() == 1);
    CHECK(slot.idle());
    CHECK_FALSE(slot.owns({first, BestMoveInfo{}}));  // a stopped search's late answer
    slot.begin(SearchPurpose::MOVE, request_from_start(2), start, 0, 250);
    CHECK_FALSE(slot.owns({first, BestMoveInfo{}}));
    CHECK(slot.owns({bridge.running, BestMoveInfo{}}));
    CHECK(slot.started_ms() == 250);
    CHECK(slot.status().searching);
    CHECK(slot.status().threads == 2);
}

TEST_CASE("search slot / the panel shows the game's searches and keeps them over the explorer") {
    test::ScriptedBridge bridge;
    SearchSlot slot(&bridge);
    const Position start;
    slot.begin(SearchPurpose::MOVE, request_from_start(), start, 0, 0);
    SearchInfo iteration;
    iteration.depth = 7;
    slot.show({bridge.running, iteration});
    CurrMoveInfo current;
    current.move = iccs_to_move("h2e2");
    slot.show({bridge.running, current});
    REQUIRE(slot.status().iterations.size() == 1);
    CHECK(slot.status().iterations[0].depth == 7);
    CHECK(slot.status().currmove.move == iccs_to_move("h2e2"));
    slot.abandon();
    // The explorer's and the review's searches leave the last search of the game on show.
    slot.begin(SearchPurpose::EXPLORE, request_from_start(), start, 0, 0);
    CHECK(slot.status().iterations.size() == 1);
    CHECK_FALSE(slot.status().searching);
    slot.abandon();
    slot.begin(SearchPurpose::ANALYSIS, request_from_start(), start, 0, 0);
    CHECK(slot.status().iterations.empty());
    slot.clear_status();
    CHECK_FALSE(slot.status().searching);
}

TEST_CASE("search slot / a held move, the reply it expects and a ponder hit") {
    test::ScriptedBridge bridge;
    SearchSlot slot(&bridge);
    const Position start;
    slot.begin(SearchPurpose::MOVE, request_from_start(), start, 0, 10);
    slot.hold(iccs_to_move("h2e2"), iccs_to_move("h9g7"), start);
    CHECK(slot.holds_move());
    CHECK(slot.is(SearchPurpose::MOVE));  // still the engine's move until it is played
    CHECK_FALSE(slot.status().searching);
    Position after = start;
    after.do_move(iccs_to_move("h2e2"));
    REQUIRE(slot.ponder_guess());
    CHECK(slot.ponder_guess()->reply == iccs_to_move("h9g7"));
    CHECK(slot.ponder_guess()->key == after.key());
    CHECK(slot.take_move() == iccs_to_move("h2e2"));
    CHECK(slot.idle());
    CHECK_FALSE(slot.holds_move());

    // The player's turn: the engine ponders the reply it expects; the hit makes it the move's
    // search, timed from the hit.
    const Position shown = after;  // the player to move
    after.do_move(iccs_to_move("h9g7"));
    SearchRequest ponder = request_from_start();
    ponder.moves = {iccs_to_move("h2e2"), iccs_to_move("h9g7")};
    ponder.limits.ponder = true;
    slot.begin(SearchPurpose::PONDER, ponder, shown, 1, 500);
    CHECK(slot.status().pondering == iccs_to_move("h9g7"));
    CHECK(slot.status().root.key() == after.key());
    slot.ponder_hit(2, 900);
    CHECK(bridge.ponderhits == 1);
    CHECK(slot.is(SearchPurpose::MOVE));
    CHECK(slot.ply() == 2);
    CHECK(slot.started_ms() == 900);
    CHECK(slot.status().pondering == MOVE_NONE);
    CHECK_FALSE(slot.ponder_guess());

    // Abandoning forgets a held move; a search without an expected reply leaves no guess.
    slot.hold(iccs_to_move("b0c2"), MOVE_NONE, after);
    CHECK_FALSE(slot.ponder_guess());
    slot.abandon();
    CHECK_FALSE(slot.holds_move());
    CHECK(slot.idle());
}

TEST_CASE("search slot / the review goes on when the board's search is abandoned") {
    test::ScriptedBridge bridge;
    SearchSlot slot(&bridge);
    slot.begin(SearchPurpose::REVIEW, request_from_start(), Position(), 0, 0);
    slot.abandon();
    CHECK(slot.is(SearchPurpose::REVIEW));
    CHECK(bridge.stopped.empty());
    slot.finish();
    CHECK(slot.idle());
}
