"""Game ends and move legality, ruled by the project's own referee: `xiangqi-engine judge`.

`judge` replays the opening's FEN and every move so far, and rules after every move with the
code the game and the engine use (docs/rules.md): checkmate and stalemate lose, perpetual check
and perpetual chase lose, any other repetition cycle is a draw, and so are the natural move
limit (60 moves without a capture, checks partly not counted) and a board with no attacking
piece. With `chase_rule=False` a perpetual chase is ruled a plain repetition draw, as a referee
that knows only perpetual check would rule it.
"""
import re
import subprocess
import time
from dataclasses import dataclass

REASONS = {
    "checkmate": "checkmate",
    "stalemate": "stalemate",
    "perpetual_check": "perpetual check",
    "perpetual_chase": "perpetual chase",
    "repetition": "repetition",
    "move_limit": "move limit",
    "insufficient_material": "insufficient material",
}
_ILLEGAL = re.compile(r"error: move (\d+) '.*' is not a legal move")


@dataclass
class Ruling:
    result: str | None  # "1-0", "0-1", "1/2-1/2"; None while the game goes on
    reason: str = ""
    illegal: bool = False  # the last move was not legal: the game stands before it


class RefereeError(Exception):
    """The referee could not rule (a bad FEN, a missing program): an error of the input."""


class Referee:
    def __init__(self, program, chase_rule=True):
        self.program = program
        self.chase_rule = chase_rule

    def rule(self, fen, moves):
        """The ruling after the last of `moves` (all before it are known to be legal)."""
        for attempt in range(3):
            # A program being rebuilt cannot run for a moment: try again before giving up.
            try:
                done = subprocess.run([self.program, "judge", "--fen", fen, "--moves", *moves],
                                      capture_output=True, text=True, timeout=60)
                break
            except (OSError, subprocess.TimeoutExpired) as e:
                if attempt == 2:
                    raise RefereeError(f"the referee {self.program} failed: {e}") from e
                time.sleep(2)
        if done.returncode == 0:
            words = done.stdout.split()
            if words == ["ongoing"]:
                return Ruling(None)
            if len(words) == 4 and words[0] == "result" and words[2] == "reason":
                result, reason = words[1], words[3]
                if reason == "perpetual_chase" and not self.chase_rule:
                    return Ruling("1/2-1/2", REASONS["repetition"])
                return Ruling(result, REASONS.get(reason, reason))
            raise RefereeError(f"unexpected referee output: {done.stdout.strip()!r}")
        m = _ILLEGAL.search(done.stderr)
        if m and int(m.group(1)) == len(moves):
            return Ruling(None, "illegal move", illegal=True)
        first = done.stderr.strip().splitlines()[:1]
        raise RefereeError(f"the referee refused the game: {first[0] if first else done.returncode}")
