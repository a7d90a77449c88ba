#!/usr/bin/env python3
"""A small, slow, independent Xiangqi move generator for the benchmark scripts.

It answers only what scripts/make_mate_bench.py needs: the legal moves of a FEN position (ICCS,
e.g. "h2e2") and whether a move gives check. Kept apart from the engine on purpose: the
benchmark classifies positions without trusting the code it measures.
"""

PALACE_FILES = (3, 4, 5)


class Board:
    def __init__(self, fen):
        parts = fen.split()
        self.sq = {}  # (file, rank) -> piece letter; upper case is Red
        for i, row in enumerate(parts[0].split('/')):
            rank, f = 9 - i, 0
            for ch in row:
                if ch.isdigit():
                    f += int(ch)
                else:
                    self.sq[(f, rank)] = ch
                    f += 1
        self.red = len(parts) < 2 or parts[1] in ('w', 'r')

    def copy(self):
        b = Board.__new__(Board)
        b.sq = dict(self.sq)
        b.red = self.red
        return b

    def play(self, move):
        b = self.copy()
        a, z = parse(move)
        b.sq[z] = b.sq.pop(a)
        b.red = not b.red
        return b

    def pseudo(self, red):
        out = []
        for (f, r), p in self.sq.items():
            if p.isupper() != red:
                continue
            for t in self._targets(f, r, p):
                q = self.sq.get(t)
                if q is None or q.isupper() != red:
                    out.append(((f, r), t))
        return out

    def _targets(self, f, r, p):
        red, kind = p.isupper(), p.lower()
        on = lambda t: 0 <= t[0] < 9 and 0 <= t[1] < 10
        in_palace = lambda t: t[0] in PALACE_FILES and (0 <= t[1] <= 2 if red else 7 <= t[1] <= 9)
        own_side = lambda t: t[1] <= 4 if red else t[1] >= 5
        if kind == 'k':
            return [t for t in ((f + 1, r), (f - 1, r), (f, r + 1), (f, r - 1)) if in_palace(t)]
        if kind == 'a':
            return [(f + x, r + y) for x in (1, -1) for y in (1, -1)
                    if in_palace((f + x, r + y))]
        if kind == 'b':
            return [(f + 2 * x, r + 2 * y) for x in (1, -1) for y in (1, -1)
                    if on((f + 2 * x, r + 2 * y)) and own_side((f + 2 * x, r + 2 * y))
                    and (f + x, r + y) not in self.sq]
        if kind == 'n':
            out = []
            for lx, ly in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                if (f + lx, r + ly) in self.sq:
                    continue
                for s in (1, -1):
                    t = (f + 2 * lx + s * ly, r + 2 * ly + s * lx)
                    if on(t):
                        out.append(t)
            return out
        if kind == 'p':
            step = 1 if red else -1
            out = [(f, r + step)]
            if not own_side((f, r)):
                out += [(f + 1, r), (f - 1, r)]
            return [t for t in out if on(t)]
        out = []  # rook and cannon
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            t, screen = (f + dx, r + dy), False
            while on(t):
                if kind == 'r':
                    out.append(t)
                    if t in self.sq:
                        break
                elif not screen:
                    if t in self.sq:
                        screen = True
                    else:
                        out.append(t)
                elif t in self.sq:
                    out.append(t)
                    break
                t = (t[0] + dx, t[1] + dy)
        return out

    def king(self, red):
        return next(s for s, p in self.sq.items() if p == ('K' if red else 'k'))

    def attacked_king(self, red):
        """Is the king of `red` attacked (the facing kings included)?"""
        k, other = self.king(red), self.king(not red)
        if k[0] == other[0] and not any((k[0], r) in self.sq
                                        for r in range(min(k[1], other[1]) + 1,
                                                       max(k[1], other[1]))):
            return True
        return any(t == k for _, t in self.pseudo(not red))

    def legal(self):
        out = []
        for a, z in self.pseudo(self.red):
            m = iccs(a, z)
            if not self.play(m).attacked_king(self.red):
                out.append(m)
        return out

    def gives_check(self, move):
        b = self.play(move)
        return b.attacked_king(b.red)


def parse(m):
    return (ord(m[0]) - 97, int(m[1])), (ord(m[2]) - 97, int(m[3]))


def iccs(a, z):
    return f'{chr(97 + a[0])}{a[1]}{chr(97 + z[0])}{z[1]}'


if __name__ == '__main__':
    start = Board('rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1')
    count = lambda b, d: 1 if d == 0 else sum(count(b.play(m), d - 1) for m in b.legal())
    print('perft 1..3 of the start position:', [count(start, d) for d in (1, 2, 3)])
