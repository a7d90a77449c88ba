#!/usr/bin/env python3
"""How close did the engines come to their flags? Replays the clocks of match.py PGN files.

scripts/match.py ends the comment of each engine move with the time its answer took
(`{+25/12 98ms}`); the opening's moves have no time. Starting both clocks at BASE seconds, each
move's time is taken from the mover's clock and the increment added after it. Prints the lowest clock any side had after a
move (before its increment), over all games and as percentiles of the per-game minimum, and the
move times.

  scripts/clock_stats.py --tc 10+0.1 clock.pgn [more.pgn ...]
"""

import argparse
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import match_timing  # noqa: E402  (reads match.py's PGN)


def lowest_clock(moves, base, inc, move_times):
    """The lowest clock after a move (before the increment) in one game; `moves` as
    match_timing.read_games gives them."""
    clock = [base, base]  # by colour
    low = base
    for side, comment in moves:
        ms = match_timing.answer_ms(comment)
        if ms is None:
            continue
        t = ms / 1000.0
        move_times.append(t)
        clock[side] -= t
        low = min(low, clock[side])
        clock[side] += inc
    return low


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument('pgn', nargs='+')
    ap.add_argument('--tc', required=True, help='BASE+INC in seconds, as given to match.py')
    args = ap.parse_args()
    base, inc = (float(x) for x in args.tc.split('+'))
    move_times = []
    lows = sorted(lowest_clock(moves, base, inc, move_times) for p in args.pgn
                  for _, moves in match_timing.read_games(p))
    if not lows or not move_times:
        print('no timed games found', file=sys.stderr)
        return 2
    print(f'games {len(lows)}, timed moves {len(move_times)}')
    print(f'lowest clock after a move, before the increment: {lows[0]:.3f} s; per-game minimum: '
          f'1st percentile {lows[len(lows) // 100]:.3f} s, median {statistics.median(lows):.3f} s')
    print(f'move time: median {statistics.median(move_times):.3f} s, '
          f'longest {max(move_times):.3f} s')
    return 0


if __name__ == '__main__':
    sys.exit(main())
