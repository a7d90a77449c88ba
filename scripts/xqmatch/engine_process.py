"""A running UCI or UCCI engine, driven line by line.

A reader thread puts every output line in a queue with the time it arrived, so a search is
timed from the moment its `go` line was written to the moment its `bestmove` line was read,
as a GUI would see it. Before every search the runner sends `isready` and drops everything up
to `readyok`, so a late `nobestmove` from an earlier `stop` can never be taken for an answer.
"""
import queue
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field

from . import moves as mv
from .protocol_lines import Info, parse_bestmove, parse_info


class EngineGone(Exception):
    """The engine closed its output or its input: it crashed or quit."""


class NoAnswer(Exception):
    """The engine did not write the awaited line in time."""


@dataclass
class SearchResult:
    move: str | None = None  # our ICCS (ranks 0-9); None for no move or an unreadable one
    text: str | None = None  # the engine's own move text; None when it gave no move
    ponder: str | None = None  # the reply it expects, our ICCS; None when it named none
    elapsed_ms: float = 0.0
    info: Info = field(default_factory=Info)
    timed_out: bool = False
    resign: bool = False


class EngineProcess:
    def __init__(self, spec, debug=False):
        self.spec = spec
        self.debug = debug
        self.options_offered = set()
        try:
            self.proc = subprocess.Popen(
                spec.cmd, cwd=spec.cwd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                stderr=None if debug else subprocess.DEVNULL, text=True, bufsize=1,
                errors="replace")
        except OSError as e:
            raise EngineGone(f"cannot start {spec.cmd[0]}: {e.strerror}") from e
        self.lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.proc.stdout:
            self.lines.put((time.monotonic(), line.rstrip("\r\n")))
        self.lines.put((time.monotonic(), None))

    def _log(self, direction, line):
        if self.debug:
            print(f"{self.spec.name} {direction} {line}", file=sys.stderr, flush=True)

    def send(self, line):
        self._log("<", line)
        try:
            self.proc.stdin.write(line + "\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError, ValueError) as e:
            raise EngineGone(f"{self.spec.name} no longer reads its input") from e

    def next_line(self, deadline):
        """(arrival time, line) of the next output line; NoAnswer at the deadline (monotonic)."""
        try:
            t, line = self.lines.get(timeout=max(0.0, deadline - time.monotonic()))
        except queue.Empty:
            raise NoAnswer from None
        if line is None:
            self.lines.put((t, None))  # stays closed for any later read
            raise EngineGone(f"{self.spec.name} closed its output (exit code "
                             f"{self.proc.poll()})")
        self._log(">", line)
        return t, line

    def wait_for(self, word, timeout):
        """Reads up to a line whose first word is `word`; returns the lines before it."""
        deadline = time.monotonic() + timeout
        seen = []
        while True:
            _, line = self.next_line(deadline)
            if line.split()[:1] == [word]:
                return seen
            seen.append(line)

    def handshake(self, timeout=10.0):
        """Protocol greeting, the options of the spec, then isready. ValueError for an option
        the engine does not offer (a typo would otherwise be ignored silently)."""
        uci = self.spec.proto == "uci"
        self.send("uci" if uci else "ucci")
        for line in self.wait_for("uciok" if uci else "ucciok", timeout):
            words = line.split()
            if words[:1] == ["option"]:
                # UCI: option name NAME WORDS type ...; UCCI: option NAME type ...
                if uci and len(words) > 2 and words[1] == "name":
                    end = words.index("type") if "type" in words else len(words)
                    self.options_offered.add(" ".join(words[2:end]).lower())
                elif not uci and len(words) > 1:
                    self.options_offered.add(words[1].lower())
        if self.spec.ponder and "ponder" in self.options_offered:
            # UCI's way of telling an engine it will be asked to ponder (it may plan its time
            # for it); UCCI has no such option.
            self.send("setoption name Ponder value true" if uci else "setoption ponder true")
        if not uci and "usemillisec" in self.options_offered:
            self.send("setoption usemillisec true")
        for name, value in self.spec.options:
            if self.options_offered and name.lower() not in self.options_offered:
                raise ValueError(f"engine '{self.spec.name}' offers no option '{name}'")
            self.send(f"setoption name {name} value {value}" if uci else
                      f"setoption {name} {value}")
        self.send("isready")
        # An engine that says why it refused an option (ours writes `info string error: ...`)
        # stops the match: the games would not be the ones asked for.
        for line in self.wait_for("readyok", timeout):
            if line.startswith("info string error"):
                raise ValueError(f"engine '{self.spec.name}': {line[len('info string '):]}")

    def sync(self, timeout=10.0):
        self.send("isready")
        self.wait_for("readyok", timeout)

    def new_game(self):
        if self.spec.proto == "uci":
            self.send("ucinewgame")
        elif "newgame" in self.options_offered:
            self.send("setoption newgame")

    def position(self, fen, moves):
        line = f"position fen {mv.fen_for_engine(fen, self.spec.fen_letters)}"
        if moves:
            line += " moves " + " ".join(mv.to_engine(m, self.spec.ranks) for m in moves)
        self.send(line)

    def search(self, go_line, stop_after_ms=None, give_up_after_ms=None):
        """Sends `go_line` and reads to its bestmove. `stop_after_ms`: send `stop` then (for
        `go infinite`). `give_up_after_ms`: stop waiting then, with timed_out set."""
        t0 = time.monotonic()  # before the write: the answer may arrive before send returns
        self.send(go_line)
        return self._answer(t0, stop_after_ms, give_up_after_ms)

    def ponder(self, go_line):
        """Starts a ponder search with the clock of `go_line` (`go ...` becomes `go ponder ...`);
        the position sent before it ends with the expected reply. The answer is read by
        `ponderhit` or dropped by `stop_pondering`."""
        self.send("go ponder" + go_line[len("go"):])

    def ponderhit(self, give_up_after_ms=None):
        """The expected reply was played: the search goes on as a normal one, timed from here."""
        t0 = time.monotonic()
        self.send("ponderhit")
        return self._answer(t0, None, give_up_after_ms)

    def stop_pondering(self, timeout=10.0):
        """Another reply was played: stops the ponder search and drops its answer."""
        self.send("stop")
        deadline = time.monotonic() + timeout
        while parse_bestmove(self.next_line(deadline)[1]) is None:
            pass

    def _answer(self, t0, stop_after_ms, give_up_after_ms):
        result = SearchResult()
        stopped = stop_after_ms is None
        while True:
            if not stopped:
                deadline = t0 + stop_after_ms / 1000.0
            elif give_up_after_ms is not None:
                deadline = t0 + give_up_after_ms / 1000.0
            else:
                deadline = t0 + 1e9
            try:
                t, line = self.next_line(deadline)
            except NoAnswer:
                if not stopped:
                    self.send("stop")
                    stopped = True
                    continue
                result.timed_out = True
                result.elapsed_ms = (time.monotonic() - t0) * 1000.0
                return result
            info = parse_info(line)
            if info is not None:
                result.info.merge(info)
                continue
            best = parse_bestmove(line)
            if best is None:
                continue
            result.elapsed_ms = (t - t0) * 1000.0
            result.text = best.move
            result.resign = best.resign
            if best.move is not None:
                result.move = mv.from_engine(best.move, self.spec.ranks)
            if best.ponder is not None:
                result.ponder = mv.from_engine(best.ponder, self.spec.ranks)
            return result

    def close(self):
        try:
            self.send("quit")
        except EngineGone:
            pass
        try:
            self.proc.wait(timeout=2)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
