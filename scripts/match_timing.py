#!/usr/bin/env python3
"""Time discipline and results of matches, from the PGN files scripts/match.py wrote.

  scripts/match_timing.py a.pgn a2.pgn            # several runs of one match, added up

match.py comments every engine move with the time its answer took ("{+28/11 238ms}"); the
moves of the opening are commented "{opening}" and carry no time. For each engine this prints
its wins, draws and losses against the other with the Elo difference, the games it lost by a fault (the Termination tag names it), how
many answers it gave, and:

- at a time per move (TimeControl "0.1/move"): the answer time past the movetime, median,
  99th percentile and maximum, and how many answers came later than the movetime and later
  than the movetime plus the runner's default forfeit margin (200 ms);
- with a clock (TimeControl "10+0.1"): the clock replayed from the answer times (each side
  starts with the base and gains the increment after each move), the least time an engine had
  left after an answer, and how many answers came after its clock had run out.

A match interrupted by a kill still has every finished game in its PGN, so this also sums up
a run whose summary was lost.
"""
import argparse
import os
import re
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from xqmatch import elo  # noqa: E402

MARGIN_MS = 200  # match.py's default --margin

TAG = re.compile(r'^\[(\w+) "(.*)"\]\s*$')
TOKEN = re.compile(r'\{[^}]*\}|\d+\.\.\.|\d+\.|[A-Ia-i]\d-[A-Ia-i]\d|1-0|0-1|1/2-1/2|\*')


def read_games(path):
    """(tags, [(side, comment)]) for each game of a PGN file; side is 0 for Red, 1 for Black."""
    games, tags, text = [], {}, []

    def flush():
        if tags:
            games.append((dict(tags), moves_of(" ".join(text), tags)))

    with open(path, encoding="utf-8") as f:
        for line in f:
            m = TAG.match(line)
            if m:
                if text:
                    flush()
                    tags.clear()
                    text.clear()
                tags[m.group(1)] = m.group(2)
            elif line.strip():
                text.append(line.strip())
    flush()
    return games


def moves_of(movetext, tags):
    fen = tags.get("FEN", "")
    side = 1 if len(fen.split()) > 1 and fen.split()[1] in ("b", "B") else 0
    out, last = [], None
    for tok in TOKEN.findall(movetext):
        if tok.endswith("..."):
            side = 1
        elif tok.endswith("."):
            side = 0
        elif tok.startswith("{"):
            if last is not None:
                out[last] = (out[last][0], tok[1:-1].strip())
        elif "-" in tok and tok[0].isalpha():
            out.append((side, None))
            last = len(out) - 1
            side ^= 1
    return out


def answer_ms(comment):
    m = re.search(r'(\d+)ms$', comment or "")
    return int(m.group(1)) if m else None


def time_control(tag):
    """('movetime', ms, 0) or ('clock', base_ms, increment_ms)."""
    m = re.fullmatch(r'([\d.]+)/move', tag)
    if m:
        return "movetime", round(float(m.group(1)) * 1000), 0
    m = re.fullmatch(r'([\d.]+)\+([\d.]+)', tag)
    if m:
        return "clock", round(float(m.group(1)) * 1000), round(float(m.group(2)) * 1000)
    raise ValueError(f"TimeControl '{tag}' is neither a time per move nor a clock")


class Tally:
    def __init__(self):
        self.wdl = [0, 0, 0]
        self.faults = {}
        self.over = []  # movetime: answer - movetime
        self.left = []  # clock: time left after each answer (negative: past the flag)


def tally(paths):
    by_name, kinds = {}, set()
    for path in paths:
        for tags, moves in read_games(path):
            kind, base, inc = time_control(tags.get("TimeControl", ""))
            kinds.add((kind, base, inc))
            names = (tags["Red"], tags["Black"])
            result = tags.get("Result", "*")
            if result == "*":
                continue
            red_points = {"1-0": 1.0, "0-1": 0.0}.get(result, 0.5)
            clock = [base, base]
            for side, comment in moves:
                ms = answer_ms(comment)
                if ms is None:
                    continue
                t = by_name.setdefault(names[side], Tally())
                if kind == "movetime":
                    t.over.append(ms - base)
                else:
                    t.left.append(clock[side] - ms)
                    clock[side] = max(0, clock[side] - ms) + inc
            for side, name in enumerate(names):
                points = red_points if side == 0 else 1 - red_points
                by_name.setdefault(name, Tally()).wdl[{1.0: 0, 0.5: 1, 0.0: 2}[points]] += 1
            reason = tags.get("Termination", "")
            if reason in ("time forfeit", "crash", "no answer", "no move") or \
                    reason.startswith("illegal move"):
                loser = names[0] if red_points == 0.0 else names[1]
                by_name[loser].faults[reason] = by_name[loser].faults.get(reason, 0) + 1
    return by_name, kinds


def percentile(sorted_values, q):
    return sorted_values[min(len(sorted_values) - 1, int(q * len(sorted_values)))]


def report(by_name, kinds):
    lines = []
    for name, t in sorted(by_name.items()):
        faults = ", ".join(f"{k} {v}" for k, v in sorted(t.faults.items())) or "none"
        w, d, l = t.wdl
        e = elo.estimate(w, d, l)
        head = (f"{name}: {w + d + l} games, W-D-L {w}-{d}-{l}, score {100 * e.score:.1f}%, "
                f"{elo.describe(e)}; faults: {faults}")
        if t.over:
            o = sorted(t.over)
            base = next(b for k, b, _ in kinds if k == "movetime")
            lines.append(
                f"{head}; {len(o)} answers, past the movetime: median {statistics.median(o):+.0f}"
                f" ms, p99 {percentile(o, 0.99):+.0f} ms, max {o[-1]:+.0f} ms; later than "
                f"{base} ms: {sum(x > 0 for x in o)}, later than {base} + {MARGIN_MS} ms: "
                f"{sum(x > MARGIN_MS for x in o)}")
        elif t.left:
            left = sorted(t.left)
            lines.append(f"{head}; {len(left)} answers, least time left after an answer "
                         f"{left[0]} ms, median {statistics.median(left):.0f} ms; answers "
                         f"after the flag: {sum(x < 0 for x in left)}")
        else:
            lines.append(f"{head}; no timed answers")
    return lines


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("pgn", nargs="+", help="PGN files written by scripts/match.py")
    a = ap.parse_args(argv)
    try:
        by_name, kinds = tally(a.pgn)
    except (OSError, ValueError, KeyError) as e:
        print(f"match_timing.py: {e}", file=sys.stderr)
        return 2
    if len(kinds) > 1:
        print("match_timing.py: the files mix time controls", file=sys.stderr)
        return 2
    for line in report(by_name, kinds):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
