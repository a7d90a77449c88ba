"""The project's engine-versus-engine match runner (scripts/match.py) in small modules.

elo             score, Elo difference, its 95% interval and LOS from W-D-L
moves           ICCS moves: checking, rank numbering of an engine, PGN notation
protocol_lines  reading an engine's `info` and `bestmove` lines
engine_spec     one `--engine` description (name=, cmd=, proto=, option.X=, ...)
engine_process  a running UCI or UCCI engine: handshake, options, position, search
time_control    movetime, nodes, depth or a clock: the `go` line and the time allowed
openings        the openings file
referee         game ends and legality, ruled by `xiangqi-engine judge`
game            one game between two engines, with fault accounting
pgn             the PGN writer
learning        an engine that learns from each game (`xiangqi-engine learn`)
"""
