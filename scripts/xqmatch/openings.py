"""The openings file: one opening a line, `#` starts a comment.

  startpos [moves m1 m2 ...]
  fen FEN [moves ...]        (or the FEN alone, without the word `fen`)

Moves are ICCS with ranks 0-9. Every opening is played twice, each engine once as Red.
"""
from dataclasses import dataclass

START_FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"


@dataclass
class Opening:
    fen: str
    moves: list
    line_no: int = 0
    comment: str = ""

    def text(self):
        head = "startpos" if self.fen == START_FEN else f"fen {self.fen}"
        return head + (" moves " + " ".join(self.moves) if self.moves else "")


def parse_line(line, line_no=0):
    """An Opening, or None for a blank or comment line; ValueError names the line."""
    body, _, comment = line.partition("#")
    body = body.strip()
    if not body:
        return None
    head, sep, tail = body.partition(" moves")
    if sep and tail and not tail.startswith(" "):
        head, tail = body, ""  # a word that only starts with "moves"
    head = head.strip()
    if head == "startpos":
        fen = START_FEN
    else:
        fen = head[4:].strip() if head.startswith("fen ") else head
        fields = fen.split()
        if len(fields) < 2 or fields[0].count("/") != 9:
            raise ValueError(f"line {line_no}: not 'startpos' or a FEN: {head!r}")
        if len(fields) == 2:
            fen += " - - 0 1"
    moves = tail.split()
    return Opening(fen, moves, line_no, comment.strip())


def read(path):
    out = []
    with open(path, encoding="utf-8") as f:
        for no, line in enumerate(f, 1):
            opening = parse_line(line, no)
            if opening:
                out.append(opening)
    if not out:
        raise ValueError(f"{path}: no openings in it")
    return out
