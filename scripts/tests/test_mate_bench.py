"""The mate benchmark's file and scripts: the shipped file is well formed, the generator's
pure parts (moves of engines that number ranks 1-10, the merge of runs, the classes), and
scripts/mate_bench.py run on three positions of the file by the engine given as argv[1]."""
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPTS = os.path.dirname(HERE)
BENCH = os.path.join(SCRIPTS, "..", "tests", "mate_bench.txt")
sys.path.insert(0, SCRIPTS)
import make_mate_bench  # noqa: E402
import xq_moves  # noqa: E402

ENGINE = sys.argv.pop(1) if len(sys.argv) > 1 else None


def rows(path=BENCH):
    return [line.strip().split(";") for line in open(path)
            if line.strip() and not line.startswith("#")]


class ShippedFile(unittest.TestCase):
    def test_lines_are_distinct_legal_positions_with_a_distance_and_a_class(self):
        seen = set()
        for fen, n, kind in rows():
            board = xq_moves.Board(fen)
            self.assertTrue(2 <= int(n) <= 12, fen)
            self.assertIn(kind, ("checks", "quiet"))
            self.assertTrue(board.legal(), fen)  # the mating side has a move
            self.assertFalse(board.attacked_king(not board.red), fen)  # nobody to capture a king
            key = " ".join(fen.split()[:2])
            self.assertNotIn(key, seen)
            seen.add(key)
        self.assertGreaterEqual(len(seen), 300)

    def test_both_sides_mate(self):
        sides = {fen.split()[1] for fen, _, _ in rows()}
        self.assertEqual(sides, {"w", "b"})


class Generator(unittest.TestCase):
    def test_fairy_stockfish_ranks_1_to_10_become_iccs(self):
        self.assertEqual(make_mate_bench.to_iccs("e10e9", 1), "e9e8")
        self.assertEqual(make_mate_bench.to_iccs("h1h3", 1), "h0h2")
        self.assertEqual(make_mate_bench.to_iccs("h0h2", 0), "h0h2")
        with self.assertRaises(RuntimeError):
            make_mate_bench.to_iccs("e0e1", 1)  # rank 0 does not exist when they start at 1
        with self.assertRaises(RuntimeError):
            make_mate_bench.to_iccs("0000", 0)

    def test_fen_of_writes_back_what_it_read(self):
        for fen, _, _ in rows()[:20]:
            self.assertEqual(make_mate_bench.fen_of(xq_moves.Board(fen)).split()[:2],
                             fen.split()[:2])

    def test_a_losing_side_with_a_check_on_the_line_is_class_checks(self):
        # After Red's quiet move, Black's rook can check along the file or the bottom rank.
        fen = "4k4/9/9/9/5r3/9/9/9/R8/3K5 w - - 0 1"
        self.assertTrue(make_mate_bench.has_check_resource(fen, ["a1a2", "e9e8"]))
        lone_king = "4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1"
        self.assertFalse(make_mate_bench.has_check_resource(lone_king, ["a1a2", "e9e8"]))

    def test_merge_leaves_out_duplicates_and_what_is_over_a_bucket(self):
        a = ["2b6/3k4R/9/9/9/3r5/4r3c/9/4A4/4KA3 b - - 0 1;2;checks",
             "3k5/9/9/9/9/9/9/9/4R4/3K1c3 w - - 0 1;2;quiet",
             "3k5/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1;3;quiet"]
        b = ["2b6/3k4R/9/9/9/3r5/4r3c/9/4A4/4KA3 b - - 9 40;2;checks",  # same board and side
             "4k4/9/9/9/9/9/9/9/4R4/3K5 w - - 0 1;2;quiet"]  # a third red mate in 2
        with tempfile.TemporaryDirectory() as d:
            paths = []
            for name, lines in (("a", a), ("b", b)):
                paths.append(os.path.join(d, name))
                with open(paths[-1], "w") as f:
                    f.write("# Forced mates from self-play; distances agreed by x and y (z)\n")
                    f.write("\n".join(lines) + "\n")
            out = os.path.join(d, "out")
            done = subprocess.run([sys.executable, os.path.join(SCRIPTS, "make_mate_bench.py"),
                                   "--merge", *paths, "--per-bucket", "1", "--out", out],
                                  capture_output=True, text=True, timeout=60)
            self.assertEqual(done.returncode, 0, done.stderr)
            kept = rows(out)
            self.assertIn("agreed by x and y", open(out).readline())
        self.assertEqual(sorted((f.split()[1], n) for f, n, _ in kept),
                         [("b", "2"), ("w", "2"), ("w", "3")])


@unittest.skipUnless(ENGINE, "no engine given")
class Runner(unittest.TestCase):
    def test_the_engine_finds_three_short_mates_by_their_shortest_line(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "three.txt")
            with open(path, "w") as f:
                for fen, n, kind in [r for r in rows() if r[1] in ("2", "3")][:3]:
                    f.write(f"{fen};{n};{kind}\n")
            done = subprocess.run([sys.executable, os.path.join(SCRIPTS, "mate_bench.py"), ENGINE,
                                   "--nodes", "300000", "--file", path],
                                  capture_output=True, text=True, timeout=120)
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertIn("all      : found 3/3 (100.0%), shortest distance 3/3", done.stdout)

    def test_stats_describes_the_file(self):
        done = subprocess.run([sys.executable, os.path.join(SCRIPTS, "mate_bench.py"), "--stats"],
                              capture_output=True, text=True, timeout=60)
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertIn(f"{len(rows())} positions", done.stdout)
        self.assertIn("mate in  2: red ", done.stdout)


if __name__ == "__main__":
    unittest.main()
