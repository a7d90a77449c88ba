#!/usr/bin/env python3
"""A long session in the game window, judged: `xiangqi --soak` under Xvfb.

  scripts/soak.py --hours 2 --log soak.log          # the documented run (docs/testing.md)
  scripts/soak.py --judge soak.log                  # judge a log written before
  scripts/soak.py --hours 0.1 --software            # SDL's software renderer, not OpenGL

The game plays itself at --movetime seconds a move, reviews each finished game and analyses it,
cycle after cycle (src/app/soak_run.h), printing the process's resident memory, open files and
threads every minute and at the end of each cycle. The run passes when:

- the resident memory grows less than 5 MB an hour (the least-squares line through the
  minute samples after the first cycle);
- at the end of every cycle, with the engine idle, the open files and the threads are back to
  their count at the end of the first cycle;
- the 99th percentile of the frame times is under 20 ms.

Prints the figures and the verdicts; exits 1 when one fails, 2 when the run did not finish.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys

GROWTH_MB_PER_H = 5.0
P99_MS = 20.0


def fields(line):
    return dict(re.findall(r"(\w+)=(\S+)", line))


def judge(lines):
    summary = next((fields(l) for l in lines if l.startswith("soak-summary ")), None)
    if summary is None:
        print("soak: no summary line: the run did not finish", file=sys.stderr)
        return 2
    cycles = [fields(l) for l in lines if l.startswith("soak-cycle ")]
    samples = [fields(l) for l in lines if l.startswith("soak-sample ")]
    hours = float(summary["seconds"]) / 3600
    growth = summary["rss_growth_mb_per_h"]
    print(f"run: {hours:.2f} h at {summary['movetime_s']} s a move, {summary['cycles']} cycles "
          f"({summary['games_over']} games to their end, the others stopped at the ply cap), "
          f"{summary['frames']} frames")
    if samples:
        rss = [int(s["rss_kb"]) / 1024 for s in samples]
        print(f"resident memory: {int(summary['rss_start_kb']) / 1024:.1f} MB at the start, "
              f"{min(rss):.1f}..{max(rss):.1f} MB over the minute samples, "
              f"{int(summary['rss_end_kb']) / 1024:.1f} MB at the end")
    if cycles:
        fds = sorted({int(c["fds"]) for c in cycles})
        threads = sorted({int(c["threads"]) for c in cycles})
        print(f"at the cycles' ends: open files {fds}, threads {threads}")
    worst = max((float(s["max_ms"]) for s in samples), default=float(summary["max_ms"]))
    print(f"frames: p99 {summary['p99_ms']} ms, worst minute's p99 "
          f"{summary['worst_minute_p99_ms']} ms, max {worst:.1f} ms")
    checks = [
        ("memory growth under 5 MB an hour",
         growth != "n/a" and float(growth) < GROWTH_MB_PER_H, f"{growth} MB/h"),
        ("open files back to the baseline after every cycle",
         int(summary["fds_stray"]) == 0 and len(cycles) >= 2,
         f"baseline {summary['fds_baseline']}, strayed by {summary['fds_stray']}"),
        ("threads back to the baseline after every cycle",
         int(summary["threads_stray"]) == 0 and len(cycles) >= 2,
         f"baseline {summary['threads_baseline']}, strayed by {summary['threads_stray']}"),
        ("frame time p99 under 20 ms", float(summary["p99_ms"]) < P99_MS,
         f"{summary['p99_ms']} ms"),
    ]
    failed = 0
    for name, ok, figure in checks:
        print(f"{'pass' if ok else 'FAIL'}: {name} ({figure})")
        failed += not ok
    return 1 if failed else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--hours", type=float, default=2.0)
    ap.add_argument("--movetime", type=float, default=1.0, help="the engine's seconds a move")
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    ap.add_argument("--game", default=os.path.join(root, "build", "xiangqi"),
                    help="the game program")
    ap.add_argument("--log", default="soak.log", help="where the program's lines go")
    ap.add_argument("--judge", metavar="LOG", help="only judge this log")
    ap.add_argument("--software", action="store_true",
                    help="SDL's software renderer instead of OpenGL (llvmpipe under Xvfb)")
    args = ap.parse_args()
    if args.judge:
        with open(args.judge, encoding="utf-8") as f:
            return judge(f.read().splitlines())
    if not shutil.which("xvfb-run"):
        print("soak: xvfb-run is missing (apt-get install xvfb xauth)", file=sys.stderr)
        return 2
    cmd = ["xvfb-run", "-a", "-s", "-screen 0 1280x900x24", args.game,
           "--soak", str(int(args.hours * 3600)), "--soak-movetime", str(args.movetime)]
    if args.software:
        cmd.append("--software")
    lines = []
    with open(args.log, "w", encoding="utf-8") as log:
        log.write(f"# {' '.join(cmd)}\n")
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        for line in proc.stdout:
            log.write(line)
            log.flush()
            lines.append(line.rstrip("\n"))
        if proc.wait() != 0:
            print(f"soak: the game exited with {proc.returncode} (log: {args.log})",
                  file=sys.stderr)
            return 2
    return judge(lines)


if __name__ == "__main__":
    sys.exit(main())
