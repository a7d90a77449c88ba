"""scripts/xqmatch/moves.py: the rank numbering of engines, FEN letters, PGN notation."""
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from xqmatch import moves  # noqa: E402

START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"


class MovesTest(unittest.TestCase):
    def test_ranks_from_one(self):
        self.assertEqual(moves.to_engine("h2e2", 1), "h3e3")
        self.assertEqual(moves.to_engine("b9c7", 1), "b10c8")
        self.assertEqual(moves.from_engine("b10c8", 1), "b9c7")
        self.assertEqual(moves.from_engine("a1a2", 1), "a0a1")

    def test_ranks_from_zero_are_unchanged(self):
        self.assertEqual(moves.to_engine("h2e2", 0), "h2e2")
        self.assertEqual(moves.from_engine("h2e2", 0), "h2e2")

    def test_round_trip_of_every_square_pair_rank(self):
        for ranks in (0, 1):
            for r1 in range(10):
                for r2 in range(10):
                    move = f"a{r1}i{r2}"
                    self.assertEqual(moves.from_engine(moves.to_engine(move, ranks), ranks), move)

    def test_no_move_outside_the_board(self):
        for text, ranks in (("a10a9", 0), ("a0a1", 1), ("a11a10", 1), ("j0a0", 0), ("e2e4x", 0),
                            ("a01a1", 1), ("", 0), ("(none)", 0)):
            self.assertIsNone(moves.from_engine(text, ranks), text)
        with self.assertRaises(ValueError):
            moves.to_engine("z9z9", 1)

    def test_is_iccs(self):
        self.assertTrue(moves.is_iccs("i9a0"))
        self.assertFalse(moves.is_iccs("--fen"))
        self.assertFalse(moves.is_iccs("h2e2 "))

    def test_wxf_letters(self):
        self.assertEqual(moves.fen_for_engine(START, "wxf"),
                         "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1")
        self.assertEqual(moves.fen_for_engine(START, "standard"), START)

    def test_pgn_notation(self):
        self.assertEqual(moves.pgn_notation("h2e2"), "H2-E2")


if __name__ == "__main__":
    unittest.main()
