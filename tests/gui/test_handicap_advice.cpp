// The handicap advisor: the nearest measured handicap to the rating gap, given by the
// stronger side; in the settings tab "Use it" sets the
// suggestion for the next game, and the player's Elo is saved.
#include <doctest/doctest.h>

#include <algorithm>

#include "game/levels/handicap_advice.h"
#include "game/levels/level_elo.h"
#include "game/settings.h"
#include "game/text/i18n.h"
#include "gui_test_util.h"

using namespace xq;
using namespace xq::test;

TEST_CASE("handicap advice / the nearest measured worth / the stronger side gives") {
    const HandicapWorth horse = handicap_worth(Handicap::LEFT_HORSE);
    REQUIRE(horse.elo > 100);
    // A gap about the horse's worth: the stronger gives it, whichever colour it plays.
    HandicapAdvice a = advise_handicap(1500 + horse.elo, 1500);
    CHECK(a.handicap == Handicap::LEFT_HORSE);
    CHECK(a.giver == RED);
    CHECK(a.gap == horse.elo);
    CHECK(a.left == 0);
    a = advise_handicap(1500, 1500 + horse.elo + 20);
    CHECK(a.handicap == Handicap::LEFT_HORSE);
    CHECK(a.giver == BLACK);
    CHECK(a.left == 20);
    // Equal players, or a gap nearer 0 than any worth: no handicap.
    CHECK(advise_handicap(1500, 1500).handicap == Handicap::NONE);
    int smallest = 10000;
    for (const HandicapInfo& i : all_handicaps())
        if (i.handicap != Handicap::NONE)
            smallest = std::min(smallest, handicap_worth(i.handicap).elo);
    a = advise_handicap(1500, 1500 + smallest / 2 - 10);
    CHECK(a.handicap == Handicap::NONE);
    a = advise_handicap(1500, 1500 + smallest / 2 + 10);
    CHECK(a.handicap != Handicap::NONE);
    // Whatever the gap, the choice is the nearest of the measured worths; a worth known only as
    // a lower bound is never offered (it may be worth far more than the gap).
    for (int gap = 0; gap <= 3000; gap += 25) {
        a = advise_handicap(gap, 0);
        CHECK(a.left == gap - handicap_worth(a.handicap).elo);
        CHECK_FALSE(handicap_worth(a.handicap).at_least);
        for (const HandicapInfo& i : all_handicaps()) {
            const HandicapWorth w = handicap_worth(i.handicap);
            if (!w.at_least) CHECK(std::abs(gap - w.elo) >= std::abs(a.left));
        }
    }
    // Each handicap shows its own measurement: two equal figures are bounds, said as such.
    for (const HandicapInfo& i : all_handicaps())
        for (const HandicapInfo& j : all_handicaps()) {
            const HandicapWorth wi = handicap_worth(i.handicap), wj = handicap_worth(j.handicap);
            if (i.handicap == j.handicap || i.handicap == Handicap::NONE) continue;
            if (wi.elo == wj.elo && wi.error == wj.error) CHECK(wi.at_least);
        }
    CHECK(handicap_worth(Handicap::BOTH_ROOKS).at_least);
    CHECK(handicap_worth(Handicap::LEFT_HALF).at_least);
    CHECK(advise_handicap(800, 0).handicap == Handicap::LEFT_ROOK);  // not a bound above it
    // Taking more pieces is worth more.
    CHECK(handicap_worth(Handicap::BOTH_HORSES).elo > horse.elo);
    CHECK(handicap_worth(Handicap::BOTH_ROOKS).elo > handicap_worth(Handicap::LEFT_ROOK).elo);
    CHECK(!handicap_worth(Handicap::LEFT_ROOK).at_least);
}

