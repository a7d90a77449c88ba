"""scripts/match.py end to end: a short match of xiangqi-engine against itself, and faults.

  test_match_runner.py ENGINE [selfplay|faults|learn|ponder]

selfplay: two games at a small node count from the repository's openings; both must finish
with a ruling of the referee, no fault, and a PGN and JSON that agree. faults: a fake engine
(fake_engine.py) that plays an illegal move, crashes, stays silent, gives no move or answers
late loses each game by that fault; one that numbers ranks 1-10 plays legally with ranks=1.
ponder: an engine with ponder=on thinks on the opponent's time: its ponder searches are counted,
some guessed the reply (ponderhit) and some not (stop, a new search), and no answer is a fault.
learn: an engine that learns from each game (--learn) gets its experience file, every game
is learned from, and the file written is an experience file.
"""
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
MATCH = os.path.join(REPO, "scripts", "match.py")
OPENINGS = os.path.join(REPO, "tests", "data", "openings-wide.txt")
ENGINE = None


def startpos_openings(tmp):
    path = os.path.join(tmp, "startpos.txt")
    with open(path, "w") as f:
        f.write("startpos\n")
    return path


def run_match(tmp, *args):
    pgn, js = os.path.join(tmp, "m.pgn"), os.path.join(tmp, "m.json")
    done = subprocess.run([sys.executable, MATCH, "--referee", ENGINE, "--pgn", pgn, "--json", js,
                           *args], capture_output=True, text=True, timeout=120)
    result, text = None, ""
    if os.path.exists(js):
        with open(js, encoding="utf-8") as f:
            result = json.load(f)
    if os.path.exists(pgn):
        with open(pgn, encoding="utf-8") as f:
            text = f.read()
    return done, result, text


class SelfPlay(unittest.TestCase):
    def test_two_games_against_itself(self):
        with tempfile.TemporaryDirectory() as tmp:
            done, result, text = run_match(
                tmp, "--engine", "name=A", f"cmd={ENGINE}", "--engine", "name=B", f"cmd={ENGINE}",
                "proto=ucci", "--openings", OPENINGS, "--start", "3", "--games", "2",
                "--nodes", "3000", "--max-plies", "200")
            self.assertEqual(done.returncode, 0, done.stderr)
            s = result["summary"]
            self.assertEqual(s["wins"] + s["draws"] + s["losses"], 2)
            self.assertEqual(s["unfinished"], 0)
            self.assertTrue(all(n == 0 for f in s["faults"].values() for n in f.values()),
                            s["faults"])
            self.assertRegex(done.stdout, r"Summary A vs B: games 2  W \d  D \d  L \d  score")
            games = result["games"]
            self.assertEqual([(g["red"], g["black"]) for g in games], [("A", "B"), ("B", "A")])
            self.assertEqual(re.findall(r'\[Result "([^"]+)"\]', text),
                             [g["result"] for g in sorted(games, key=lambda g: g["number"])])
            for g in games:
                self.assertIn(g["reason"], ("checkmate", "stalemate", "perpetual check",
                                            "perpetual chase", "repetition", "move limit",
                                            "insufficient material", "game length cap"))
                self.assertIn(f'[Termination "{g["reason"]}"]', text)


class Pondering(unittest.TestCase):
    def test_an_engine_ponders_on_the_reply_it_expects(self):
        with tempfile.TemporaryDirectory() as tmp:
            done, result, _ = run_match(
                tmp, "--engine", "name=P", f"cmd={ENGINE}", "ponder=on", "--engine", "name=N",
                f"cmd={ENGINE}", "--openings", OPENINGS, "--start", "7", "--games", "2",
                "--movetime", "60", "--margin", "3000", "--max-plies", "80")
            self.assertEqual(done.returncode, 0, done.stderr)
            s = result["summary"]
            self.assertEqual(s["unfinished"], 0)
            self.assertTrue(all(n == 0 for f in s["faults"].values() for n in f.values()),
                            s["faults"])
            self.assertEqual(list(s["ponder"]), ["P"])
            p = s["ponder"]["P"]
            self.assertGreater(p["hits"], 0, p)
            self.assertGreater(p["ponders"], p["hits"], p)
            self.assertRegex(done.stdout, r"ponder hits: P \d+ of \d+ \(\d+%\)")


