"""An engine of the project that learns from its games during a match (docs/learning.md).

`--learn NAME --experience FILE` gives engine NAME the experience file (UCI options
`Experience` and `ExperienceFile`, UCCI `experience` and `experiencefile`), and after each
finished game runs `xiangqi-engine learn` on it, so that the next game's search knows what the
last one taught. Games are learned from one at a time, in the order they end; with
`--concurrency 1` every game starts with the lessons of all games before it.
"""
import os
import re
import subprocess
import tempfile
import threading

_LESSONS = re.compile(r": \w+ \w+, \d+ plies?, (\d+) lessons?$", re.M)


class LearningError(Exception):
    """`xiangqi-engine learn` failed: the match stops, the games played are summarised."""


def give_experience(spec, path):
    """Adds the options that make the engine read the experience file at `path`."""
    if spec.proto == "ucci":
        spec.options += [("experience", "true"), ("experiencefile", path)]
    else:
        spec.options += [("Experience", "true"), ("ExperienceFile", path)]


class Learner:
    def __init__(self, program, name, path, movetime_ms):
        self.program, self.name, self.path, self.movetime_ms = program, name, path, movetime_ms
        self.lock = threading.Lock()
        self.lessons = 0

    def learn(self, pgn_text):
        """Learns from one game written as PGN; returns the number of lessons it gave."""
        with self.lock, tempfile.NamedTemporaryFile("w", suffix=".pgn", encoding="utf-8",
                                                    delete=False) as f:
            f.write(pgn_text)
            f.close()
            try:
                done = subprocess.run(
                    [self.program, "learn", "--experience", self.path, "--name", self.name,
                     "--movetime", str(self.movetime_ms), f.name],
                    capture_output=True, text=True, timeout=3600)
            finally:
                os.unlink(f.name)
            if done.returncode != 0:
                raise LearningError(f"learn failed: {done.stderr.strip() or done.returncode}")
            m = _LESSONS.search(done.stdout)
            n = int(m.group(1)) if m else 0
            self.lessons += n
            return n
