#!/usr/bin/env python3
"""Engine-versus-engine Xiangqi matches: the project's match runner.

  scripts/match.py --engine name=new cmd=build/xiangqi-engine proto=uci \
      --engine name=fsf cmd=/usr/games/fairy-stockfish proto=uci ranks=1 \
                 option.UCI_Variant=xiangqi \
      --openings tests/data/openings-wide.txt --games 20 --movetime 100 --pgn match.pgn

Two engines (`--engine`, see scripts/xqmatch/engine_spec.py for the keys) play every opening
of the file twice, each once as Red, from `--start` on (wrapping round the file), one search
per move at the time control (`--movetime MS`, `--nodes N`, `--depth N` or a clock
`--tc BASE+INC` in seconds). `--concurrency N` games run at once; give 1 on a machine with
two cores, so that both engines of a game can have one.

The referee is the project's own (`xiangqi-engine judge`, scripts/xqmatch/referee.py):
checkmate and stalemate lose, perpetual check and chase lose, other repetitions and the
natural move limit draw; `--max-plies` caps a game as a draw. An illegal move, a time
forfeit (later than the time allowed plus `--margin`), a crash, no answer and no move lose
the game and are counted as faults. `--load N` keeps N busy processes running beside the
games, a loaded machine for measuring time discipline; the summary then gives each engine's
longest answer past the time allowed (past the movetime, or how near its clock came to the
flag) and how many answers came after it.

An engine given `ponder=on` thinks on the opponent's time, as under a GUI with pondering: after
its move it searches (`go ponder`, with the clocks as they stand) the reply its bestmove names;
when that reply is played the runner sends `ponderhit` and times the answer from there, else
`stop` and a new search. The summary counts its ponder searches and how many guessed right.

`--learn NAME --experience FILE` lets engine NAME (one of the project's) learn from each game
as it ends (`xiangqi-engine learn`, reviewing at `--learn-movetime` ms a position; with
`--learn-skip-wins` only from the games it did not win), reading what it learned in the next
games (scripts/xqmatch/learning.py, docs/learning.md).

The result is printed as W-D-L from the first engine's view with the score, the Elo
difference and its 95% interval, and LOS; `--pgn FILE` appends every game as it ends,
`--json FILE` writes the games and the summary for the scripts that build on matches.
Exit code 0 when the match was played, 1 when it was interrupted (Ctrl-C or SIGTERM), 2 for bad input or
a failure of an engine's setup or of the referee (the games played before it are summarised).
"""
import argparse
import concurrent.futures
import json
import os
import shutil
import signal
import statistics
import sys
import tempfile
import threading
import time
from datetime import date

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from xqmatch import (elo, engine_spec, game, learning, load, openings, pgn,  # noqa: E402
                     referee, time_control)

REPO = os.path.dirname(HERE)
DEFAULT_REFEREE = os.path.join(REPO, "build", "xiangqi-engine")


