#include "game/tournament/crosstable.h"

#include <algorithm>
#include <array>
#include <utility>

namespace xq {

Crosstable make_crosstable(int entrants, const std::vector<FinishedGame>& results) {
    Crosstable t;
    const size_t n = size_t(std::max(entrants, 0));
    t.entrants = int(n);
    t.points.assign(n, std::vector<double>(n, 0.0));
    t.games.assign(n, std::vector<int>(n, 0));
    t.total.assign(n, 0.0);
    t.played.assign(n, 0);
    t.wins.assign(n, 0);
    t.draws.assign(n, 0);
    t.losses.assign(n, 0);
    // wdl[i]: i's wins, draws and losses against entrant 0.
    std::vector<std::array<int, 3>> wdl(n, {0, 0, 0});
    for (const FinishedGame& g : results) {
        if (g.red < 0 || g.black < 0 || size_t(g.red) >= n || size_t(g.black) >= n) continue;
        const size_t r = size_t(g.red), b = size_t(g.black);
        const double red_points = g.result == GameResult::RED_WINS     ? 1.0
                                  : g.result == GameResult::BLACK_WINS ? 0.0
                                                                       : 0.5;
        t.points[r][b] += red_points;
        t.points[b][r] += 1.0 - red_points;
        ++t.games[r][b];
        ++t.games[b][r];
        t.total[r] += red_points;
        t.total[b] += 1.0 - red_points;
        for (const auto& [me, points] :
             {std::pair{r, red_points}, std::pair{b, 1.0 - red_points}}) {
            ++t.played[me];
            const int kind = points == 1.0 ? 0 : points == 0.5 ? 1 : 2;
            ++(kind == 0 ? t.wins : kind == 1 ? t.draws : t.losses)[me];
            const size_t other = me == r ? b : r;
            if (other == 0) ++wdl[me][size_t(kind)];
        }
    }
    t.elo_vs_first.assign(n, std::nullopt);
    for (size_t i = 1; i < n; ++i)
        t.elo_vs_first[i] = estimate_elo(wdl[i][0], wdl[i][1], wdl[i][2]);
    return t;
}

const char* result_text(GameResult r) {
    switch (r) {
        case GameResult::RED_WINS:
            return "1-0";
        case GameResult::BLACK_WINS:
            return "0-1";
        default:
            return "1/2-1/2";
    }
}

std::optional<GameResult> parse_result(const std::string& text) {
    for (GameResult r : {GameResult::RED_WINS, GameResult::BLACK_WINS, GameResult::DRAW})
        if (text == result_text(r)) return r;
    return std::nullopt;
}

}  // namespace xq
