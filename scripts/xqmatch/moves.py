"""ICCS moves as the runner keeps them, and as each engine and the PGN write them.

The runner keeps moves as ICCS with ranks 0-9 counted from Red's side (`h2e2`), as our engine,
ElephantEye and Pikafish write them. Fairy-Stockfish in UCI mode counts ranks 1-10 (`h3e3`,
`b10c8`): an engine described with `ranks=1` gets every move shifted up by one rank, and its
answers are shifted back.
"""
import re

ICCS = re.compile(r"^[a-i][0-9][a-i][0-9]$")
_SQUARES = re.compile(r"^([a-i])([0-9]{1,2})([a-i])([0-9]{1,2})$")


def is_iccs(move):
    return bool(ICCS.match(move))


def to_engine(move, ranks):
    """Our ICCS move in the numbering of an engine whose ranks start at `ranks` (0 or 1)."""
    if ranks == 0:
        return move
    m = _SQUARES.match(move)
    if not m:
        raise ValueError(f"not an ICCS move: {move!r}")
    f1, r1, f2, r2 = m.groups()
    return f"{f1}{int(r1) + ranks}{f2}{int(r2) + ranks}"


def from_engine(text, ranks):
    """An engine's move in our ICCS, or None when it is no move at all (`a11a1`, `e2e4x`)."""
    m = _SQUARES.match(text)
    if not m:
        return None
    f1, r1, f2, r2 = m.groups()
    a, b = int(r1) - ranks, int(r2) - ranks
    if not (0 <= a <= 9 and 0 <= b <= 9) or r1 != str(int(r1)) or r2 != str(int(r2)):
        return None
    return f"{f1}{a}{f2}{b}"


def pgn_notation(move):
    """`h2e2` as the PGN's ICCS movetext writes it: `H2-E2`."""
    return f"{move[:2].upper()}-{move[2:].upper()}"


_WXF_LETTERS = str.maketrans("NBnb", "HEhe")


def fen_for_engine(fen, letters):
    """The FEN with the board's letters of horse and elephant as the engine reads them."""
    if letters != "wxf":
        return fen
    board, _, rest = fen.partition(" ")
    return board.translate(_WXF_LETTERS) + (" " + rest if rest else "")
