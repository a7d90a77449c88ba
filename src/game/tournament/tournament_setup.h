// What a tournament is: its entrants (the built-in engine at a level, or an external engine the
// player added), the format (round robin or gauntlet), games per pair, the time control and the
// opening set. The text form is the first part of the saved state (tournament_state.h).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "game/clock/clock.h"
#include "game/engines/external_engine_spec.h"
#include "search/search_types.h"

namespace xq {

struct Entrant {
    int level = SKILL_RANGE.max;                 // the built-in engine's difficulty (SKILL_RANGE)
    std::optional<ExternalEngineSpec> external;  // set: this external engine instead
    bool operator==(const Entrant&) const = default;
};
// "Level 5" (等级 5) or the external engine's name: the PGN's Red and Black tags, in the
// language of the UI when the tournament starts.
std::string entrant_name(const Entrant& e);

// ROUND_ROBIN: every pair plays; GAUNTLET: the first entrant plays each of the others.
enum class TournamentFormat : uint8_t { ROUND_ROBIN, GAUNTLET };
// START: every game from the start position; WIDE, CLASSICAL: the shipped opening sets
// (tournament_openings.h), one opening per pair of games.
enum class OpeningSet : uint8_t { START, WIDE, CLASSICAL };

constexpr int MAX_ENTRANTS = 10;
constexpr int MAX_GAMES_PER_PAIR = 100;
constexpr int MIN_MOVETIME_MS = 1, MAX_MOVETIME_MS = 60000;

struct TournamentSetup {
    std::vector<Entrant> entrants;
    TournamentFormat format = TournamentFormat::ROUND_ROBIN;
    int games_per_pair = 2;  // even: each opening is played with both colours
    // MOVETIME (movetime_ms per move) or FISCHER (base_s + extra_s a move, both sides).
    TimeControl control{TimeControl::Kind::MOVETIME, 60, 1};
    int movetime_ms = 1000;
    OpeningSet openings = OpeningSet::WIDE;
    bool operator==(const TournamentSetup&) const = default;
};

// Why the setup cannot be played ("" when it can): fewer than two entrants, an odd or out of
// range number of games per pair, a time out of range.
std::string setup_problem(const TournamentSetup& s);

// "key = value" lines (entrant, format, games_per_pair, time, movetime_ms, openings) and back.
std::string format_setup(const TournamentSetup& s);
// Reads one line of format_setup into `s`; false when the key is unknown or the value bad.
bool read_setup_line(const std::string& key, const std::string& value, TournamentSetup& s);

}  // namespace xq
