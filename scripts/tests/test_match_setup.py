"""The runner's input: engine descriptions, time controls, the openings file."""
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from xqmatch import engine_spec, openings, time_control  # noqa: E402


class EngineSpecTest(unittest.TestCase):
    def test_full_description(self):
        s = engine_spec.parse(["name=fsf", "cmd=/usr/games/fairy-stockfish", "proto=uci",
                               "ranks=1", "option.UCI_Variant=xiangqi", "option.Skill Level=5",
                               "option.EvalFile=a=b.nnue"])
        self.assertEqual((s.name, s.cmd, s.proto, s.ranks, s.movetime_mode),
                         ("fsf", ["/usr/games/fairy-stockfish"], "uci", 1, "native"))
        self.assertEqual(s.options, [("UCI_Variant", "xiangqi"), ("Skill Level", "5"),
                                     ("EvalFile", "a=b.nnue")])

    def test_defaults_and_quoted_command(self):
        s = engine_spec.parse(["cmd=env X=1 'build/xiangqi engine'"])
        self.assertEqual((s.name, s.cmd, s.proto, s.ranks), ("env", ["env", "X=1",
                                                                    "build/xiangqi engine"],
                                                            "uci", 0))

    def test_errors(self):
        for tokens in (["proto=uci"], ["cmd=x", "proto=xboard"], ["cmd=x", "ranks=2"],
                       ["cmd=x", "movetime=fast"], ["cmd=x", "colour=red"], ["cmd=x", "oops"],
                       ["cmd=x", "option.=1"], ["cmd=x", "dir=/no/such/dir"], ["cmd=x", "fen=y"]):
            with self.assertRaises(ValueError, msg=tokens):
                engine_spec.parse(tokens)

    def test_program_must_exist(self):
        with self.assertRaises(ValueError):
            engine_spec.find_program(engine_spec.parse(["cmd=/no/such/engine"]))
        with self.assertRaises(ValueError):
            engine_spec.find_program(engine_spec.parse(["cmd=no-such-engine-on-path"]))
        self.assertTrue(engine_spec.find_program(engine_spec.parse([f"cmd={sys.executable}"])))

    def test_relative_program_is_looked_for_from_dir(self):
        here = os.path.dirname(os.path.abspath(__file__))
        spec = engine_spec.parse([f"cmd={os.path.join('..', 'tests', 'fake_engine.py')}",
                                  f"dir={here}"])
        self.assertEqual(engine_spec.find_program(spec),
                         os.path.join(here, "..", "tests", "fake_engine.py"))
        with self.assertRaisesRegex(ValueError, "looked for as .*, from dir="):
            engine_spec.find_program(engine_spec.parse(["cmd=./no-such-engine", f"dir={here}"]))


class TimeControlTest(unittest.TestCase):
    def test_go_lines(self):
        mt = time_control.from_args(movetime=100)
        r = time_control.request(mt, "uci", "native")
        self.assertEqual((r.go, r.stop_after_ms, r.budget_ms), ("go movetime 100", None, 100))
        self.assertEqual(time_control.request(mt, "ucci", "native").go,
                         "go time 100 movestogo 1")
        r = time_control.request(mt, "ucci", "stop")
        self.assertEqual((r.go, r.stop_after_ms, r.budget_ms), ("go infinite", 100, 100))
        r = time_control.request(time_control.from_args(nodes=5000), "uci", "native")
        self.assertEqual((r.go, r.budget_ms), ("go nodes 5000", None))
        self.assertEqual(time_control.request(time_control.from_args(depth=7), "ucci",
                                              "native").go, "go depth 7")

    def test_clock(self):
        tc = time_control.from_args(tc="10+0.1")
        self.assertEqual((tc.value, tc.increment_ms, tc.pgn_tag()), (10000, 100, "10+0.1"))
        r = time_control.request(tc, "uci", "native", 9000, 8000, red_to_move=False)
        self.assertEqual((r.go, r.budget_ms), ("go wtime 8000 btime 9000 winc 100 binc 100", 9000))
        r = time_control.request(tc, "ucci", "native", 9000, 8000)
        self.assertEqual(r.go, "go time 9000 increment 100 opptime 8000 oppincrement 100")

    def test_errors(self):
        for kwargs in ({}, {"movetime": 100, "nodes": 5}, {"movetime": 0}, {"tc": "10"},
                       {"tc": "0+1"}, {"tc": "a+b"}):
            with self.assertRaises(ValueError, msg=kwargs):
                time_control.from_args(**kwargs)


class OpeningsTest(unittest.TestCase):
    def test_lines(self):
        o = openings.parse_line("startpos moves h2e2 h9g7  # +12")
        self.assertEqual((o.fen, o.moves, o.comment), (openings.START_FEN, ["h2e2", "h9g7"], "+12"))
        o = openings.parse_line("fen 4k4/9/9/9/9/9/9/9/4A4/3K5 b moves e9e8")
        self.assertEqual((o.fen, o.moves), ("4k4/9/9/9/9/9/9/9/4A4/3K5 b - - 0 1", ["e9e8"]))
        o = openings.parse_line("4k4/9/9/9/9/9/9/9/4A4/3K5 w - - 3 9")
        self.assertEqual((o.fen, o.moves), ("4k4/9/9/9/9/9/9/9/4A4/3K5 w - - 3 9", []))
        self.assertIsNone(openings.parse_line("   # only a comment"))
        self.assertEqual(o.text(), "fen 4k4/9/9/9/9/9/9/9/4A4/3K5 w - - 3 9")
        self.assertEqual(openings.parse_line("startpos moves c3c4").text(),
                         "startpos moves c3c4")

    def test_bad_lines(self):
        for line in ("start moves h2e2", "rnbakabnr/9 w", "h2e2 h9g7"):
            with self.assertRaises(ValueError, msg=line):
                openings.parse_line(line, 7)

    def test_file(self):
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
            f.write("# header\n\nstartpos moves h2e2\nstartpos\n")
        try:
            book = openings.read(f.name)
            self.assertEqual([(o.line_no, o.moves) for o in book], [(3, ["h2e2"]), (4, [])])
        finally:
            os.unlink(f.name)
        with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
            f.write("# nothing\n")
        try:
            with self.assertRaises(ValueError):
                openings.read(f.name)
        finally:
            os.unlink(f.name)


if __name__ == "__main__":
    unittest.main()
