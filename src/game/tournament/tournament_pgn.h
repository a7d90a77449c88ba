// The tournament's games as one PGN collection: each game is appended to the file as it ends,
// with the tags a collection needs (Event, Date, Round, Red, Black, Result, Termination,
// TimeControl), so the player can open the games later (one at a time: the game reads the
// first game of a file, tournament_game_pgn picks one out of the collection).
#pragma once

#include <string>
#include <vector>

#include "game/game.h"
#include "game/tournament/tournament_setup.h"

namespace xq {

struct GameLabels {
    std::string event, date;  // date as PGN writes it, "2026.11.28"
    int round = 1;            // the game's number in the tournament, from 1
    std::string red, black;
    std::string termination;
};

// Today's date as PGN writes it ("2026.11.28"), local time.
std::string pgn_date_today();
// The time control as the TimeControl tag says it: "600+5" (PGN's form for a game time plus
// increment, in seconds) or "movetime 200ms".
std::string time_control_tag(const TournamentSetup& s);
// The finished game as PGN text with the labels as tags.
std::string tournament_game_pgn(Game game, const GameLabels& labels, const std::string& time_tag);
// Appends one game's text to the collection (created when missing), keeping what was there:
// the whole file is written anew through write_file_atomic. False with a message on failure.
bool append_to_collection(const std::string& path, const std::string& game_pgn, std::string* error);
// The games of a collection, each as its own PGN text (split where a tag section follows
// moves).
std::vector<std::string> split_collection(const std::string& text);

}  // namespace xq
