#include "master_ratings.h"

#include <algorithm>
#include <cmath>

namespace xq {

std::vector<int> fit_ratings(int players, const std::vector<RatedGame>& games) {
    constexpr double MEAN = 2000, SCALE = 0.0057564627324851145;  // ln(10) / 400
    constexpr int ITERATIONS = 200, FEW_GAMES = 5;
    const size_t n = size_t(players);
    std::vector<double> r(n, 0);
    std::vector<int> count(n, 0);
    for (const RatedGame& g : games) {
        ++count[size_t(g.red)];
        ++count[size_t(g.black)];
    }
    const auto expected = [&](double a, double b) { return 1 / (1 + std::exp(-SCALE * (a - b))); };
    std::vector<double> gradient(n), curvature(n);
    for (int it = 0; it < ITERATIONS; ++it) {
        // The virtual draw against the average (rating 0 on this scale, re-centred below).
        for (size_t p = 0; p < n; ++p) {
            const double e = expected(r[p], 0);
            gradient[p] = 0.5 - e;
            curvature[p] = e * (1 - e);
        }
        for (const RatedGame& g : games) {
            const size_t a = size_t(g.red), b = size_t(g.black);
            const double e = expected(r[a], r[b]);
            gradient[a] += g.red_score - e;
            gradient[b] -= g.red_score - e;
            curvature[a] += e * (1 - e);
            curvature[b] += e * (1 - e);
        }
        double sum = 0;
        int rated = 0;
        for (size_t p = 0; p < n; ++p) {
            if (count[p] == 0) continue;
            r[p] += std::clamp(gradient[p] / (SCALE * curvature[p]), -200.0, 200.0);
            sum += r[p];
            ++rated;
        }
        if (rated > 0)
            for (double& v : r) v -= sum / rated;
    }
    std::vector<int> out(n);
    for (size_t p = 0; p < n; ++p) {
        const double shrink = count[p] >= FEW_GAMES ? 1.0 : double(count[p]) / FEW_GAMES;
        out[p] = int(std::lround(MEAN + r[p] * shrink));
    }
    return out;
}

}  // namespace xq