TEST_CASE(
    "handicap advice / against a level far weaker the player is told to choose a stronger one") {
    // A 220-Elo player at level 1 (below 100 Elo): no pieces given away, level 5 (220) instead.
    HandicapAdvice a = advise_against_level(220, 1, BLACK);
    CHECK(a.handicap == Handicap::NONE);
    CHECK(a.level == 5);
    CHECK(level_elo(a.level) == 220);
    a = advise_against_level(220, 1, RED);
    CHECK(a.level == 5);
    // At the level advised, nothing more to even.
    a = advise_against_level(220, 5, BLACK);
    CHECK(a.level == 0);
    CHECK(a.handicap == Handicap::NONE);
    // Stronger than the strongest level: the player gives a measured handicap.
    a = advise_against_level(level_elo(20) + 300, 20, BLACK);
    CHECK(a.level == 0);
    CHECK(a.giver == RED);
    CHECK(a.handicap == Handicap::LEFT_HORSE);
    // A player weaker than the level: the engine gives while a handicap evens the gap.
    a = advise_against_level(level_elo(19) - 297, 19, BLACK);
    CHECK(a.level == 0);
    CHECK(a.handicap == Handicap::LEFT_HORSE);
    CHECK(a.giver == BLACK);
    // ... but not when even the nearest handicap leaves a gap wider than HANDICAP_MAX_LEFT:
    // then a weaker level nearer the player.
    a = advise_against_level(level_elo(20) - 1500, 20, BLACK);
    CHECK(a.handicap == Handicap::NONE);
    CHECK(a.level > 0);
    CHECK(a.level < 20);
    // Whatever the player and level: never a handicap known only as a bound, never a handicap
    // that leaves more than HANDICAP_MAX_LEFT when a level would be nearer, and the level
    // advised is the nearest the player's Elo.
    for (int level = SKILL_RANGE.min; level <= SKILL_RANGE.max; ++level)
        for (int elo = PLAYER_RATING.min; elo <= PLAYER_RATING.max; elo += 50) {
            CAPTURE(level);
            CAPTURE(elo);
            a = advise_against_level(elo, level, BLACK);
            CHECK_FALSE(handicap_worth(a.handicap).at_least);
            // The player gives only when no stronger level is nearer their Elo.
            if (a.level == 0 && a.handicap != Handicap::NONE && a.giver == RED)
                for (int l = level + 1; l <= SKILL_RANGE.max; ++l)
                    CHECK(std::abs(level_elo(l) - elo) >= std::abs(level_elo(level) - elo));
            if (a.level == 0 && std::abs(a.left) > HANDICAP_MAX_LEFT)
                for (int l = SKILL_RANGE.min; l <= SKILL_RANGE.max; ++l)
                    CHECK(std::abs(level_elo(l) - elo) >= std::abs(level_elo(level) - elo));
            if (a.level != 0) {
                CHECK(a.handicap == Handicap::NONE);
                for (int l = SKILL_RANGE.min; l <= SKILL_RANGE.max; ++l)
                    CHECK(std::abs(level_elo(l) - elo) >= std::abs(level_elo(a.level) - elo));
            }
        }
}

TEST_CASE("handicap advice / a new player at the newcomer's level is advised no handicap") {
    const Settings fresh;
    CHECK(fresh.skill == NEWCOMER_SKILL);
    CHECK(fresh.player_rating == level_elo(NEWCOMER_SKILL));
    CHECK(advise_handicap(fresh.player_rating, level_elo(fresh.skill)).handicap == Handicap::NONE);
    // The rating reaches below level 1, so the weakest player can say how weak.
    CHECK(PLAYER_RATING.min < level_elo(1));
    CHECK(PLAYER_RATING.max > level_elo(SKILL_RANGE.max));
}

TEST_CASE("handicap advice in the settings / Use it sets the handicap / the Elo is saved") {
    auto app = make_app(headless_options(true));
    REQUIRE(app);
    set_language(Lang::EN);
    Settings& s = app->settings();
    s.lang = Lang::EN;
    s.mode = Mode::HUMAN_RED;
    s.skill = 19;
    const HandicapWorth horse = handicap_worth(Handicap::LEFT_HORSE);
    // A player as far below level 19 as the left horse is worth.
    s.player_rating = level_elo(19) - horse.elo;
    app->controller().settings_changed();
    app->ui().select_tab = Ui::Tab::GAME;
    for (int i = 0; i < 3; ++i) app->frame();
    PointF at;
    REQUIRE(app->find_widget("##handicap_advice", at));
    REQUIRE(click_widget(*app, tr(Str::HANDICAP_USE)));
    app->frame();
    CHECK(app->settings().handicap == Handicap::LEFT_HORSE);
    CHECK(app->settings().handicap_giver == BLACK);  // the engine plays Black and gives
    // Against the strongest level, weaker than the player, the player gives.
    app->settings().skill = 20;
    app->settings().player_rating = level_elo(20) + horse.elo;
    app->controller().settings_changed();
    app->frame();
    REQUIRE(click_widget(*app, tr(Str::HANDICAP_USE)));
    app->frame();
    CHECK(app->settings().handicap_giver == RED);
    // Far stronger than the level chosen: Use it chooses the level advised, no handicap.
    app->settings().skill = 1;
    app->settings().handicap = Handicap::NONE;
    app->settings().player_rating = 220;
    app->controller().settings_changed();
    app->frame();
    REQUIRE(click_widget(*app, tr(Str::HANDICAP_USE)));
    app->frame();
    CHECK(app->settings().skill == 5);
    CHECK(app->settings().handicap == Handicap::NONE);

    Settings back;
    std::string error;
    REQUIRE(parse_settings(format_settings(app->settings()), back, &error));
    CHECK(back.player_rating == app->settings().player_rating);
    CHECK_FALSE(parse_settings("player_rating = 99999\n", back, &error));
}
