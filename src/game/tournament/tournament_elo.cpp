#include "game/tournament/tournament_elo.h"

#include <cmath>
#include <limits>

namespace xq {

namespace {

constexpr double Z95 = 1.959964;

}  // namespace

double elo_of_score(double score) {
    if (score <= 0) return -std::numeric_limits<double>::infinity();
    if (score >= 1) return std::numeric_limits<double>::infinity();
    return -400.0 * std::log10(1.0 / score - 1.0);
}

std::optional<EloEstimate> estimate_elo(int wins, int draws, int losses) {
    const int n = wins + draws + losses;
    if (n <= 0) return std::nullopt;
    const double s = (wins + 0.5 * draws) / n;
    const double var =
        (wins * (1 - s) * (1 - s) + draws * (0.5 - s) * (0.5 - s) + losses * s * s) / n;
    const double margin = Z95 * std::sqrt(var / n);
    return EloEstimate{n, s, elo_of_score(s), elo_of_score(s - margin), elo_of_score(s + margin)};
}

std::string format_elo(const EloEstimate& e) {
    if (std::isinf(e.elo)) return e.elo > 0 ? "+inf" : "-inf";
    const long elo = std::lround(e.elo);
    std::string out = elo > 0 ? "+" + std::to_string(elo) : std::to_string(elo);
    // One end of the interval unbounded (a score near 0 or 1 in few games): the other end only.
    auto signed_elo = [](double x) {
        const long v = std::lround(x);
        return v > 0 ? "+" + std::to_string(v) : std::to_string(v);
    };
    if (std::isinf(e.high)) return out + " (≥ " + signed_elo(e.low) + ")";
    if (std::isinf(e.low)) return out + " (≤ " + signed_elo(e.high) + ")";
    return out + " ± " + std::to_string(std::lround((e.high - e.low) / 2));
}

}  // namespace xq
