// The Elo difference a score implies, with its 95% interval: the same formula as the match
// scripts (scripts/xqmatch/elo.py), so a tournament in the game and a match on the console agree.
//
// score s = (wins + draws / 2) / games; Elo = -400 log10(1/s - 1). The interval comes from the
// per-game variance of the result (1, 1/2, 0): s ± 1.96 sqrt(var / games), each end turned
// into Elo, so it is not symmetric. A clean sweep either way is infinite.
#pragma once

#include <optional>
#include <string>

namespace xq {

struct EloEstimate {
    int games = 0;
    double score = 0;                   // 0..1
    double elo = 0, low = 0, high = 0;  // ±infinity for a score of 0 or 1
};

double elo_of_score(double score);
// nullopt without games.
std::optional<EloEstimate> estimate_elo(int wins, int draws, int losses);
// "+89 ± 144" (half the interval's width); "+191 (≥ -12)" when the interval has no upper end
// (and "(≤ …)" no lower); "+inf" / "-inf" for a sweep, which the window words instead; "0 ± 0".
std::string format_elo(const EloEstimate& e);

}  // namespace xq
