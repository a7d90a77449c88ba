// Running a tournament to its end (or to a number of finished games) in a test: update() in a
// loop on the steady clock, with a time limit so that a hang fails instead of blocking.
#pragma once

#include <doctest/doctest.h>

#include <chrono>
#include <thread>

#include "game/tournament/tournament_runner.h"

namespace xq::test {

inline int64_t steady_ms() {
    using namespace std::chrono;
    return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

// Updates until `games` games are finished (or the tournament is), at most `limit_ms`.
inline void run_until(TournamentRunner& t, int games, int64_t limit_ms = 20000) {
    const int64_t deadline = steady_ms() + limit_ms;
    while (t.state() == TournamentRunner::State::RUNNING && t.games_played() < games &&
           steady_ms() < deadline) {
        t.update(steady_ms());
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    REQUIRE(t.games_played() >= games);
}

// Two built-in levels, very fast: a few milliseconds per move.
inline TournamentSetup two_levels(int games_per_pair = 2) {
    TournamentSetup s;
    s.entrants = {Entrant{10, std::nullopt}, Entrant{1, std::nullopt}};
    s.games_per_pair = games_per_pair;
    s.control = TimeControl{TimeControl::Kind::MOVETIME, 60, 1};
    s.movetime_ms = 5;
    s.openings = OpeningSet::WIDE;
    return s;
}

}  // namespace xq::test