def parse_args(argv):
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--engine", nargs="+", action="append", required=True, metavar="KEY=VALUE",
                   help="an engine: name=, cmd=, proto=uci|ucci, ranks=0|1, "
                        "movetime=native|stop, dir=, option.NAME=VALUE (give two)")
    p.add_argument("--openings", required=True, help="openings file (startpos|fen ... moves ...)")
    p.add_argument("--games", type=int, help="games to play (default: two per opening)")
    p.add_argument("--start", type=int, default=0, help="index of the first opening")
    p.add_argument("--movetime", type=int, help="ms per move")
    p.add_argument("--nodes", type=int, help="nodes per move")
    p.add_argument("--depth", type=int, help="plies per move")
    p.add_argument("--tc", help="clock BASE+INC in seconds, e.g. 10+0.1")
    p.add_argument("--margin", type=int, default=200,
                   help="ms an answer may be late before it loses on time (default 200)")
    p.add_argument("--timeout", type=float, default=60.0,
                   help="seconds a node or depth search may take (default 60)")
    p.add_argument("--max-plies", type=int, default=300, help="a game this long is drawn")
    p.add_argument("--claim-plies", type=int, default=100,
                   help="plies without a capture after which 'no move' is a draw claim")
    p.add_argument("--no-chase-rule", action="store_true",
                   help="rule a perpetual chase a draw (a referee of perpetual check only)")
    p.add_argument("--concurrency", type=int, default=1, help="games at once")
    p.add_argument("--load", type=int, default=0,
                   help="busy processes beside the games for the whole match (a loaded machine)")
    p.add_argument("--referee", default=DEFAULT_REFEREE,
                   help="the xiangqi-engine whose `judge` rules (default build/xiangqi-engine)")
    p.add_argument("--pgn", help="append the games to this PGN file")
    p.add_argument("--json", help="write the games and the summary to this JSON file")
    p.add_argument("--learn", metavar="NAME",
                   help="the engine (of the project) that learns from each game as it ends")
    p.add_argument("--experience", help="with --learn: its experience file")
    p.add_argument("--learn-movetime", type=int, default=300,
                   help="with --learn: the review's ms per position (default 300)")
    p.add_argument("--learn-skip-wins", action="store_true",
                   help="with --learn: learn only from the games it did not win (a third of "
                        "the review time when it wins two games in three)")
    p.add_argument("--event", default="match", help="the PGN Event tag")
    p.add_argument("--quiet", action="store_true", help="print only the summary")
    p.add_argument("--debug", action="store_true", help="engine input and output on stderr")
    return p.parse_args(argv)


def setup(args):
    """Specs, time control, openings and referee from the arguments; ValueError for bad input."""
    if len(args.engine) != 2:
        raise ValueError("give exactly two --engine")
    specs = [engine_spec.parse(tokens) for tokens in args.engine]
    if specs[0].name == specs[1].name:
        raise ValueError(f"both engines are named '{specs[0].name}': give name=")
    for spec in specs:
        engine_spec.find_program(spec)
    tc = time_control.from_args(args.movetime, args.nodes, args.depth, args.tc)
    if args.concurrency < 1 or args.margin < 0 or args.max_plies < 1 or args.load < 0:
        raise ValueError("--concurrency and --max-plies must be positive, --margin and --load "
                         ">= 0")
    if args.learn is not None:
        if args.learn not in (specs[0].name, specs[1].name):
            raise ValueError(f"--learn {args.learn}: no engine of that name")
        if not args.experience or args.learn_movetime < 1:
            raise ValueError("--learn needs --experience FILE and a positive --learn-movetime")
        learning.give_experience(next(s for s in specs if s.name == args.learn),
                                 os.path.abspath(args.experience))
    if not (os.path.isfile(args.referee) and os.access(args.referee, os.X_OK)):
        raise ValueError(f"no referee program at {args.referee}: build it with "
                         "`cmake --build build --target xiangqi-engine` or give --referee")
    # The referee runs from a copy, so that a rebuild during the match cannot take it away.
    copy = os.path.join(tempfile.mkdtemp(prefix="match-referee-"), "xiangqi-engine")
    shutil.copy2(args.referee, copy)
    judge = referee.Referee(copy, chase_rule=not args.no_chase_rule)
    try:
        book = openings.read(args.openings)
        for o in book:
            ruling = judge.rule(o.fen, o.moves)
            if ruling.illegal or ruling.result:
                raise ValueError(f"{args.openings} line {o.line_no}: "
                                 f"{'an illegal move' if ruling.illegal else 'the game is over'}")
        if not 0 <= args.start < len(book):
            raise ValueError(f"--start must be 0..{len(book) - 1}")
        games = args.games if args.games is not None else 2 * len(book)
        if games < 1:
            raise ValueError("--games must be positive")
    except BaseException:
        shutil.rmtree(os.path.dirname(copy), ignore_errors=True)
        raise
    return specs, tc, book, judge, games