class Learning(unittest.TestCase):
    def test_an_engine_learns_from_every_game(self):
        with tempfile.TemporaryDirectory() as tmp:
            experience = os.path.join(tmp, "experience.bin")
            done, result, _ = run_match(
                tmp, "--engine", "name=A", f"cmd={ENGINE}", "--engine", "name=B", f"cmd={ENGINE}",
                "proto=ucci", "--openings", OPENINGS, "--start", "5", "--games", "2",
                "--nodes", "2000", "--max-plies", "120", "--learn", "A", "--experience",
                experience, "--learn-movetime", "10")
            self.assertEqual(done.returncode, 0, done.stderr)
            self.assertEqual(result["summary"]["unfinished"], 0)
            per_game = [int(n) for n in re.findall(r", (\d+) learned$", done.stdout, re.M)]
            self.assertEqual(len(per_game), 2, done.stdout)
            total = re.search(r"^learned: (\d+) lessons by A into ", done.stdout, re.M)
            self.assertIsNotNone(total, done.stdout)
            self.assertEqual(int(total.group(1)), sum(per_game))
            if sum(per_game):
                with open(experience, "rb") as f:
                    self.assertEqual(f.read(4), b"XQEX")

    def test_the_learner_must_be_one_of_the_engines_and_have_a_file(self):
        with tempfile.TemporaryDirectory() as tmp:
            engines = ["--engine", "name=A", f"cmd={ENGINE}", "--engine", "name=B", f"cmd={ENGINE}"]
            for extra in (["--learn", "C", "--experience", os.path.join(tmp, "e.bin")],
                          ["--learn", "A"]):
                done, result, _ = run_match(tmp, *engines, *extra, "--openings", OPENINGS,
                                            "--games", "1", "--nodes", "100")
                self.assertEqual(done.returncode, 2, done.stdout)
                self.assertIn("--learn", done.stderr)
                self.assertIsNone(result)


