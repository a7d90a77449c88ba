// When the clocks run at the two ends of a game: they start with its first move (a human's first
// move is free, an engine playing first spends from its clock), and after the end they stay
// where they stopped while the player looks back, and keep the controls the game was played with.
#include <doctest/doctest.h>

#include "formats/iccs.h"
#include "game/controller.h"
#include "game/settings.h"
#include "two_players.h"

using namespace xq;
using xq::test::two_players;

namespace {

// Red's king steps up, Black's pawn steps on, Red's rook mates on the top rank.
void play_to_mate(Controller& c, uint32_t t) {
    REQUIRE(c.set_position("4k4/R8/9/9/9/9/p8/9/9/3K4R w - - 0 1", nullptr));
    for (const char* m : {"d0d1", "a3a2", "i0i9"}) {
        c.update(t);
        REQUIRE(c.human_move(iccs_to_move(m), t));
        t += 1000;
    }
    c.update(t);
}

}  // namespace

TEST_CASE("no clock runs before the first move / a short byo-yomi does not flag a player at rest") {
    Settings s = two_players("0 byoyomi 5");
    Controller c(s, nullptr);
    c.new_game();
    c.update(0);
    c.update(60000);  // a minute at the board before the first move
    CHECK(!c.game().over());
    CHECK(!c.clock().running());
    CHECK(c.clock_side(RED).period_ms == 5000);
    REQUIRE(c.human_move(iccs_to_move("h2e2"), 60000));
    c.update(62000);
    CHECK(c.clock().running() == BLACK);  // from the first move on, as usual
    CHECK(c.clock_side(BLACK).period_ms == 3000);
}

TEST_CASE("an engine playing Red spends from its clock on the first move") {
    Settings s = two_players("60+0");
    s.mode = Mode::ENGINE_RED;
    EngineBridge bridge({});
    Controller c(s, &bridge);
    c.new_game();
    c.update(0);
    CHECK(c.engine_thinking());
    CHECK(c.clock().running() == RED);
    c.set_paused(true);
}

TEST_CASE("after a mate going back shows the clocks / nobody's clock runs again") {
    Settings s = two_players("60+0");
    Controller c(s, nullptr);
    play_to_mate(c, 0);
    REQUIRE(c.game().over());
    const int64_t red = c.clock_side(RED).main_ms, black = c.clock_side(BLACK).main_ms;
    c.go_to(2);  // Red to move there
    c.update(10000);
    c.update(70000);  // a minute looking at it
    CHECK(!c.clock().running());
    CHECK(!c.game().over());
    c.go_to(c.game().length());
    c.update(71000);
    CHECK(c.clock_side(RED).main_ms == red);
    CHECK(c.clock_side(BLACK).main_ms == black);
    // Taking the mate back goes on with the game: Black's clock runs again.
    c.undo();
    c.update(72000);
    c.update(73000);
    CHECK(c.clock().running() == RED);
}

TEST_CASE("a new time control after a flag fall keeps the finished game's clocks") {
    Settings s = two_players("5+0");
    Controller c(s, nullptr);
    c.new_game();
    c.update(0);
    REQUIRE(c.human_move(iccs_to_move("h2e2"), 1000));
    c.update(1000);
    c.update(7000);  // Black's 5 s are gone
    REQUIRE(c.game().over());
    s.time_control[RED] = s.time_control[BLACK] = *parse_time_control("1200+0");
    c.settings_changed();
    c.update(8000);
    CHECK(c.clock_side(BLACK).main_ms == 0);
    CHECK(c.clock_side(RED).main_ms == 5000);
    CHECK(c.message.key == Str::TIME_CONTROL_NEXT_GAME);
    c.new_game();  // the next game has them
    c.update(9000);
    CHECK(c.clock_side(RED).main_ms == 1200000);
}
