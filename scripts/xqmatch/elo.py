"""Score, Elo difference, 95% interval and likelihood of superiority from W-D-L.

The interval comes from the per-game variance of the result (a win, a draw and a loss count
1, 1/2 and 0): the score's normal interval is turned into Elo at both ends, so it is not
symmetric; `half` is half its width. LOS is the chance that the first engine is the stronger,
from wins and losses alone (draws say nothing about it).
"""
import math
from dataclasses import dataclass

Z95 = 1.959964


def score(w, d, l):
    n = w + d + l
    return (w + 0.5 * d) / n if n else float("nan")


def elo_of_score(s):
    """Elo difference that gives score s; infinite for a clean sweep either way."""
    if s <= 0.0:
        return -math.inf
    if s >= 1.0:
        return math.inf
    return -400.0 * math.log10(1.0 / s - 1.0)


def los(w, l):
    if w + l == 0:
        return 0.5
    return 0.5 * (1.0 + math.erf((w - l) / math.sqrt(2.0 * (w + l))))


@dataclass
class EloEstimate:
    games: int
    score: float
    elo: float
    low: float
    high: float
    los: float

    @property
    def half(self):
        return (self.high - self.low) / 2.0


def estimate(w, d, l, z=Z95):
    """Elo of the side that has w wins, d draws and l losses, with its interval."""
    n = w + d + l
    if n == 0:
        raise ValueError("no games")
    s = score(w, d, l)
    var = (w * (1.0 - s) ** 2 + d * (0.5 - s) ** 2 + l * s ** 2) / n
    margin = z * math.sqrt(var / n)
    return EloEstimate(n, s, elo_of_score(s) + 0.0, elo_of_score(s - margin),
                       elo_of_score(s + margin), los(w, l))


def ladder_step(w, d, l):
    """Elo difference and its standard error for a chain of matches (the level and handicap
    ladders): half a win and half a loss are added, so that a clean sweep stays finite, and the
    error is the score's, carried to Elo by the slope of the Elo curve (so standard errors of
    chained matches add in squares)."""
    w, l = w + 0.5, l + 0.5
    n = w + d + l
    s = (w + 0.5 * d) / n
    var = (w * (1 - s) ** 2 + d * (0.5 - s) ** 2 + l * s ** 2) / n / n
    slope = 400.0 / (math.log(10) * s * (1 - s))
    return elo_of_score(s), slope * math.sqrt(var)


def sweep_bound(n, z_tail=0.025):
    """The Elo that n wins out of n games exceed with 95% confidence: the exact binomial
    (Clopper-Pearson) lower bound of the score, 0.025 ** (1 / n)."""
    return elo_of_score(z_tail ** (1.0 / n))


def describe(e):
    """'+68.6 +/- 40.8 (95% +28.8 .. +110.3), LOS 99.95%' or, for a clean sweep, its bound."""
    if math.isinf(e.elo):
        sign = 1 if e.elo > 0 else -1
        bound = sign * sweep_bound(e.games)
        return (f"Elo {'+' if sign > 0 else '-'}inf (a clean sweep of {e.games}: "
                f"{'above' if sign > 0 else 'below'} {bound:+.0f} with 95% confidence)")
    if math.isinf(e.low) or math.isinf(e.high):
        return f"Elo {e.elo:+.1f} (95% {e.low:+.1f} .. {e.high:+.1f}), LOS {100 * e.los:.2f}%"
    return (f"Elo {e.elo:+.1f} +/- {e.half:.1f} (95% {e.low:+.1f} .. {e.high:+.1f}), "
            f"LOS {100 * e.los:.2f}%")
