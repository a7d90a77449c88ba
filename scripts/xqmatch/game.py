"""One game between two engines: the moves, the referee's ruling and the faults.

A fault loses the game for the engine that made it: an illegal or unreadable move, a time
forfeit (an answer later than the time allowed plus the margin), a crash (the engine closed its
output or input), no answer (nothing within the wait of a node or depth search, or at the
handshake) and no move (`nobestmove` or `bestmove (none)` while the game goes on). A no-move
answer after `claim_plies` plies without a capture is taken as a draw claim instead
(ElephantEye claims the draw that way). An engine's `bestmove ... resign` loses without a fault.
"""
import time
from dataclasses import dataclass, field

import xq_moves

from . import time_control
from .engine_process import EngineGone, EngineProcess, NoAnswer
from .protocol_lines import Info

FAULTS = ("illegal move", "time forfeit", "crash", "no answer", "no move")


@dataclass
class Settings:
    margin_ms: int = 200
    wait_ms: int = 60000  # how long a node or depth search may take
    max_plies: int = 300
    claim_plies: int = 100
    debug: bool = False
    stop: object = None  # a threading.Event: set, the game ends unfinished before the next move


@dataclass
class GameRecord:
    number: int
    red: str
    black: str
    opening: object
    moves: list = field(default_factory=list)
    comments: dict = field(default_factory=dict)
    result: str = "*"
    reason: str = ""
    fault: str | None = None
    at_fault: str | None = None
    depths: dict = field(default_factory=dict)  # engine name -> reported depths
    # engine name -> the largest (answer time - time allowed) in ms over its timed answers: the
    # overshoot past a movetime, or for a clock how close it came to the flag (negative: time
    # left); and how many answers came after the time allowed (within the margin, or a forfeit)
    worst_ms: dict = field(default_factory=dict)
    past_allowed: dict = field(default_factory=dict)
    timed: dict = field(default_factory=dict)  # engine name -> timed answers
    # engine name -> ponder searches ended by the opponent's move, and those it had guessed
    ponders: dict = field(default_factory=dict)
    ponder_hits: dict = field(default_factory=dict)
    seconds: float = 0.0

    def score_of(self, name):
        """1, 0.5 or 0 for the named engine."""
        if self.result == "1/2-1/2":
            return 0.5
        red_won = self.result == "1-0"
        return 1.0 if red_won == (name == self.red) else 0.0


def _red_to_move_first(fen):
    side = fen.split()[1] if len(fen.split()) > 1 else "w"
    return side in ("w", "r")