def schedule(specs, book, start, games):
    """(number, opening, red, black) of each game: each opening twice, colours swapped."""
    a, b = specs[0].name, specs[1].name
    out = []
    for g in range(games):
        opening = book[(start + g // 2) % len(book)]
        out.append((g + 1, opening, a, b) if g % 2 == 0 else (g + 1, opening, b, a))
    return out


def pgn_of(rec, args, tc):
    tags = {"Event": args.event, "Site": "scripts/match.py", "Date": date.today().strftime(
        "%Y.%m.%d"), "Round": str(rec.number), "Red": rec.red, "Black": rec.black,
        "Termination": rec.reason, "TimeControl": tc.pgn_tag(),
        "OpeningLine": f"{os.path.basename(args.openings)} line {rec.opening.line_no}"}
    return pgn.write_game(pgn.PgnGame(tags, rec.opening.fen, rec.moves, rec.comments,
                                      rec.result))


def tally(records, names):
    a, b = names
    done = [r for r in records if r.result != "*"]
    w = sum(1 for r in done if r.score_of(a) == 1.0)
    d = sum(1 for r in done if r.score_of(a) == 0.5)
    faults = {f: {a: 0, b: 0} for f in game.FAULTS}
    for r in done:
        if r.fault:
            faults[r.fault][r.at_fault] += 1
    depths = {n: [x for r in records for x in r.depths.get(n, [])] for n in names}
    return w, d, len(done) - w - d, len(records) - len(done), faults, depths


def timing(records, names):
    """Per engine: the largest answer time less the time allowed (ms, None without a timed
    answer), in which game, and how many answers came after the time allowed."""
    out = {}
    for n in names:
        worst = [(r.worst_ms[n], r.number) for r in records if n in r.worst_ms]
        late = sum(r.past_allowed.get(n, 0) for r in records)
        timed = sum(r.timed.get(n, 0) for r in records)
        top = max(worst) if worst else (None, None)
        out[n] = {"worst_ms": None if top[0] is None else round(top[0], 1), "worst_game": top[1],
                  "past_allowed": late, "answers": timed}
    return out


def timing_line(records, names, tc):
    """The time discipline of both engines in one line; None without timed answers."""
    t = timing(records, names)
    if all(v["worst_ms"] is None for v in t.values()):
        return None
    what = "past the movetime" if tc.kind == "movetime" else "past the clock (negative: left)"
    parts = [f"{n} {v['worst_ms']:+.0f} ms (game {v['worst_game']}), {v['past_allowed']} of "
             f"{v['answers']} answers late" for n, v in t.items() if v["worst_ms"] is not None]
    return f"longest answer {what}: " + "; ".join(parts)


def summary_lines(records, names, wall, tc=None):
    a, b = names
    w, d, l, unfinished, faults, depths = tally(records, names)
    lines = []
    if w + d + l:
        e = elo.estimate(w, d, l)
        lines.append(f"Summary {a} vs {b}: games {w + d + l}  W {w}  D {d}  L {l}  "
                     f"score {100 * e.score:.1f}%  {elo.describe(e)}")
    else:
        lines.append(f"Summary {a} vs {b}: no game finished")
    lines.append("faults: " + "; ".join(f"{f} {a} {c[a]} {b} {c[b]}" for f, c in faults.items()))
    med = ", ".join(f"{n} {statistics.median(v):g}" for n, v in depths.items() if v)
    lines.append(f"unfinished {unfinished}; median depth {med or 'not reported'}; "
                 f"wall {wall:.0f} s")
    if tc is not None and (line := timing_line(records, names, tc)):
        lines.append(line)
    if line := ponder_line(records, names):
        lines.append(line)
    return lines


def pondering(records, names):
    """Per engine that pondered: its ponder searches and how many guessed the reply."""
    out = {}
    for n in names:
        tries = sum(r.ponders.get(n, 0) for r in records)
        if tries:
            out[n] = {"ponders": tries, "hits": sum(r.ponder_hits.get(n, 0) for r in records)}
    return out


def ponder_line(records, names):
    p = pondering(records, names)
    if not p:
        return None
    return "ponder hits: " + "; ".join(
        f"{n} {v['hits']} of {v['ponders']} ({100 * v['hits'] / v['ponders']:.0f}%)"
        for n, v in p.items())


def result_json(records, names, args, tc, wall):
    w, d, l, unfinished, faults, depths = tally(records, names)
    summary = {"engines": list(names), "wins": w, "draws": d, "losses": l,
               "unfinished": unfinished, "faults": faults, "wall_seconds": round(wall, 1),
               "time_control": tc.describe(), "openings": args.openings, "start": args.start,
               "load": args.load, "timing": timing(records, names),
               "ponder": pondering(records, names)}
    if w + d + l:
        e = elo.estimate(w, d, l)
        summary.update(score=e.score, elo=e.elo, elo_low=e.low, elo_high=e.high, los=e.los)
    games = [{"number": r.number, "opening_line": r.opening.line_no, "red": r.red,
              "black": r.black, "result": r.result, "reason": r.reason, "fault": r.fault,
              "at_fault": r.at_fault, "plies": len(r.moves),
              "worst_ms": {n: round(v, 1) for n, v in r.worst_ms.items()}} for r in records]
    return {"summary": summary, "games": sorted(games, key=lambda g: g["number"])}


def _interrupt(signum, frame):
    raise KeyboardInterrupt


def main(argv=None):
    args = parse_args(argv)
    # Ctrl-C, and a kill from another shell, end the match as an interruption (summary, JSON):
    # also when it was started in the background, where the shell has SIGINT ignored.
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, _interrupt)
    judge = None
    try:
        specs, tc, book, judge, games = setup(args)
        with load.busy_processes(args.load):
            return play_match(args, specs, tc, book, judge, games)
    except (ValueError, OSError, referee.RefereeError) as e:
        print(f"match.py: {e}", file=sys.stderr)
        return 2
    finally:
        if judge:
            shutil.rmtree(os.path.dirname(judge.program), ignore_errors=True)


def play_match(args, specs, tc, book, judge, games):
    names = (specs[0].name, specs[1].name)
    by_name = {s.name: s for s in specs}
    settings = game.Settings(args.margin, int(args.timeout * 1000), args.max_plies,
                             args.claim_plies, args.debug, threading.Event())
    plan = schedule(specs, book, args.start, games)
    if not args.quiet:
        print(f"{names[0]} vs {names[1]}: {games} games, {tc.describe()}, openings "
              f"{args.openings} from {args.start}, concurrency {args.concurrency}, "
              f"load {args.load}", flush=True)
    records, lock, start = [], threading.Lock(), time.monotonic()
    interrupted, error = False, None
    learner = None
    if args.learn is not None:
        learner = learning.Learner(judge.program, args.learn, os.path.abspath(args.experience),
                                   args.learn_movetime)

    def run(item):
        number, opening, red, black = item
        rec = game.play(number, opening, red, black, by_name, tc, judge, settings)
        text = pgn_of(rec, args, tc) if rec.result != "*" else ""
        learned = ""
        if learner and text and not (args.learn_skip_wins and rec.score_of(args.learn) == 1.0):
            learned = f", {learner.learn(text)} learned"
        with lock:
            records.append(rec)
            if args.pgn and text:
                with open(args.pgn, "a", encoding="utf-8") as f:
                    f.write(text)
            if not args.quiet and rec.result != "*":
                print(f"game {number}/{games} {red} (red) vs {black} (black): {rec.result} "
                      f"{rec.reason}, {len(rec.moves)} plies, {rec.seconds:.0f} s{learned}",
                      flush=True)
        return rec

    pool = concurrent.futures.ThreadPoolExecutor(max_workers=args.concurrency)
    futures = [pool.submit(run, item) for item in plan]
    try:
        for fut in concurrent.futures.as_completed(futures):
            fut.result()
    except KeyboardInterrupt:
        interrupted = True
        settings.stop.set()
        for fut in futures:
            fut.cancel()
        print("interrupted: finishing the games in progress as unfinished", file=sys.stderr)
    except (ValueError, referee.RefereeError, learning.LearningError) as e:
        # The games already played are kept: summary, JSON and PGN as for an interruption.
        error = e
        settings.stop.set()
        for fut in futures:
            fut.cancel()
    pool.shutdown(wait=True)
    wall = time.monotonic() - start
    for line in summary_lines(records, names, wall, tc):
        print(line)
    if learner:
        print(f"learned: {learner.lessons} lessons by {args.learn} into {args.experience}")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(result_json(records, names, args, tc, wall), f, indent=1)
            f.write("\n")
    if error:
        print(f"match.py: {error}", file=sys.stderr)
        return 2
    return 1 if interrupted else 0


if __name__ == "__main__":
    sys.exit(main())
