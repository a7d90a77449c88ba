"""Reading the lines a UCI or UCCI engine writes while it searches.

`info` lines give depth, score (centipawns or mate), nodes, time and the PV; UCCI writes the
score as a bare number (`score 17`), UCI as `score cp 17` or `score mate 3`. The search ends
with `bestmove MOVE [ponder MOVE] [draw|resign]`, or `nobestmove` (UCCI) or `bestmove (none)`
/ `bestmove 0000` when the engine gives no move.
"""
from dataclasses import dataclass, field


@dataclass
class Info:
    depth: int | None = None
    multipv: int | None = None
    score_cp: int | None = None
    mate: int | None = None
    nodes: int | None = None
    time_ms: int | None = None
    pv: list = field(default_factory=list)

    def merge(self, other):
        """Keeps this info's fields that `other` lacks (an engine may split them over lines)."""
        for name in ("depth", "score_cp", "mate", "nodes", "time_ms"):
            if getattr(other, name) is not None:
                setattr(self, name, getattr(other, name))
        if other.pv:
            self.pv = other.pv

    def score_text(self):
        """`+25/12`, `#3/9`, `#-2/7` or '' (the PGN's move comment)."""
        if self.mate is not None:
            value = f"#{self.mate}"
        elif self.score_cp is not None:
            value = f"{self.score_cp:+d}"
        else:
            return ""
        return value + (f"/{self.depth}" if self.depth is not None else "")


def _int(word):
    try:
        return int(word)
    except (TypeError, ValueError):
        return None


def parse_info(line):
    """The fields of an `info` line, or None for any other line."""
    words = line.split()
    if not words or words[0] != "info":
        return None
    info = Info()
    i = 1
    while i < len(words):
        key = words[i]
        nxt = words[i + 1] if i + 1 < len(words) else None
        if key == "depth":
            info.depth, i = _int(nxt), i + 2
        elif key == "multipv":
            info.multipv, i = _int(nxt), i + 2
        elif key == "nodes":
            info.nodes, i = _int(nxt), i + 2
        elif key == "time":
            info.time_ms, i = _int(nxt), i + 2
        elif key == "score":
            if nxt == "cp":
                info.score_cp, i = _int(words[i + 2] if i + 2 < len(words) else None), i + 3
            elif nxt == "mate":
                info.mate, i = _int(words[i + 2] if i + 2 < len(words) else None), i + 3
            else:
                info.score_cp, i = _int(nxt), i + 2
        elif key == "pv":
            info.pv = words[i + 1:]
            break
        elif key == "string":
            break
        else:
            i += 1
    return info


@dataclass
class BestMove:
    move: str | None  # the engine's own text, None for no move
    ponder: str | None = None
    draw_offer: bool = False
    resign: bool = False


NO_MOVE = ("(none)", "0000", "none", "null")


def parse_bestmove(line):
    """A `bestmove` or `nobestmove` line as a BestMove, or None for any other line."""
    words = line.split()
    if not words:
        return None
    if words[0] == "nobestmove":
        return BestMove(None)
    if words[0] != "bestmove":
        return None
    move = words[1] if len(words) > 1 and words[1] not in NO_MOVE else None
    best = BestMove(move)
    rest = words[2:]
    if len(rest) >= 2 and rest[0] == "ponder":
        best.ponder = rest[1]
        rest = rest[2:]
    best.draw_offer = "draw" in rest
    best.resign = "resign" in rest
    return best
