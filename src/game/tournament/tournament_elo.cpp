#include "game/tournament/tournament_elo.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

#include "game/text/i18n.h"

namespace xq {

namespace {

constexpr double Z95 = 1.959964;

std::string signed_elo(double x) {
    const long v = std::lround(x);
    return v > 0 ? "+" + std::to_string(v) : std::to_string(v);
}

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

double sweep_bound(int games) {
    return elo_of_score(std::pow(0.025, 1.0 / std::max(games, 1)));
}

std::string format_elo(const EloEstimate& e) {
    if (std::isinf(e.elo))
        return e.elo > 0 ? "≥ " + signed_elo(sweep_bound(e.games))
                         : "≤ " + signed_elo(-sweep_bound(e.games));
    std::string out = signed_elo(e.elo);
    // One end of the interval unbounded (a score near 0 or 1 in few games): the other end only;
    // neither end (few games, the score anywhere): the estimate alone.
    if (std::isinf(e.high) && std::isinf(e.low)) return out;
    if (std::isinf(e.high)) return out + " (≥ " + signed_elo(e.low) + ")";
    if (std::isinf(e.low)) return out + " (≤ " + signed_elo(e.high) + ")";
    return out + " ± " + std::to_string(std::lround((e.high - e.low) / 2));
}

std::string elo_column_text(const std::optional<EloEstimate>& e) {
    if (!e) return "—";
    char text[96];
    if (std::isinf(e->elo)) {
        std::snprintf(text, sizeof text,
                      tr(e->elo > 0 ? Str::TOURNAMENT_ALL_WON : Str::TOURNAMENT_ALL_LOST),
                      format_elo(*e).c_str());
        return text;
    }
    if (std::isinf(e->high) && std::isinf(e->low)) {
        std::snprintf(text, sizeof text, tr(Str::TOURNAMENT_TOO_FEW_GAMES), format_elo(*e).c_str());
        return text;
    }
    return format_elo(*e);
}

}  // namespace xq
