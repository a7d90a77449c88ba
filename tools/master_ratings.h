// The players' ratings of the master database, fitted from its own games (make_master_db): a
// Bradley-Terry model on the Elo scale, draws as half a win each, solved by Newton steps.
#pragma once

#include <vector>

namespace xq {

struct RatedGame {
    int red = 0, black = 0;  // player ids
    double red_score = 0;    // 1, 0.5 or 0
};

// One rating per player, averaging 2000 over the players with games. Each player also draws
// one virtual game against the average (so that a player who won or lost every game gets a
// finite rating), and a player with fewer than 5 games has the distance from 2000 shrunk by
// games / 5. Players without games get 2000.
std::vector<int> fit_ratings(int players, const std::vector<RatedGame>& games);

}  // namespace xq
