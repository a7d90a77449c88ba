"""The ladder scripts' tables from match logs (--only-table): the chain of Elo differences from
the anchor, and a handicap's worth against the baseline. No engine runs."""
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPTS = os.path.dirname(HERE)
sys.path.insert(0, SCRIPTS)
import handicap_ladder  # noqa: E402
import novice_engine  # noqa: E402
import xq_moves  # noqa: E402
from xqmatch import elo  # noqa: E402


def write_log(folder, stem, w, d, l, games=()):
    with open(os.path.join(folder, stem + ".json"), "w") as f:
        json.dump({"summary": {"wins": w, "draws": d, "losses": l}, "games": list(games)}, f)


def table(text):
    """{level: (Elo, low, high)} of the ladder table in the output."""
    return {int(n): (int(e), int(a), int(b)) for n, e, a, b in
            re.findall(r"^\| (\d+) \| (-?\d+) \| (-?\d+) \.\. (-?\d+) \|$", text, re.M)}


class LevelLadder(unittest.TestCase):
    def run_ladder(self, logs, *args):
        done = subprocess.run([sys.executable, os.path.join(SCRIPTS, "level_ladder.py"),
                               "--logs", logs, "--only-table", *args], capture_output=True,
                              text=True, timeout=60)
        self.assertEqual(done.returncode, 0, done.stderr)
        return table(done.stdout)

    def test_chain_runs_down_and_up_from_the_anchored_level(self):
        with tempfile.TemporaryDirectory() as logs:
            write_log(logs, "L8-anchor", 30, 0, 30)  # level 8 = the anchor
            for n in range(19, 0, -1):
                write_log(logs, f"L{n + 1}-L{n}", 40, 0, 20)
            ladder = self.run_ladder(logs, "--anchor", "engine=cmd=x", "--anchor-elo", "2000",
                                     "--anchor-level", "8")
        step, se = elo.ladder_step(40, 0, 20)
        self.assertEqual(ladder[8][0], 2000)
        self.assertEqual(ladder[20][0], round(2000 + 12 * step))
        self.assertEqual(ladder[1][0], round(2000 - 7 * step))
        # Intervals widen with every match between a level and the anchor.
        widths = [ladder[n][2] - ladder[n][1] for n in range(8, 0, -1)]
        self.assertEqual(widths, sorted(widths))

    def test_an_anchor_without_an_elo_is_refused(self):
        with tempfile.TemporaryDirectory() as logs:
            done = subprocess.run([sys.executable, os.path.join(SCRIPTS, "level_ladder.py"),
                                   "--logs", logs, "--only-table", "--anchor", "engine=cmd=x"],
                                  capture_output=True, text=True, timeout=60)
        self.assertEqual(done.returncode, 2)
        self.assertIn("--anchor-elo", done.stderr)


class NoviceEngine(unittest.TestCase):
    """scripts/novice_engine.py, the stand-in for a novice that level 1 is measured against."""

    def answers(self, *positions):
        commands = "uci\nisready\n" + "".join(f"position {p}\ngo nodes 1\n" for p in positions)
        done = subprocess.run([sys.executable, os.path.join(SCRIPTS, "novice_engine.py")],
                              input=commands + "quit\n", capture_output=True, text=True,
                              timeout=60)
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertIn("uciok", done.stdout)
        self.assertIn("readyok", done.stdout)
        return re.findall(r"^bestmove (\S+)$", done.stdout, re.M)

    def test_takes_a_free_rook_and_keeps_its_piece_out_of_plain_capture(self):
        # Red's rook on a0 can take the black rook on a9; nothing guards it.
        free = "fen r2k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1"
        # Red's horse on b0 may go to a2, c2 or d1; the black rook on c9 attacks c2.
        careful = "fen 2rk5/9/9/9/9/9/9/9/9/1N2K4 w - - 0 1"
        self.assertEqual(self.answers(free), ["a0a9"])
        self.assertNotIn("b0c2", self.answers(careful))
        board = xq_moves.Board(careful.split(" ", 1)[1])
        chosen = {novice_engine.choose(board, random.Random(seed)) for seed in range(200)}
        self.assertNotIn("b0c2", chosen)
        self.assertGreater(len(chosen), 2)  # the random part picks among the safe moves

    def test_the_same_game_gets_the_same_moves(self):
        start = "startpos moves h2e2"
        self.assertEqual(self.answers(start, start), self.answers(start)[:1] * 2)


class HandicapLadder(unittest.TestCase):
    def test_starts_are_legal_in_the_handicap_position(self):
        for _, _, removed in handicap_ladder.HANDICAPS:
            fen = handicap_ladder.handicap_fen(removed)
            for line in handicap_ladder.openings(fen, 30):
                words = line.split()
                self.assertEqual(words[0], "fen")
                board = xq_moves.Board(" ".join(words[1:7]))
                for move in words[8:]:
                    self.assertIn(move, board.legal(), line)
                    board = board.play(move)
        self.assertEqual(handicap_ladder.handicap_fen(["a0", "i0"]),
                         "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/1NBAKABN1 w - - 0 1")

    def test_worth_is_the_baseline_minus_the_givers_elo(self):
        with tempfile.TemporaryDirectory() as logs:
            results = {"none": ["1-0"] * 33 + ["1/2-1/2"] * 0 + ["0-1"] * 27,
                       "left_horse": ["1-0"] * 10 + ["1/2-1/2"] * 20 + ["0-1"] * 30}
            for key, rs in results.items():
                write_log(logs, key, 0, 0, 0, [{"result": r} for r in rs])
            done = subprocess.run([sys.executable, os.path.join(SCRIPTS, "handicap_ladder.py"),
                                   "--logs", logs, "--only-table"], capture_output=True,
                                  text=True, timeout=60)
        self.assertEqual(done.returncode, 0, done.stderr)
        base, _ = elo.ladder_step(33, 0, 27)
        giver, _ = elo.ladder_step(10, 20, 30)
        m = re.search(r"\| 让左马 left_horse \| 10-20-30 \| [\d.]+% \| \+(\d+) ± \d+ \|", done.stdout)
        self.assertIsNotNone(m, done.stdout)
        self.assertEqual(int(m.group(1)), round(base - giver))


if __name__ == "__main__":
    unittest.main()
