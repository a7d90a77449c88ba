"""A loaded machine that can be made again anywhere: N busy processes for as long as a run lasts.

Time discipline is measured under load (scripts/match.py --load, scripts/movetime_overshoot.py
--load): each process spins one core's worth of work at the caller's priority, so the engines
compete for the cores as they would beside a build or a browser.
"""
import contextlib
import subprocess
import sys


@contextlib.contextmanager
def busy_processes(count):
    """Runs `count` processes that spin until the block ends (killed also on an exception)."""
    if count < 0:
        raise ValueError("--load must be 0 or more")
    hogs = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(count)]
    try:
        yield hogs
    finally:
        for h in hogs:
            h.kill()
        for h in hogs:
            h.wait()
