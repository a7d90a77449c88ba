// What a puzzle asks, by its stored theme (docs/puzzles.md): the families the Puzzles tab
// filters by. "mateN" is a mate, "material" and "advantage" win, "defence" holds with the only
// move, "endgame" wins with few pieces left.
#pragma once

#include <string>
#include <vector>

#include "game/puzzles/puzzle_set.h"

namespace xq {

enum class PuzzleTheme { ANY, MATE, MATERIAL, ADVANTAGE, DEFENCE, ENDGAME };
constexpr PuzzleTheme PUZZLE_THEMES[] = {PuzzleTheme::ANY,      PuzzleTheme::MATE,
                                         PuzzleTheme::MATERIAL, PuzzleTheme::ADVANTAGE,
                                         PuzzleTheme::DEFENCE,  PuzzleTheme::ENDGAME};

PuzzleTheme puzzle_theme(const Puzzle& p);       // never ANY
bool has_theme(const Puzzle& p, PuzzleTheme t);  // ANY: every puzzle
int count_with_theme(const std::vector<Puzzle>& set, PuzzleTheme t);
// The theme's name in puzzles.ini ("any", "mate", ...) and back (nullopt-free: false if unknown).
const char* theme_key(PuzzleTheme t);
bool theme_from_key(const std::string& key, PuzzleTheme& out);

}  // namespace xq
