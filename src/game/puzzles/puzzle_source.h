// Where a puzzle comes from: the seventh field of a puzzle line (docs/puzzles.md). The engine's
// self-play ("selfplay") or a position of a collection of real games and studies
// ("CCPD|game|對局/00012345.pgn|red|black|event|year|move"), shown under the puzzle in the
// Puzzles tab: the players' names and the event as the source writes them.
#pragma once

#include <string>
#include <vector>

namespace xq {

struct PuzzleSource {
    std::string collection;  // "selfplay", "CCPD"; empty: not known
    std::string kind;        // within a collection: mate, tactics, middlegame, endgame, game
    std::string file;        // the file in the collection ("folder/name")
    std::string red;
    std::string black;
    std::string event;
    std::string year;
    int move = 0;  // the move number of the position, 0 when not known
    bool empty() const { return collection.empty(); }
};

// The field as a puzzle line holds it: the parts separated by '|', trailing empty parts left out;
// ';', '|' and line ends in a part become spaces and runs of spaces one.
std::string format_puzzle_source(const PuzzleSource& s);
// False when the field is not a source (no collection, a bad move number).
bool parse_puzzle_source(const std::string& field, PuzzleSource& out);

// The year of a game: the first four digits of its date, else a year (19xx, 20xx) in its event.
std::string puzzle_source_year(const std::string& date, const std::string& event);

// The lines the Puzzles tab shows under a puzzle, in the UI language: the collection (and the
// file), then the game (players, event, year, move) when the source names one.
std::vector<std::string> puzzle_source_lines(const PuzzleSource& s);

}  // namespace xq
