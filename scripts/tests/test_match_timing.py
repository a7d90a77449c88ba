"""scripts/match_timing.py: results and time discipline summed up from match.py's PGN files."""
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, ".."))
from xqmatch import pgn  # noqa: E402
from xqmatch.openings import START_FEN  # noqa: E402

TIMING = os.path.join(HERE, "..", "match_timing.py")
MOVES = ["h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7"]


def game(red, black, tc, result, termination, comments):
    return pgn.write_game(pgn.PgnGame({"Red": red, "Black": black, "TimeControl": tc,
                                       "Termination": termination}, START_FEN, MOVES,
                                      comments, result))


def run(*texts):
    with tempfile.TemporaryDirectory() as tmp:
        paths = []
        for i, text in enumerate(texts):
            paths.append(os.path.join(tmp, f"{i}.pgn"))
            with open(paths[-1], "w", encoding="utf-8") as f:
                f.write(text)
        return subprocess.run([sys.executable, TIMING, *paths], capture_output=True, text=True)


class MatchTimingTest(unittest.TestCase):
    def test_a_time_per_move_over_two_files(self):
        # The opening (two plies) carries no time; A is Red in the first game, Black in the other.
        first = game("A", "B", "0.1/move", "1-0", "checkmate",
                     {1: "opening", 2: "+10/9 95ms", 3: "-5/9 130ms", 4: "+20/9 101ms",
                      5: "-9/9 99ms"})
        second = game("B", "A", "0.1/move", "0-1", "time forfeit",
                      {1: "opening", 2: "+1/9 90ms", 3: "+2/9 305ms"})
        done = run(first, second)
        self.assertEqual(done.returncode, 0, done.stderr)
        a, b = done.stdout.splitlines()
        self.assertTrue(a.startswith("A: 2 games, W-D-L 2-0-0, score 100.0%"), a)
        self.assertIn("faults: none; 3 answers, past the movetime: median +1 ms", a)
        self.assertIn("max +205 ms; later than 100 ms: 2, later than 100 + 200 ms: 1", a)
        self.assertIn("faults: time forfeit 1; 3 answers", b)
        self.assertIn("max +30 ms; later than 100 ms: 1, later than 100 + 200 ms: 0", b)

    def test_a_clock_is_replayed_from_the_answers(self):
        # 1 s + 0.1 s: Red answers 600, then 450 (had 500 left: 50 left); Black 900 then 300
        # (had 200 left: past the flag by 100).
        text = game("A", "B", "1+0.1", "1/2-1/2", "repetition",
                    {1: "opening", 2: "600ms", 3: "900ms", 4: "450ms", 5: "300ms"})
        done = run(text)
        self.assertEqual(done.returncode, 0, done.stderr)
        a, b = done.stdout.splitlines()
        self.assertIn("A: 1 games, W-D-L 0-1-0", a)
        self.assertIn("2 answers, least time left after an answer 50 ms", a)
        self.assertIn("answers after the flag: 0", a)
        self.assertIn("least time left after an answer -100 ms", b)
        self.assertIn("answers after the flag: 1", b)

    def test_mixed_time_controls_and_bad_input_are_refused(self):
        self.assertEqual(run(game("A", "B", "0.1/move", "1-0", "checkmate", {}),
                             game("A", "B", "1+0.1", "1-0", "checkmate", {})).returncode, 2)
        self.assertEqual(run(game("A", "B", "40/300", "1-0", "checkmate", {})).returncode, 2)
        self.assertEqual(subprocess.run([sys.executable, TIMING, "/no/such.pgn"],
                                        capture_output=True).returncode, 2)


if __name__ == "__main__":
    unittest.main()
