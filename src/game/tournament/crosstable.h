// A tournament's finished games and the crosstable made from them: each pair's score, each
// entrant's total, games played, wins/draws/losses, and its Elo difference against the first
// entrant from their games together (tournament_elo.h).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "game/tournament/tournament_elo.h"
#include "rules/rules.h"

namespace xq {

struct FinishedGame {
    int index = 0;  // in the schedule, from 0
    int red = 0, black = 0;
    GameResult result = GameResult::DRAW;
    std::string termination;  // why it ended, English ("Black is checkmated", "Red's engine ...")
    int plies = 0;
};

struct Crosstable {
    int entrants = 0;
    // points[i][j]: what i scored against j (a win 1, a draw 1/2); games[i][j]: games they played.
    std::vector<std::vector<double>> points;
    std::vector<std::vector<int>> games;
    std::vector<double> total;
    std::vector<int> played, wins, draws, losses;
    // Entrant i against entrant 0 (nullopt for entrant 0, or before they have met).
    std::vector<std::optional<EloEstimate>> elo_vs_first;
};

Crosstable make_crosstable(int entrants, const std::vector<FinishedGame>& results);

// "1-0", "0-1", "1/2-1/2" (PGN's results) and back (nullopt for anything else).
const char* result_text(GameResult r);
std::optional<GameResult> parse_result(const std::string& text);

}  // namespace xq