class _Game:
    def __init__(self, record, specs, tc, referee, settings):
        self.rec, self.specs, self.tc, self.referee, self.s = record, specs, tc, referee, settings
        self.engines = {}
        opening = record.opening
        self.fen = opening.fen
        self.moves = list(opening.moves)
        self.red_first = _red_to_move_first(self.fen)
        self.board = xq_moves.Board(self.fen)
        self.since_capture = int(self.fen.split()[4]) if len(self.fen.split()) > 4 else 0
        for m in self.moves:
            self._track(m)
        self.clock = {name: tc.value for name in (record.red, record.black)}
        self.pondering = {}  # engine name -> the reply it ponders on

    def _track(self, move):
        a, z = xq_moves.parse(move)
        self.since_capture = 0 if z in self.board.sq else self.since_capture + 1
        self.board = self.board.play(move)

    def _end(self, result, reason, fault=None, at_fault=None):
        self.rec.result, self.rec.reason = result, reason
        self.rec.fault, self.rec.at_fault = fault, at_fault

    def _lose(self, name, reason, fault=None):
        self._end("0-1" if name == self.rec.red else "1-0", reason, fault, name if fault else None)

    def play(self):
        # Start and greet both engines; a failure loses for that engine.
        for name in (self.rec.red, self.rec.black):
            try:
                engine = EngineProcess(self.specs[name], self.s.debug)
                self.engines[name] = engine
                engine.handshake()
                engine.new_game()
            except EngineGone:
                return self._lose(name, "crash", "crash")
            except NoAnswer:
                return self._lose(name, "no answer", "no answer")
        if self.moves:
            self.rec.comments[len(self.moves) - 1] = "opening"
        while True:
            if self.s.stop is not None and self.s.stop.is_set():
                return self._end("*", "interrupted")
            if len(self.moves) >= self.s.max_plies:
                return self._end("1/2-1/2", "game length cap")
            red = (len(self.moves) % 2 == 0) == self.red_first
            name, other = ((self.rec.red, self.rec.black) if red else
                           (self.rec.black, self.rec.red))
            if self._turn(name, other, red):
                return

    def _turn(self, name, other, red):
        """Plays one move of `name`; True when the game has ended."""
        engine, spec = self.engines[name], self.specs[name]
        req = time_control.request(self.tc, spec.proto, spec.movetime_mode, self.clock[name],
                                   self.clock[other], red)
        give_up = (req.budget_ms + self.s.margin_ms) if req.budget_ms is not None else \
            self.s.wait_ms
        try:
            res = self._answer(name, engine, req, give_up)
        except EngineGone:
            self._lose(name, "crash", "crash")
            return True
        except NoAnswer:
            self._lose(name, "no answer", "no answer")
            return True
        if res.info.depth is not None:
            self.rec.depths.setdefault(name, []).append(res.info.depth)
        if req.budget_ms is not None:
            over = res.elapsed_ms - req.budget_ms
            self.rec.worst_ms[name] = max(over, self.rec.worst_ms.get(name, over))
            self.rec.past_allowed[name] = self.rec.past_allowed.get(name, 0) + (over > 0)
            self.rec.timed[name] = self.rec.timed.get(name, 0) + 1
        late = req.budget_ms is not None and res.elapsed_ms > req.budget_ms + self.s.margin_ms
        if res.timed_out:
            fault = "time forfeit" if req.budget_ms is not None else "no answer"
            self._lose(name, fault, fault)
            return True
        if late:
            self._lose(name, "time forfeit", "time forfeit")
            return True
        if self.tc.kind == "clock":
            # An overdraft within the margin leaves an empty clock, not a debt.
            left = max(0.0, self.clock[name] - res.elapsed_ms)
            self.clock[name] = left + self.tc.increment_ms
        if res.resign:
            self._lose(name, "resignation")
            return True
        if res.text is None:
            if self.since_capture >= self.s.claim_plies:
                self._end("1/2-1/2", "draw claim")
            else:
                self._lose(name, "no move", "no move")
            return True
        if res.move is None:
            self._lose(name, "illegal move", "illegal move")
            return True
        ruling = self.referee.rule(self.fen, self.moves + [res.move])
        if ruling.illegal:
            self._lose(name, f"illegal move {res.text}", "illegal move")
            return True
        self._track(res.move)
        self.moves.append(res.move)
        self.rec.comments[len(self.moves) - 1] = _comment(res.info, res.elapsed_ms)
        if ruling.result:
            self._end(ruling.result, ruling.reason)
            return True
        try:
            self._ponder(name, other, red, res.ponder)
        except EngineGone:
            self._lose(name, "crash", "crash")
            return True
        return False

    def _answer(self, name, engine, req, give_up):
        """The engine's answer to the position: a ponder hit goes on with the search it has,
        a miss stops it and searches anew."""
        guess = self.pondering.pop(name, None)
        if guess is not None:
            self.rec.ponders[name] = self.rec.ponders.get(name, 0) + 1
            if self.moves and self.moves[-1] == guess:
                self.rec.ponder_hits[name] = self.rec.ponder_hits.get(name, 0) + 1
                return engine.ponderhit(give_up)
            engine.stop_pondering()
        engine.sync()
        engine.position(self.fen, self.moves)
        return engine.search(req.go, req.stop_after_ms, give_up)

    def _ponder(self, name, other, red, guess):
        """After its move, an engine with ponder=on thinks on the reply it expects, with the
        clocks as they stand (its own with the increment added)."""
        spec = self.specs[name]
        if not spec.ponder or guess is None or self.tc.kind not in ("clock", "movetime"):
            return
        if self.tc.kind == "movetime" and spec.movetime_mode == "stop":
            return  # `go infinite` has no time to carry over a ponderhit
        req = time_control.request(self.tc, spec.proto, spec.movetime_mode, self.clock[name],
                                   self.clock[other], red)
        engine = self.engines[name]
        engine.position(self.fen, self.moves + [guess])
        engine.ponder(req.go)
        self.pondering[name] = guess

    def close(self):
        for engine in self.engines.values():
            engine.close()


def _comment(info: Info, elapsed_ms):
    score = info.score_text()
    return f"{score} {elapsed_ms:.0f}ms" if score else f"{elapsed_ms:.0f}ms"


def play(number, opening, red, black, specs, tc, referee, settings):
    """Plays game `number` from `opening`, `red` and `black` being engine names in `specs`."""
    record = GameRecord(number, red, black, opening)
    game = _Game(record, specs, tc, referee, settings)
    start = time.monotonic()
    try:
        game.play()
    finally:
        game.close()
        record.moves = game.moves
        record.seconds = time.monotonic() - start
    return record