class Faults(unittest.TestCase):
    def play_fake(self, mode, *extra):
        with tempfile.TemporaryDirectory() as tmp:
            fake = f"cmd={sys.executable} {os.path.join(HERE, 'fake_engine.py')} {mode}"
            return run_match(tmp, "--engine", "name=ours", f"cmd={ENGINE}", "--engine",
                             "name=fake", fake, *extra, "--openings", startpos_openings(tmp),
                             "--games", "2",
                             "--nodes", "2000", "--timeout", "1", "--max-plies", "40")

    def assert_fake_loses_by(self, mode, fault, *extra):
        done, result, _ = self.play_fake(mode, *extra)
        self.assertEqual(done.returncode, 0, done.stderr)
        s = result["summary"]
        self.assertEqual((s["wins"], s["draws"], s["losses"]), (2, 0, 0), result["games"])
        self.assertEqual(s["faults"][fault], {"ours": 0, "fake": 2})

    def test_illegal_move(self):
        self.assert_fake_loses_by("illegal", "illegal move")

    def test_crash(self):
        self.assert_fake_loses_by("crash", "crash")

    def test_silence(self):
        self.assert_fake_loses_by("silent", "no answer")

    def test_no_move(self):
        self.assert_fake_loses_by("none", "no move")

    def test_late_answer_at_a_time_per_move(self):
        with tempfile.TemporaryDirectory() as tmp:
            fake = f"cmd={sys.executable} {os.path.join(HERE, 'fake_engine.py')} slow"
            done, result, _ = run_match(tmp, "--engine", "name=ours", f"cmd={ENGINE}",
                                        "--engine", "name=fake", fake, "--openings",
                                        startpos_openings(tmp),
                                        "--games", "1", "--movetime", "50", "--margin", "1000",
                                        "--load", "1")
        s = result["summary"]
        self.assertEqual(s["faults"]["time forfeit"], {"ours": 0, "fake": 1})
        # The fake's answer (1.5 s) was given up at the time allowed plus the margin: 1 s late.
        # The margin leaves ours, at 50 ms a move, a second to answer on a loaded machine.
        self.assertEqual(s["load"], 1)
        self.assertEqual(s["timing"]["fake"]["past_allowed"], 1)
        self.assertGreaterEqual(s["timing"]["fake"]["worst_ms"], 990)
        self.assertEqual(s["timing"]["fake"]["worst_game"], 1)
        self.assertLess(s["timing"]["ours"]["worst_ms"], 1000)
        self.assertEqual(s["timing"]["fake"]["answers"], 1)
        self.assertRegex(done.stdout, r"longest answer past the movetime: ours [+-]\d+ ms "
                                      r"\(game 1\), \d+ of \d+ answers late; fake \+\d+ ms "
                                      r"\(game 1\), 1 of 1 answers late")

    def test_a_kill_ends_the_match_as_an_interruption(self):
        # Started in the background (SIGINT ignored, as a shell does), stopped with SIGTERM
        # after its first game: exit code 1, the summary and the JSON of the games played.
        with tempfile.TemporaryDirectory() as tmp:
            js = os.path.join(tmp, "m.json")
            p = subprocess.Popen(
                [sys.executable, MATCH, "--referee", ENGINE, "--json", js, "--engine", "name=A",
                 f"cmd={ENGINE}", "--engine", "name=B", f"cmd={ENGINE}", "--openings",
                 startpos_openings(tmp), "--games", "50", "--nodes", "2000", "--max-plies", "30"],
                stdout=subprocess.PIPE, text=True,
                preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_IGN))
            for line in p.stdout:
                if line.startswith("game "):
                    break
            p.send_signal(signal.SIGTERM)
            rest = p.stdout.read()
            self.assertEqual(p.wait(timeout=60), 1)
            self.assertIn("Summary A vs B: games", rest)
            with open(js, encoding="utf-8") as f:
                result = json.load(f)
            played = result["summary"]["wins"] + result["summary"]["draws"] + \
                result["summary"]["losses"]
            self.assertGreaterEqual(played, 1)
            self.assertLess(played, 50)

    def test_ranks_from_one(self):
        with tempfile.TemporaryDirectory() as tmp:
            fake = f"cmd={sys.executable} {os.path.join(HERE, 'fake_engine.py')} ranks1"
            done, result, text = run_match(
                tmp, "--engine", "name=A", fake, "ranks=1", "--engine", "name=B", fake, "ranks=1",
                "--openings", startpos_openings(tmp), "--games", "1", "--nodes", "1",
                "--max-plies", "40")
            # Red's and Black's horses go out and back: the third occurrence is a draw.
            games = result["games"]
            self.assertEqual((games[0]["result"], games[0]["reason"], games[0]["fault"]),
                             ("1/2-1/2", "repetition", None), games)

    def test_bad_input_is_refused_before_any_game(self):
        with tempfile.TemporaryDirectory() as tmp:
            for args in (["--engine", "cmd=/no/such/engine", "--engine", f"cmd={ENGINE}"],
                         ["--engine", "name=A", f"cmd={ENGINE}", "option.NoSuchOption=1",
                          "--engine", "name=B", f"cmd={ENGINE}"]):
                done, result, _ = run_match(tmp, *args, "--openings", OPENINGS, "--games", "1",
                                            "--nodes", "100")
                self.assertEqual(done.returncode, 2, done.stdout)
                self.assertIn("match.py: ", done.stderr)
                self.assertTrue(result is None or not result["games"], result)


if __name__ == "__main__":
    ENGINE = os.path.abspath(sys.argv[1])
    which = sys.argv[2]
    unittest.main(argv=[sys.argv[0], {"selfplay": "SelfPlay", "faults": "Faults",
                                       "learn": "Learning", "ponder": "Pondering"}[which]])
