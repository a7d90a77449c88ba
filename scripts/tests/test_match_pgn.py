"""scripts/xqmatch/pgn.py: the PGN text of a match game."""
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from xqmatch import pgn  # noqa: E402
from xqmatch.openings import START_FEN  # noqa: E402


class PgnTest(unittest.TestCase):
    def test_game_from_the_start(self):
        game = pgn.PgnGame({"Round": "3", "Black": "B", "Red": "A", "Event": "e",
                            "Termination": "checkmate"}, START_FEN, ["h2e2", "h9g7", "h0g2"],
                           {1: "opening", 2: "+25/12 98ms"}, "1-0")
        self.assertEqual(pgn.write_game(game),
                         '[Game "Chinese Chess"]\n[Event "e"]\n[Round "3"]\n[Red "A"]\n'
                         '[Black "B"]\n[Result "1-0"]\n[Termination "checkmate"]\n'
                         '[Format "ICCS"]\n\n'
                         '1. H2-E2 H9-G7 {opening} 2. H0-G2 {+25/12 98ms} 1-0\n\n')

    def test_fen_tag_and_black_to_move(self):
        fen = "4k4/9/9/9/9/9/9/9/4A4/3K5 b - - 0 7"
        text = pgn.write_game(pgn.PgnGame({}, fen, ["e9e8", "d0d1", "e8e9"], {}, "1/2-1/2"))
        self.assertIn(f'[FEN "{fen}"]\n[Format "ICCS"]\n', text)
        self.assertIn("\n7... E9-E8 8. D0-D1 E8-E9 1/2-1/2\n", text)

    def test_black_move_after_a_comment_has_its_number(self):
        text = pgn.movetext(START_FEN, ["h2e2", "h9g7"], {0: "x"}, "*")
        self.assertEqual(text, "1. H2-E2 {x} 1... H9-G7 *")

    def test_wrapped_at_80_columns(self):
        moves = ["h0g2", "h9g7", "g2h0", "g7h9"] * 20
        text = pgn.movetext(START_FEN, moves, {i: "+10/9 100ms" for i in range(80)}, "*")
        self.assertGreater(text.count("\n"), 10)
        self.assertTrue(all(len(line) <= 80 for line in text.split("\n")))
        self.assertEqual(text.split(), " ".join(text.split("\n")).split())

    def test_tag_values_and_comments_are_escaped(self):
        text = pgn.write_game(pgn.PgnGame({"Event": 'a "b" \\c\nd'}, START_FEN, ["h2e2"],
                                          {0: "a } b"}, "*"))
        self.assertIn('[Event "a \\"b\\" \\\\c d"]', text)
        self.assertIn("{a ｝ b}", text)


if __name__ == "__main__":
    unittest.main()
