"""The match's PGN: the Xiangqi PGN our game reads and writes (docs/pgn.md).

Tags first (`Game`, the seven standard ones, then `Termination` with the reason of the result,
`TimeControl`, `OpeningLine` with the opening's file and line, `FEN` when the game does
not start from the initial position, `Format "ICCS"`), then the moves as `H2-E2`, numbered from
the FEN's move number, with a comment after each engine move (`{+25/12 98ms}`: score from the
mover's view and depth, then the time the answer took), wrapped at 80 columns.
"""
from dataclasses import dataclass, field

from .moves import pgn_notation
from .openings import START_FEN

STANDARD = ("Event", "Site", "Date", "Round", "Red", "Black", "Result")


@dataclass
class PgnGame:
    tags: dict  # tag name -> value; the standard ones are written first, in their order
    fen: str
    moves: list  # ICCS
    comments: dict = field(default_factory=dict)  # ply index -> comment after that move
    result: str = "*"


def escape(value):
    return str(value).replace("\\", "\\\\").replace('"', '\\"').replace("\n", " ")


def _comment(text):
    return "{" + text.replace("}", "｝") + "}"


def movetext(fen, moves, comments, result):
    fields = fen.split()
    black_first = len(fields) > 1 and fields[1] == "b"
    number = int(fields[5]) if len(fields) > 5 and fields[5].isdigit() else 1
    tokens = []
    need_number = True
    for i, move in enumerate(moves):
        black = (i % 2 == 1) != black_first
        if not black:
            tokens.append(f"{number}.")
        elif need_number:
            tokens.append(f"{number}...")
        tokens.append(pgn_notation(move))
        need_number = False
        if i in comments:
            tokens.append(_comment(comments[i]))
            need_number = True
        if black:
            number += 1
    tokens.append(result)
    lines, line = [], ""
    for token in tokens:
        if line and len(line) + 1 + len(token) > 80:
            lines.append(line)
            line = token
        else:
            line = f"{line} {token}" if line else token
    lines.append(line)
    return "\n".join(lines)


def write_game(game):
    """The text of one game, ending with a blank line."""
    tags = [("Game", "Chinese Chess")]
    tags += [(k, game.tags[k]) for k in STANDARD if k in game.tags and k != "Result"]
    tags.append(("Result", game.result))
    tags += [(k, v) for k, v in game.tags.items() if k not in STANDARD and k != "Game"]
    if game.fen != START_FEN:
        tags.append(("FEN", game.fen))
    tags.append(("Format", "ICCS"))
    head = "\n".join(f'[{k} "{escape(v)}"]' for k, v in tags)
    return f"{head}\n\n{movetext(game.fen, game.moves, game.comments, game.result)}\n\n"
