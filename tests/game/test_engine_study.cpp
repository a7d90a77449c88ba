// The engine's study of the game (src/game/engine_study.h) on its own, with a host that stands in
// for the Controller: the analysis follows the shown position, the review searches each position
// and hands its judgement to the game, the explorer takes the engine only when it is free, and
// nothing starts while the position editor is open.
#include <doctest/doctest.h>

#include "formats/iccs.h"
#include "game/engine_study.h"
#include "scripted_bridge.h"

using namespace xq;

namespace {

struct StudyHost final : EngineStudy::Host {
    explicit StudyHost(test::ScriptedBridge& bridge) : slot(&bridge) {}

    const Game& studied_game() const override { return game; }
    bool setting_up_position() const override { return setting_up; }
    void begin_search(SearchPurpose p, const SearchRequest& request) override {
        slot.begin(p, request, game.position(), game.ply(), 0);
    }
    void study_changed() override { ++changes; }
    void review_judged(ReviewSession& review) override {
        std::vector<float> scores;
        const bool human[2] = {true, true};
        review.finish(game, scores, human);
        ++judged;
    }

    Game game;
    SearchSlot slot;
    bool setting_up = false;
    int changes = 0;
    int judged = 0;
};

// Every mail the bridge holds goes to the study, as the Controller's update() gives it.
void deliver(test::ScriptedBridge& bridge, StudyHost& host, EngineStudy& study) {
    for (const EngineBridge::Mail& mail : bridge.drain())
        if (host.slot.owns(mail)) study.take_mail(mail);
}

}  // namespace

TEST_CASE("engine study / the analysis follows the position shown and holds the engine") {
    test::ScriptedBridge bridge;
    StudyHost host(bridge);
    Settings settings;
    settings.analysis_lines = 3;
    EngineStudy study(host, settings, &bridge, host.slot);

    study.set_analysis(true);
    CHECK(study.analysing());
    CHECK(study.holds_engine());
    CHECK(host.changes == 1);  // the clocks stop
    REQUIRE(host.slot.is(SearchPurpose::ANALYSIS));
    CHECK(bridge.requests.back().multipv == 3);
    const int first = bridge.running;

    // The second and third lines are the analysis panel's alone; the first also goes to the
    // engine panel and the score graph.
    SearchInfo line;
    line.multipv = 2;
    CHECK(study.take_mail({first, line}));
    line.multipv = 1;
    CHECK_FALSE(study.take_mail({first, line}));

    study.follow();  // the same position: the search goes on
    CHECK(bridge.running == first);
    host.game.play(iccs_to_move("h2e2"));
    study.follow();  // another position: a new search of it
    CHECK(bridge.stopped == std::vector<int>{first});
    CHECK(bridge.running != first);
    CHECK(study.analysis().ply == 1);

    study.set_analysis(false);
    CHECK_FALSE(study.holds_engine());
    CHECK(host.slot.idle());
    CHECK(host.changes == 2);
}

TEST_CASE("engine study / a review searches every position, then the game takes its judgement") {
    test::ScriptedBridge bridge;
    StudyHost host(bridge);
    Settings settings;
    EngineStudy study(host, settings, &bridge, host.slot);
    CHECK_FALSE(study.start_review());  // no move to review
    for (const char* m : {"h2e2", "h9g7", "h0g2"}) host.game.play(iccs_to_move(m));

    REQUIRE(study.start_review());
    CHECK(study.reviewing());
    CHECK(study.holds_engine());
    int searches = 0;
    while (study.reviewing() && searches < 20) {
        REQUIRE(host.slot.is(SearchPurpose::REVIEW));
        ++searches;
        bridge.answer(0);
        deliver(bridge, host, study);
        CHECK(host.slot.idle());  // the answer frees the engine; follow() starts the next
        study.follow();
    }
    CHECK_FALSE(study.reviewing());
    CHECK(host.judged == 1);
    CHECK(searches >= 3);  // at least one search a move
    REQUIRE(study.review_result().has_value());
    CHECK(study.reviewed_move(1) != nullptr);

    // A new game drops the result.
    study.game_replaced();
    CHECK_FALSE(study.review_result().has_value());
}

TEST_CASE("engine study / the explorer takes the engine only when the game leaves it free") {
    test::ScriptedBridge bridge;
    StudyHost host(bridge);
    Settings settings;
    EngineStudy study(host, settings, &bridge, host.slot);
    study.follow_explorer();  // closed: nothing
    CHECK(host.slot.idle());

    host.begin_search(SearchPurpose::MOVE, SearchRequest{});
    study.set_exploring(true);
    study.follow_explorer();
    CHECK(host.slot.is(SearchPurpose::MOVE));  // the game's move comes first

    host.slot.abandon();
    study.follow_explorer();
    CHECK(study.explorer_searching());
    CHECK_FALSE(study.holds_engine());  // the game may take the engine back at any time
    const int explorer = bridge.running;
    study.follow_explorer();  // the same position: the same search
    CHECK(bridge.running == explorer);

    study.set_exploring(false);
    CHECK(host.slot.idle());
}

TEST_CASE("engine study / nothing starts while the position is set up") {
    test::ScriptedBridge bridge;
    StudyHost host(bridge);
    Settings settings;
    EngineStudy study(host, settings, &bridge, host.slot);
    host.game.play(iccs_to_move("h2e2"));
    host.setting_up = true;
    study.set_analysis(true);
    CHECK_FALSE(study.analysing());
    CHECK_FALSE(study.start_review());
    study.set_exploring(true);
    study.follow_explorer();
    CHECK(host.slot.idle());

    // Opening the editor stops what was running.
    host.setting_up = false;
    study.set_analysis(true);
    REQUIRE(study.analysing());
    study.stop();
    CHECK_FALSE(study.analysing());
    CHECK(host.slot.idle());
}
