// Precomputed board geometry, built at compile time so no static-initialisation order matters.
//
// Sliding pieces use "bit-rank / bit-file" tables: every rank keeps a 9-bit occupancy mask and
// every file a 10-bit mask, and the tables map (position on the line, occupancy) to the empty
// squares a rook or cannon can slide to, the first blockers (rook targets) and the second
// blockers (cannon targets). Steppers (king, advisor, elephant, horse, pawn) use short lists of
// destinations with the square that must be empty (elephant eye, horse leg).
#pragma once

#include <array>
#include <cstdint>

#include "rules/types.h"

namespace xq {

// Along one line: bit i = i-th square of the line (file index on a rank, rank index on a file).
struct LineTargets {
    uint16_t empty;   // squares reachable without capturing
    uint16_t first;   // first occupied square in each direction (rook capture / attack)
    uint16_t second;  // second occupied square in each direction (cannon capture / attack)
};

template <int N>
constexpr std::array<std::array<LineTargets, (1 << N)>, N> make_line_table() {
    std::array<std::array<LineTargets, (1 << N)>, N> t{};
    for (int pos = 0; pos < N; ++pos) {
        for (int occ = 0; occ < (1 << N); ++occ) {
            LineTargets lt{0, 0, 0};
            for (int dir = -1; dir <= 1; dir += 2) {
                int blockers = 0;
                for (int i = pos + dir; i >= 0 && i < N; i += dir) {
                    if (!(occ >> i & 1)) {
                        if (blockers == 0) lt.empty |= uint16_t(1 << i);
                        continue;
                    }
                    if (++blockers == 1) {
                        lt.first |= uint16_t(1 << i);
                    } else {
                        lt.second |= uint16_t(1 << i);
                        break;
                    }
                }
            }
            t[pos][occ] = lt;
        }
    }
    return t;
}

// RANK_TARGETS[file][rank occupancy] and FILE_TARGETS[rank][file occupancy].
inline constexpr auto RANK_TARGETS = make_line_table<FILE_NB>();
inline constexpr auto FILE_TARGETS = make_line_table<RANK_NB>();

// A stepper's destinations from one square; block[i] must be empty for to[i] (SQ_NONE if none).
struct StepList {
    uint8_t count;
    uint8_t to[8];
    uint8_t block[8];
};

struct StepTables {
    StepList king[SQUARE_NB];
    StepList advisor[SQUARE_NB];
    StepList elephant[SQUARE_NB];
    StepList horse[SQUARE_NB];
    StepList pawn[2][SQUARE_NB];
    // horse_leg[from][to]: the leg square a horse on `from` needs empty to reach `to`,
    // or SQ_NONE when `to` is not a horse jump away.
    uint8_t horse_leg[SQUARE_NB][SQUARE_NB];
};

constexpr bool on_own_side(Color c, int rank) {
    return c == RED ? rank <= 4 : rank >= 5;
}
constexpr bool palace_square(int f, int r) {
    return f >= 3 && f <= 5 && (r <= 2 || r >= 7);
}

constexpr StepTables make_step_tables() {
    StepTables t{};
    auto add = [](StepList& l, int to, int block) {
        l.to[l.count] = uint8_t(to);
        l.block[l.count] = uint8_t(block);
        ++l.count;
    };
    for (int s = 0; s < SQUARE_NB; ++s)
        for (int to = 0; to < SQUARE_NB; ++to) t.horse_leg[s][to] = SQ_NONE;
    for (int s = 0; s < SQUARE_NB; ++s) {
        const int f = file_of(s), r = rank_of(s);
        const Color side = r <= 4 ? RED : BLACK;  // whose half this square is on
        constexpr int ortho[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        constexpr int diag[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
        if (palace_square(f, r)) {
            for (auto& d : ortho) {
                int nf = f + d[0], nr = r + d[1];
                if (on_board(nf, nr) && palace_square(nf, nr) && on_own_side(side, nr))
                    add(t.king[s], make_square(nf, nr), SQ_NONE);
            }
            for (auto& d : diag) {
                int nf = f + d[0], nr = r + d[1];
                if (on_board(nf, nr) && palace_square(nf, nr) && on_own_side(side, nr))
                    add(t.advisor[s], make_square(nf, nr), SQ_NONE);
            }
        }
        for (auto& d : diag) {
            int nf = f + 2 * d[0], nr = r + 2 * d[1];
            if (on_board(nf, nr) && on_own_side(side, nr))
                add(t.elephant[s], make_square(nf, nr), make_square(f + d[0], r + d[1]));
        }
        for (auto& d : ortho) {
            // Jump two along d, then one sideways; the leg is the first step along d.
            int lf = f + d[0], lr = r + d[1];
            if (!on_board(lf, lr)) continue;
            for (int side_step = -1; side_step <= 1; side_step += 2) {
                int nf = f + 2 * d[0] + side_step * d[1];
                int nr = r + 2 * d[1] + side_step * d[0];
                if (!on_board(nf, nr)) continue;
                add(t.horse[s], make_square(nf, nr), make_square(lf, lr));
                t.horse_leg[s][make_square(nf, nr)] = uint8_t(make_square(lf, lr));
            }
        }
        for (int c = 0; c < 2; ++c) {
            const int fwd = c == RED ? 1 : -1;
            if (on_board(f, r + fwd)) add(t.pawn[c][s], make_square(f, r + fwd), SQ_NONE);
            if (!on_own_side(Color(c), r)) {
                if (f > 0) add(t.pawn[c][s], make_square(f - 1, r), SQ_NONE);
                if (f < 8) add(t.pawn[c][s], make_square(f + 1, r), SQ_NONE);
            }
        }
    }
    return t;
}

inline constexpr StepTables STEPS = make_step_tables();

// Squares a piece of this colour and type can ever stand on (used to validate FENs).
constexpr bool reachable_square(Color c, PieceType t, Square s) {
    const int f = file_of(s), r = rank_of(s);
    const int rr = c == RED ? r : 9 - r;  // rank from the owner's side
    switch (t) {
        case KING:
            return f >= 3 && f <= 5 && rr <= 2;
        case ADVISOR:
            return (rr == 0 || rr == 2) ? (f == 3 || f == 5) : (rr == 1 && f == 4);
        case ELEPHANT:
            return ((rr == 0 || rr == 4) && (f == 2 || f == 6)) ||
                   (rr == 2 && (f == 0 || f == 4 || f == 8));
        case PAWN:
            return rr >= 5 || ((rr == 3 || rr == 4) && f % 2 == 0);
        default:
            return true;
    }
}

constexpr int lsb(unsigned x) {
    return __builtin_ctz(x);
}

}  // namespace xq
