// Taking moves back under a clock takes their time back too: undo, redo and going through the
// move list show each side's clock as it stood at that move, so undoing a flag fall gives a game
// that can go on instead of a flag that falls again at once.
#include <doctest/doctest.h>

#include "formats/iccs.h"
#include "game/controller.h"
#include "game/settings.h"
#include "two_players.h"

using namespace xq;
using xq::test::two_players;

namespace {

// Red moves at 1 s (the first move is free), Black at 2 s, then Red's 5 s run out at 7 s.
void play_to_flag_fall(Controller& c) {
    c.new_game();
    c.update(0);
    REQUIRE(c.human_move(iccs_to_move("h2e2"), 1000));
    c.update(1000);
    REQUIRE(c.human_move(iccs_to_move("h9g7"), 2000));
    c.update(2000);
    c.update(6999);
    REQUIRE(!c.game().over());
    c.update(7000);
    REQUIRE(c.game().over());
    REQUIRE(c.game().adjudication() == Adjudication::TIME_FORFEIT);
}

}  // namespace

TEST_CASE(
    "undo after a flag fall gives back the clocks of that move / the flag does not fall again") {
    Settings s = two_players("5+0");
    Controller c(s, nullptr);
    play_to_flag_fall(c);
    CHECK(c.clock_side(RED).main_ms == 0);

    c.undo();  // Black to move, as after Red's first move
    c.update(7000);
    CHECK(!c.game().over());
    CHECK(c.clock_side(RED).main_ms == 5000);
    CHECK(c.clock_side(BLACK).main_ms == 5000);
    c.update(7500);
    CHECK(c.clock_side(BLACK).main_ms == 4500);  // Black's clock runs on from there

    c.undo();  // Red to move at the start, with the full 5 s (from 7.5 s)
    c.update(7500);
    CHECK(!c.game().over());
    CHECK(c.clock_side(RED).main_ms == 5000);
    c.update(12000);
    CHECK(!c.game().over());
    CHECK(c.human_can_move());
    REQUIRE(c.human_move(iccs_to_move("b2e2"), 12000));  // the game goes on in a new line
    CHECK(c.clock_side(RED).main_ms == 500);
    CHECK(c.clock().running() == BLACK);
}

TEST_CASE(
    "redo after undoing a flag fall comes back to the flag fall with the clocks as they were") {
    Settings s = two_players("5+0");
    Controller c(s, nullptr);
    play_to_flag_fall(c);
    c.undo();
    c.update(8000);  // a second spent at the earlier move
    c.redo();
    c.update(8000);
    CHECK(c.game().over());
    CHECK(c.clock_side(RED).main_ms == 0);
    CHECK(c.clock_side(BLACK).main_ms == 4000);
    CHECK(!c.clock().running());
}

TEST_CASE(
    "going back through a timed game and returning charges the time spent to the live clock") {
    Settings s = two_players("60+0");
    Controller c(s, nullptr);
    c.new_game();
    c.update(0);
    REQUIRE(c.human_move(iccs_to_move("h2e2"), 3000));  // Red 60 s: the first move is free
    c.update(3000);
    REQUIRE(c.human_move(iccs_to_move("h9g7"), 5000));  // Black 58 s
    c.update(6000);
    c.go_to(1);  // Black to move there, Black's clock as it stood then
    c.update(6000);
    CHECK(c.clock_side(BLACK).main_ms == 60000);
    CHECK(c.clock_side(RED).main_ms == 60000);
    c.update(8000);
    c.go_to(2);  // back at the live position: Red's clock ran all along
    c.update(9000);
    CHECK(c.clock_side(RED).main_ms == 60000 - 4000);
    CHECK(c.clock_side(BLACK).main_ms == 58000);
    CHECK(c.clock().running() == RED);
}

TEST_CASE("undo in a loaded game without the clocks of earlier moves gives a fallen flag time") {
    Settings s = two_players("5+3");
    Controller c(s, nullptr);
    Game g;
    REQUIRE(g.play(iccs_to_move("h2e2")));
    REQUIRE(g.play(iccs_to_move("h9g7")));
    SavedClock saved;
    saved.control[RED] = saved.control[BLACK] = s.time_control[RED];
    saved.side[RED].main_ms = 0;  // Red's flag fell as the file was saved
    saved.side[BLACK].main_ms = 4000;
    REQUIRE(c.load_game(g, &saved));
    c.set_paused(false);
    c.update(0);
    c.undo();
    c.undo();  // Red to move at the start: no clock was kept for it
    c.update(0);
    CHECK(!c.game().over());
    CHECK(c.clock_side(RED).main_ms == Controller::MIN_TIME_AFTER_UNDO_MS);
    c.update(1000);
    CHECK(!c.game().over());
}

TEST_CASE("untimed games keep counting the time used through undo") {
    Settings s = two_players("-");
    Controller c(s, nullptr);
    c.new_game();
    c.update(0);
    REQUIRE(c.human_move(iccs_to_move("h2e2"), 0));
    c.update(0);
    REQUIRE(c.human_move(iccs_to_move("h9g7"), 3000));
    c.update(4000);
    c.undo();  // Black to move again
    c.update(4000);
    c.update(5000);
    CHECK(c.clock_side(BLACK).used_ms == 3000 + 1000);  // not taken back: nothing to fall
    CHECK(c.clock_side(RED).used_ms == 1000);
}
