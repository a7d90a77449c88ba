// The Elo difference a score implies, with its 95% interval: the same formula as the match
// scripts (scripts/xqmatch/elo.py), so a tournament in the game and a match on the console agree.
//
// score s = (wins + draws / 2) / games; Elo = -400 log10(1/s - 1). The interval comes from the
// per-game variance of the result (1, 1/2, 0): s ± 1.96 sqrt(var / games), each end turned
// into Elo, so it is not symmetric. A clean sweep either way is infinite: its bound comes from
// the chance of so many wins (or losses) in a row, 2.5% on that side.
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
// The Elo above which `games` wins in a row leave 2.5% chance (the bound of a clean sweep).
double sweep_bound(int games);
// "+89 ± 144"; "+191 (≥ -12)" when the interval has no upper end (and "(≤ …)" no lower); the
// estimate alone ("0") when it has neither; "≥ +140" / "≤ -140" for a sweep (sweep_bound);
// "0 ± 0".
std::string format_elo(const EloEstimate& e);
// The crosstable's Elo cell in the player's language: format_elo's figures, a sweep said in
// words ("all won (≥ +140)"), "0 (too few games)" where the interval has no end, "—" with no
// games.
std::string elo_column_text(const std::optional<EloEstimate>& e);

}  // namespace xq
