"""One `--engine` description: space-separated KEY=VALUE tokens.

  name=LABEL           the name in the output (default: the program's file name)
  cmd=COMMAND          the program, with arguments if any (shell-quoted)
  proto=uci|ucci       the protocol (default uci)
  dir=PATH             working directory (default: the runner's); a relative cmd= program is
                       looked for from there
  ranks=0|1            the engine's rank numbering: 0 for a0-i9 (default), 1 for a1-i10
                       (Fairy-Stockfish in UCI mode, Sjaak II)
  fen=standard|wxf     the FEN's letters for horse and elephant: N and B (default), or H and
                       E as WXF writes them (Sjaak II)
  movetime=native|stop how a time per move is asked for: native sends UCI `go movetime T` or
                       UCCI `go time T movestogo 1`; stop sends `go infinite` and `stop` after
                       T ms, for engines that know no time per move (ElephantEye)
  ponder=on|off        on: the engine thinks on the opponent's time (`go ponder` on the reply
                       its bestmove names, then `ponderhit` or `stop`), as a GUI with pondering
                       does; at a clock or a time per move only (default off)
  option.NAME=VALUE    an engine option, set after the handshake (`option.Hash=64`,
                       `option.UCI_Variant=xiangqi`, `option.Skill Level=5`)
"""
import os
import shlex
import shutil
from dataclasses import dataclass, field

KEYS = ("name", "cmd", "proto", "dir", "ranks", "movetime", "fen", "ponder")


@dataclass
class EngineSpec:
    name: str
    cmd: list
    proto: str = "uci"
    cwd: str | None = None
    ranks: int = 0
    movetime_mode: str = "native"
    fen_letters: str = "standard"
    ponder: bool = False
    options: list = field(default_factory=list)  # (name, value) in the order given


def parse(tokens):
    """An EngineSpec from the tokens of one --engine; ValueError says what is wrong."""
    values, options = {}, []
    for token in tokens:
        key, sep, value = token.partition("=")
        if not sep:
            raise ValueError(f"'{token}' is not KEY=VALUE")
        if key.startswith("option."):
            if not key[7:]:
                raise ValueError(f"'{token}': the option has no name")
            options.append((key[7:], value))
        elif key in KEYS:
            values[key] = value
        else:
            raise ValueError(f"unknown key '{key}' (known: {', '.join(KEYS)}, option.NAME)")
    if not values.get("cmd"):
        raise ValueError("cmd= is required")
    cmd = shlex.split(values["cmd"])
    proto = values.get("proto", "uci")
    if proto not in ("uci", "ucci"):
        raise ValueError(f"proto must be uci or ucci, not '{proto}'")
    ranks = values.get("ranks", "0")
    if ranks not in ("0", "1"):
        raise ValueError(f"ranks must be 0 or 1, not '{ranks}'")
    mode = values.get("movetime", "native")
    if mode not in ("native", "stop"):
        raise ValueError(f"movetime must be native or stop, not '{mode}'")
    letters = values.get("fen", "standard")
    if letters not in ("standard", "wxf"):
        raise ValueError(f"fen must be standard or wxf, not '{letters}'")
    ponder = values.get("ponder", "off")
    if ponder not in ("on", "off"):
        raise ValueError(f"ponder must be on or off, not '{ponder}'")
    cwd = values.get("dir")
    if cwd is not None and not os.path.isdir(cwd):
        raise ValueError(f"dir={cwd}: no such directory")
    return EngineSpec(values.get("name") or os.path.basename(cmd[0]), cmd, proto, cwd,
                      int(ranks), mode, letters, ponder == "on", options)


def find_program(spec):
    """The engine's program as a path, or a ValueError that names what was not found."""
    program = spec.cmd[0]
    if os.sep in program:
        base = spec.cwd or os.getcwd()
        path = program if os.path.isabs(program) else os.path.join(base, program)
        if not (os.path.isfile(path) and os.access(path, os.X_OK)):
            # A relative program is looked for from dir=, where the engine runs.
            where = ""
            if spec.cwd and path != program:
                where = f" (looked for as {path}, from dir={spec.cwd})"
            raise ValueError(f"engine '{spec.name}': {program} is not an executable file{where}")
        return path
    found = shutil.which(program)
    if not found:
        raise ValueError(f"engine '{spec.name}': {program} is not found on PATH")
    return found
