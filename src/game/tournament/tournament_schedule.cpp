#include "game/tournament/tournament_schedule.h"

#include <utility>

namespace xq {

std::vector<Pairing> make_schedule(const TournamentSetup& s, int openings) {
    const int n = int(s.entrants.size());
    std::vector<std::pair<int, int>> pairs;
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j)
            if (s.format == TournamentFormat::ROUND_ROBIN || i == 0) pairs.emplace_back(i, j);
    std::vector<Pairing> games;
    int next_opening = 0;
    for (int cycle = 0; cycle < s.games_per_pair / 2; ++cycle) {
        for (const auto& [a, b] : pairs) {
            const int opening = openings > 0 ? next_opening++ % openings : -1;
            games.push_back({a, b, opening});
            games.push_back({b, a, opening});
        }
    }
    return games;
}

}  // namespace xq
