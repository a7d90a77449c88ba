"""scripts/xqmatch/protocol_lines.py: info and bestmove lines of UCI and UCCI engines."""
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from xqmatch.protocol_lines import parse_bestmove, parse_info  # noqa: E402


class InfoTest(unittest.TestCase):
    def test_uci_info(self):
        i = parse_info("info depth 12 seldepth 20 multipv 1 score cp -35 nodes 151234 nps 1500000 "
                       "hashfull 3 time 98 pv h9g7 h0g2 i9h9")
        self.assertEqual((i.depth, i.score_cp, i.mate, i.nodes, i.time_ms),
                         (12, -35, None, 151234, 98))
        self.assertEqual(i.pv, ["h9g7", "h0g2", "i9h9"])
        self.assertEqual(i.score_text(), "-35/12")

    def test_bounds_and_mate(self):
        i = parse_info("info depth 6 seldepth 6 multipv 1 score cp 98 upperbound nodes 1496")
        self.assertEqual((i.score_cp, i.nodes), (98, 1496))
        i = parse_info("info depth 9 score mate -3 pv a0a1")
        self.assertEqual((i.mate, i.score_cp, i.score_text()), (-3, None, "#-3/9"))

    def test_ucci_bare_score(self):
        i = parse_info("info depth 9 score 17 pv g3g4 b9c7")
        self.assertEqual((i.depth, i.score_cp), (9, 17))
        i = parse_info("info time 491 nodes 1944837")
        self.assertEqual((i.time_ms, i.nodes, i.depth, i.score_text()), (491, 1944837, None, ""))

    def test_info_string_and_other_lines(self):
        i = parse_info("info string depth 5 score cp 7")
        self.assertIsNone(i.depth)
        self.assertIsNone(parse_info("bestmove h2e2"))
        self.assertIsNone(parse_info(""))

    def test_merge_keeps_fields_of_earlier_lines(self):
        a = parse_info("info depth 9 score 17 pv g3g4")
        a.merge(parse_info("info time 491 nodes 1944837"))
        self.assertEqual((a.depth, a.score_cp, a.time_ms, a.pv), (9, 17, 491, ["g3g4"]))


class BestMoveTest(unittest.TestCase):
    def test_move_and_ponder(self):
        b = parse_bestmove("bestmove h9g7 ponder h0g2")
        self.assertEqual((b.move, b.ponder, b.draw_offer, b.resign), ("h9g7", "h0g2", False, False))

    def test_ucci_draw_and_resign(self):
        self.assertTrue(parse_bestmove("bestmove h9g7 draw").draw_offer)
        b = parse_bestmove("bestmove a0a1 ponder a9a8 resign")
        self.assertEqual((b.move, b.resign), ("a0a1", True))

    def test_no_move(self):
        for line in ("nobestmove", "bestmove (none)", "bestmove 0000", "bestmove"):
            b = parse_bestmove(line)
            self.assertIsNotNone(b, line)
            self.assertIsNone(b.move, line)

    def test_other_lines(self):
        for line in ("info depth 1", "readyok", "", "bestmoves h2e2"):
            self.assertIsNone(parse_bestmove(line), line)


if __name__ == "__main__":
    unittest.main()
