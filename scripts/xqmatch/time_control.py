"""The time control of a match: a time per move, a node or depth limit, or a clock.

Each kind gives the `go` line for an engine's protocol and the time its answer may take. A
clock is BASE+INC in seconds (`10+0.1`): each side's clock loses the time a move took and gains
the increment after it. The margin (ms) is how late an answer may come before it is a time
forfeit; node and depth searches have no time budget, only a generous wait (`--timeout`).
"""
import re
from dataclasses import dataclass


@dataclass
class TimeControl:
    kind: str  # movetime, nodes, depth, clock
    value: int = 0  # ms, nodes or plies; the clock's base in ms
    increment_ms: int = 0

    def describe(self):
        if self.kind == "clock":
            return f"clock {self.value / 1000:g}+{self.increment_ms / 1000:g} s"
        unit = {"movetime": "ms per move", "nodes": "nodes per move", "depth": "plies"}
        return f"{self.value} {unit[self.kind]}"

    def pgn_tag(self):
        """The PGN TimeControl tag: `40/...` is not used; seconds as PGN counts them."""
        if self.kind == "clock":
            return f"{self.value / 1000:g}+{self.increment_ms / 1000:g}"
        if self.kind == "movetime":
            return f"{self.value / 1000:g}/move"
        return f"{self.kind} {self.value}"


def parse_clock(text):
    m = re.fullmatch(r"(\d+(?:\.\d+)?)\+(\d+(?:\.\d+)?)", text)
    if not m:
        raise ValueError(f"--tc wants BASE+INC in seconds (e.g. 10+0.1), not '{text}'")
    base, inc = round(float(m.group(1)) * 1000), round(float(m.group(2)) * 1000)
    if base <= 0:
        raise ValueError("--tc: the base time must be positive")
    return TimeControl("clock", base, inc)


def from_args(movetime=None, nodes=None, depth=None, tc=None):
    given = [k for k, v in (("movetime", movetime), ("nodes", nodes), ("depth", depth),
                            ("tc", tc)) if v is not None]
    if len(given) != 1:
        raise ValueError("give exactly one of --movetime, --nodes, --depth, --tc")
    if tc is not None:
        return parse_clock(tc)
    kind, value = given[0], {"movetime": movetime, "nodes": nodes, "depth": depth}[given[0]]
    if value <= 0:
        raise ValueError(f"--{kind} must be positive")
    return TimeControl(kind, value)


@dataclass
class Request:
    go: str  # the go line
    stop_after_ms: float | None  # send stop then (go infinite)
    budget_ms: float | None  # the time the answer may take before the margin; None: no clock


def request(tc, proto, movetime_mode, own_ms=0, other_ms=0, red_to_move=True):
    """The go line and the time allowed, for an engine with `own_ms` left on its clock."""
    if tc.kind in ("nodes", "depth"):
        return Request(f"go {tc.kind} {tc.value}", None, None)
    if tc.kind == "movetime":
        if movetime_mode == "stop":
            return Request("go infinite", tc.value, tc.value)
        if proto == "uci":
            return Request(f"go movetime {tc.value}", None, tc.value)
        return Request(f"go time {tc.value} movestogo 1", None, tc.value)
    own, other, inc = int(own_ms), int(other_ms), tc.increment_ms
    if proto == "uci":
        red, black = (own, other) if red_to_move else (other, own)
        return Request(f"go wtime {red} btime {black} winc {inc} binc {inc}", None, own_ms)
    return Request(f"go time {own} increment {inc} opptime {other} oppincrement {inc}", None,
                   own_ms)
