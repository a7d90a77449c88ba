// A tournament saved in the state folder (tournament.ini), so that it can be resumed after the
// program was closed: the setup, where its PGN collection is, and the games finished so far.
// The schedule is rebuilt from the setup, so resuming plays the first game not yet finished,
// from where it stood when the tournament was paused (tournament_unfinished.h).
//
//   # Xiangqi engine tournament
//   event = Engine tournament 2026.11.28 23:05
//   pgn = <the collection's path>
//   entrant = level 7/20 ...            (tournament_setup.h's lines)
//   game = 0 1-0 57 Black is checkmated (schedule index, result, plies, termination)
//   unfinished = 1 h2e2 h9g7             (the game in progress: tournament_unfinished.h)
//   unfinished_clock = ...               (its clocks, under a game clock)
//   stopped = 1                          (the player stopped it: it does not come back paused)
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "game/tournament/crosstable.h"
#include "game/tournament/tournament_setup.h"
#include "game/tournament/tournament_unfinished.h"

namespace xq {

constexpr const char* TOURNAMENT_FILE = "tournament.ini";

struct TournamentRecord {
    TournamentSetup setup;
    std::string event;
    std::string pgn_path;
    std::vector<FinishedGame> results;  // in the order played (the schedule's)
    bool stopped = false;               // ended by the player before its last game
    // The next game, begun and interrupted (its index is results.size()).
    std::optional<UnfinishedGame> unfinished = std::nullopt;
};

std::string format_tournament(const TournamentRecord& t);
// False with the bad lines' numbers when a line is not understood or the setup is not playable,
// or with the problem when the games are not the schedule's or the unfinished game is not the
// next one (or has a clock without a game clock, or none with one); `out` is unchanged then.
bool parse_tournament(const std::string& text, TournamentRecord& out, std::string* error);

// dir + TOURNAMENT_FILE, written atomically.
bool save_tournament(const std::string& dir, const TournamentRecord& t, std::string* error);
// False when there is none (error empty) or it cannot be read (error says why).
bool load_tournament(const std::string& dir, TournamentRecord& out, std::string* error);

}  // namespace xq
