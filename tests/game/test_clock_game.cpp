// The clocks in the game layer, without a window: the controller runs the side to move's clock,
// a flag fall ends the game, pause, what the engine is told, and the clocks saved with the game.
#include <doctest/doctest.h>

#include "formats/iccs.h"
#include "game/clock/clock_limits.h"
#include "game/clock/clock_tags.h"
#include "game/controller.h"
#include "game/files/game_file.h"
#include "game/settings.h"
#include "game/text/i18n.h"
#include "two_players.h"

using namespace xq;
using xq::test::two_players;

namespace {}  // namespace

TEST_CASE("the side to move's clock runs / a move adds the increment and starts the other") {
    Settings s = two_players("60+2", "60+2");
    Controller c(s, nullptr);
    c.new_game();
    c.update(1000);
    REQUIRE(c.human_move(iccs_to_move("h2e2"), 1000));  // the first move is free
    CHECK(c.clock_side(RED).main_ms == 62000);
    c.update(4000);
    CHECK(c.clock().running() == BLACK);
    CHECK(c.clock_side(BLACK).main_ms == 57000);
    REQUIRE(c.human_move(iccs_to_move("h9g7"), 5000));
    CHECK(c.clock().running() == RED);
    CHECK(c.clock_side(BLACK).main_ms == 58000);  // 4 s used, 2 s back
    c.update(8000);
    CHECK(c.clock_side(RED).main_ms == 59000);
}

TEST_CASE("a flag fall ends the game: the other side wins on time") {
    Settings s = two_players("0 byoyomi 3", "0 byoyomi 3");
    Controller c(s, nullptr);
    c.new_game();
    c.update(0);
    REQUIRE(c.human_move(iccs_to_move("h2e2"), 2900));  // inside the period: a fresh one for Black
    c.update(2900);
    c.update(5800);
    CHECK(!c.game().over());
    c.update(5900);  // Black's 3 s are gone
    REQUIRE(c.game().over());
    CHECK(c.game().status().result == GameResult::RED_WINS);
    CHECK(c.game().adjudication() == Adjudication::TIME_FORFEIT);
    CHECK(!c.clock().running());
    CHECK(!c.human_can_move());
    c.update(9000);                         // nothing runs after the end
    CHECK(c.clock_side(RED).used_ms == 0);  // the first move is free
    CHECK(c.clock_side(BLACK).used_ms == 3000);
}

TEST_CASE("pause stops the clocks and the board / resume goes on from there") {
    Settings s = two_players("60+0", "60+0");
    Controller c(s, nullptr);
    c.new_game();
    c.update(0);
    REQUIRE(c.human_move(iccs_to_move("h2e2"), 0));
    c.update(1000);
    c.set_paused(true);
    CHECK(!c.clock().running());
    CHECK(!c.human_can_move());
    CHECK(!c.human_move(iccs_to_move("h9g7"), 2000));
    c.update(100000);
    CHECK(c.clock_side(BLACK).main_ms == 59000);
    c.set_paused(false);
    c.update(100000);
    c.update(101000);
    CHECK(c.clock_side(BLACK).main_ms == 58000);
    CHECK(c.human_can_move());
}

TEST_CASE("a new time control in the settings gives fresh clocks") {
    Settings s = two_players("60+0", "60+0");
    Controller c(s, nullptr);
    c.new_game();
    c.update(0);
    c.update(10000);
    s.time_control[BLACK] = *parse_time_control("300+3");
    c.settings_changed();
    c.update(10000);
    CHECK(c.clock_side(RED).main_ms == 60000);
    CHECK(c.clock_side(BLACK).main_ms == 300000);
    CHECK(c.clock().control(BLACK).extra_s == 3);
}

TEST_CASE("what the engine is told: the clocks / or the fixed time per move") {
    Clock clock;
    clock.reset(*parse_time_control("600+5"), *parse_time_control("1200 byoyomi 60"));
    SearchLimits red = clock_limits(clock, RED, 0, 2.0);
    CHECK(red.movetime_ms == 0);
    CHECK(red.time_left_ms[RED] == 600000 - CLOCK_SAFETY_MS);
    CHECK(red.increment_ms[RED] == 5000);
    CHECK(red.time_left_ms[BLACK] == 1260000 - CLOCK_SAFETY_MS);
    CHECK(red.movestogo == 0);
    // Byo-yomi, main time gone: each move is the last before the control, with the period.
    clock.run(BLACK, 0);
    SearchLimits black = clock_limits(clock, BLACK, 1230000, 2.0);
    CHECK(black.time_left_ms[BLACK] == 30000 - CLOCK_SAFETY_MS);  // 30 s of 60 used
    CHECK(black.increment_ms[BLACK] == 0);
    CHECK(black.movestogo == 1);
    // Fixed time and unlimited: the engine's seconds per move.
    clock.reset(TimeControl{}, TimeControl{TimeControl::Kind::UNLIMITED});
    CHECK(clock_limits(clock, RED, 0, 2.5).movetime_ms == 2500);
    CHECK(clock_limits(clock, BLACK, 0, 0.1).movetime_ms == 100);
    CHECK(clock_limits(clock, BLACK, 0, 0.1).time_left_ms[BLACK] == 0);
}

TEST_CASE("the clocks are saved with the game and restored paused") {
    Settings s = two_players("600+5", "300 byoyomi 30");
    Controller c(s, nullptr);
    c.new_game();
    c.update(0);
    REQUIRE(c.human_move(iccs_to_move("h2e2"), 7000));
    c.update(9000);
    const std::string pgn = game_to_pgn(c.game(), clock_tags(c.saved_clock()));
    CHECK(pgn.find("[TimeControl \"600+5\"]") != std::string::npos);
    CHECK(pgn.find("[BlackTimeControl \"300 byoyomi 30\"]") != std::string::npos);
    CHECK(pgn.find("[RedClock \"605000 0 0\"]") != std::string::npos);  // a free first move
    CHECK(pgn.find("[BlackClock \"298000 30000 2000\"]") != std::string::npos);

    Settings s2;  // another start: other settings
    Controller d(s2, nullptr);
    Game g;
    PgnTags tags;
    std::string error;
    REQUIRE_MESSAGE(pgn_to_game(pgn, g, &error, &tags), error);
    std::optional<SavedClock> saved = clock_from_tags(tags);
    REQUIRE(saved);
    d.load_game(g, &*saved);
    CHECK(d.paused());  // nobody is at the board yet
    CHECK(d.message.key == Str::PAUSED);
    CHECK(s2.time_control[BLACK].kind == TimeControl::Kind::BYOYOMI);  // the game's controls
    d.update(50000);
    CHECK(d.clock_side(BLACK).main_ms == 298000);
    d.set_paused(false);
    d.update(51000);
    CHECK(d.clock_side(BLACK).main_ms == 297000);
    CHECK(d.clock_side(RED).main_ms == 605000);

    // A file without clock tags, or with broken ones, has no clock.
    CHECK(!clock_from_tags({}));
    CHECK(!clock_from_tags({{"TimeControl", "600+5"}}));
    CHECK(
        !clock_from_tags({{"TimeControl", "600+5"}, {"RedClock", "1 2"}, {"BlackClock", "1 2 3"}}));
    CHECK(!clock_from_tags(
        {{"TimeControl", "fast"}, {"RedClock", "1 2 3"}, {"BlackClock", "1 2 3"}}));
    CHECK(clock_from_tags({{"TimeControl", "-"}, {"RedClock", "0 0 5"}, {"BlackClock", "0 0 0"}}));
}
