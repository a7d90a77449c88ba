// Pondering in the game: at full strength the engine searches its answer to the reply it
// expects while the player thinks; a ponder hit turns that search into its move, a miss stops
// it; the lower levels, the setting turned off, and the player's questions leave no ponder
// search running.
#include <doctest/doctest.h>

#include <optional>
#include <utility>

#include "game/controller.h"
#include "game/search_requests.h"
#include "scripted_bridge.h"

using namespace xq;

namespace {

struct PonderGame {
    test::ScriptedBridge bridge;
    Settings settings;
    std::optional<Controller> c;
    uint32_t now = 0;

    explicit PonderGame(int level = SKILL_RANGE.max, bool ponder = true) {
        settings.mode = Mode::HUMAN_RED;
        settings.opening_book = false;
        settings.skill = level;
        settings.ponder = ponder;
        c.emplace(settings, &bridge);
        c->new_game();
        frame();
    }
    void frame(uint32_t dt = 0) {
        now += dt;
        c->update(now);
    }
    // The player's first legal move, then the engine's answer (the `pick`-th legal move, with
    // a ponder move), played after its pace.
    void play_one_exchange(size_t pick = 0) {
        REQUIRE(c->human_move(c->game().legal_moves().front(), now));
        frame();
        REQUIRE(c->engine_seeking_move());
        bridge.answer(pick);
        frame(100000);
        REQUIRE(c->game().ply() % 2 == 0);
    }
};

}  // namespace

TEST_CASE("pondering / after its move the engine searches the reply it expects") {
    PonderGame g;
    g.play_one_exchange();
    REQUIRE(g.c->pondering());
    const SearchRequest& r = g.bridge.requests.back();
    CHECK(r.limits.ponder);
    CHECK(r.skill == SKILL_RANGE.max);
    CHECK(!r.use_book);
    REQUIRE(r.moves.size() == size_t(g.c->game().ply()) + 1);
    const Move expected = r.moves.back();
    CHECK(g.c->engine_status().pondering == expected);
    CHECK(g.c->game().position().is_legal(expected));
    CHECK(!g.c->engine_seeking_move());
    CHECK(g.c->human_can_move());
    // The panel's PV is written from the position after the expected reply.
    Position after = g.c->game().position();
    after.do_move(expected);
    CHECK(g.c->engine_status().root.key() == after.key());
}

TEST_CASE("pondering / a ponder hit goes on as the engine's move without a new search") {
    PonderGame g;
    g.play_one_exchange();
    REQUIRE(g.c->pondering());
    const size_t asked = g.bridge.requests.size();
    const Move expected = g.c->engine_status().pondering;
    REQUIRE(g.c->human_move(expected, g.now));
    CHECK(g.bridge.ponderhits == 1);
    CHECK(g.c->engine_seeking_move());
    g.frame();
    CHECK(g.bridge.requests.size() == asked);  // the same search goes on
    g.bridge.answer(3);
    g.frame(100000);
    CHECK(g.c->game().ply() == 4);
}

TEST_CASE("pondering / a miss stops the ponder search and starts the move's own") {
    PonderGame g;
    g.play_one_exchange();
    REQUIRE(g.c->pondering());
    const int pondered_id = g.bridge.running;
    const Move expected = g.c->engine_status().pondering;
    Move other = MOVE_NONE;
    for (Move m : g.c->game().legal_moves())
        if (m != expected) other = m;
    REQUIRE(g.c->human_move(other, g.now));
    CHECK(g.bridge.ponderhits == 0);
    CHECK(g.bridge.stopped.back() == pondered_id);
    g.frame();
    REQUIRE(g.c->engine_seeking_move());
    const SearchRequest& r = g.bridge.requests.back();
    CHECK(!r.limits.ponder);
    CHECK(r.moves.size() == size_t(g.c->game().ply()));
    // The stopped ponder search's answer is not played.
    g.bridge.report_stopped();
    g.frame(100000);
    CHECK(g.c->game().ply() == 3);
}

TEST_CASE("pondering / not below full strength, not when turned off") {
    for (const auto& entry :
         {std::pair{SKILL_RANGE.max - 1, true}, std::pair{SKILL_RANGE.max, false}}) {
        const auto level = entry.first;
        const auto on = entry.second;
        CAPTURE(level);
        CAPTURE(on);
        PonderGame g(level, on);
        g.play_one_exchange();
        g.frame(1000);
        CHECK(!g.c->pondering());
        CHECK(g.bridge.running == 0);
    }
}

TEST_CASE("pondering / the player's hint and a lower level stop it, turning it on starts it") {
    PonderGame g;
    g.play_one_exchange();
    REQUIRE(g.c->pondering());
    g.c->hint();  // the player's question comes first
    CHECK(!g.c->pondering());
    CHECK(!g.bridge.requests.back().limits.ponder);
    g.bridge.answer(0);
    g.frame();
    CHECK(g.c->pondering());  // the hint answered: pondering again
    g.settings.skill = SKILL_RANGE.max - 3;
    g.c->settings_changed();
    g.frame();
    CHECK(!g.c->pondering());
    g.settings.skill = SKILL_RANGE.max;
    g.settings.ponder = false;
    g.c->settings_changed();
    g.frame();
    CHECK(!g.c->pondering());
    g.settings.ponder = true;
    g.c->settings_changed();
    g.frame();
    CHECK(g.c->pondering());
}

TEST_CASE("pondering / undo, pause and analysis stop it") {
    PonderGame g;
    g.play_one_exchange();
    REQUIRE(g.c->pondering());
    g.c->set_paused(true);
    g.frame();
    CHECK(!g.c->pondering());
    g.c->set_paused(false);
    g.frame();
    CHECK(g.c->pondering());
    g.c->study().set_analysis(true);
    g.frame();
    CHECK(!g.c->pondering());
    g.c->study().set_analysis(false);
    g.frame();
    CHECK(g.c->pondering());
    g.c->undo();
    g.frame();
    CHECK(!g.c->pondering());  // the reply it expected belongs to a position taken back
    CHECK(g.c->game().ply() == 0);
}

TEST_CASE("threads / full-strength searches use the setting, the lower levels one thread") {
    PonderGame g;
    g.settings.engine_threads = 3;
    g.c->settings_changed();
    REQUIRE(g.c->human_move(g.c->game().legal_moves().front(), g.now));
    g.frame();
    REQUIRE(g.c->engine_seeking_move());
    CHECK(g.bridge.requests.back().threads == 3);
    CHECK(g.c->engine_status().threads == 3);
    g.bridge.answer(0);
    g.frame(100000);
    g.settings.skill = 5;
    g.c->settings_changed();
    g.c->hint();
    CHECK(g.bridge.requests.back().threads == 3);  // a hint is at full strength
    g.bridge.answer(0);
    g.frame();
    REQUIRE(g.c->human_move(g.c->game().legal_moves().front(), g.now));
    g.frame();
    REQUIRE(g.c->engine_seeking_move());
    CHECK(g.bridge.requests.back().threads == 1);
    g.settings.engine_threads = 0;  // automatic: the machine's cores, at most 8
    CHECK(engine_threads(0) >= 1);
    CHECK(engine_threads(0) <= AUTO_ENGINE_THREADS);
    CHECK(engine_threads(5) == 5);
}
