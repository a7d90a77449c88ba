// The player cards name who played each side, in analysis and review too (when the engine plays
// no side): the file's names, else the engine with its level, else the human.
#include <doctest/doctest.h>

#include <chrono>
#include <thread>

#include "formats/iccs.h"
#include "game/controller.h"
#include "game/player_label.h"
#include "game/settings.h"
#include "game/text/i18n.h"

using namespace xq;

TEST_CASE("the player cards name who played / in analysis too / the file's names first") {
    set_language(Lang::EN);
    Settings s;
    s.mode = Mode::HUMAN_RED;
    s.skill = 3;
    s.movetime_s = 0.1;
    s.opening_book = false;
    EngineBridge bridge({});
    Controller c(s, &bridge);
    c.new_game();
    uint32_t t = 0;
    c.update(t);
    REQUIRE(c.human_move(iccs_to_move("h2e2"), t));
    while (c.game().ply() < 2 && t < 5000) {
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
        c.update(t += 10);
    }
    REQUIRE(c.game().ply() == 2);
    CHECK(player_label(c, RED) == "Human");
    CHECK(player_label(c, BLACK) == "Engine, level 3");
    c.study().set_analysis(true);
    REQUIRE(!c.engine_plays(BLACK));
    CHECK(player_label(c, BLACK) == "Engine, level 3");  // not "Human"
    CHECK(player_label(c, RED) == "Human");
    c.study().set_analysis(false);
    c.set_tag("Black", "Hu Ronghua");
    CHECK(player_label(c, BLACK) == "Hu Ronghua");
    c.new_game();
    c.study().set_analysis(true);
    CHECK(player_label(c, BLACK) == "Human");  // nobody has played: nothing to name
    c.study().set_analysis(false);
    set_language(Lang::ZH);
}

TEST_CASE("the player cards name who played / a game's own seats, not the settings' level") {
    set_language(Lang::EN);
    Settings s;
    s.mode = Mode::HUMAN_RED;
    s.skill = 5;
    EngineBridge bridge({});
    Controller c(s, &bridge);
    c.new_game();
    // An endgame challenge at level 20: the settings keep level 5 for the next game.
    c.set_game_seats({Mode::HUMAN_RED, SKILL_RANGE.max, ""});
    CHECK(player_label(c, BLACK) == "Engine, level 20");
    CHECK(s.skill == 5);
}
