#include "eval/evaluate.h"

#include <utility>

#include "eval/eval_tables.h"
#include "rules/bitcount.h"

namespace xq {

// clang-format off
// constexpr (the header declares it extern const) so the fast path below can fold it.
constexpr int EVAL_WEIGHTS[TERM_NB][2] = {
    {143, 71}, {147, 68}, {472, 394}, {1227, 914}, {574, 341}, {113, 73},  // material A E H R C P
    {16, 16}, {16, 16}, {16, 16}, {16, 16},                                // PST scale H R C P (16 = 1)
    {5, 1}, {3, -1},                                                       // rook, cannon mobility
    {-36, -157}, {-12, -64}, {-3, -22}, {10, 0}, {23, 3}, {36, 12}, {51, 0}, {73, -1}, {94, -14},  // horse
    {140, -47}, {40, 10}, {19, -10},                                       // hollow, pin, bottom cannon
    {26, 3}, {19, 5},                                                      // missing advisor, elephant
};
// clang-format on

namespace {

using namespace eval_tables;

// Positional piece-square values (no material), indexed by piece (colour included) and square.
struct PieceSquareTables {
    int mg[PIECE_NB][SQUARE_NB];
    int eg[PIECE_NB][SQUARE_NB];
};

constexpr PieceSquareTables make_psts() {
    PieceSquareTables t{};
    const Table* mg[PIECE_TYPE_NB] = {nullptr,   &KING_MG, &ADVISOR_MG, &ELEPHANT_MG,
                                      &HORSE_MG, &ROOK_MG, &CANNON_MG,  &PAWN_MG};
    const Table* eg[PIECE_TYPE_NB] = {nullptr,   &KING_EG, &ADVISOR_EG, &ELEPHANT_EG,
                                      &HORSE_EG, &ROOK_EG, &CANNON_EG,  &PAWN_EG};
    for (int type = KING; type <= PAWN; ++type) {
        for (Square s = 0; s < SQUARE_NB; ++s) {
            // Row 0 of a table is rank 9; Black reads the vertically flipped square.
            const int f = file_of(s), r = rank_of(s);
            const Piece red = make_piece(RED, PieceType(type));
            const Piece black = make_piece(BLACK, PieceType(type));
            t.mg[red][s] = (*mg[type])[9 - r][f];
            t.eg[red][s] = (*eg[type])[9 - r][f];
            t.mg[black][s] = (*mg[type])[r][f];
            t.eg[black][s] = (*eg[type])[r][f];
        }
    }
    return t;
}

constexpr PieceSquareTables PST = make_psts();

constexpr int PHASE_WEIGHT[PIECE_TYPE_NB] = {0, 0, 0, 0, 3, 6, 3, 0};
constexpr Value TEMPO = 10;
constexpr int ROOK_MOB_BASE = 8, CANNON_MOB_BASE = 6;

// Material term of each piece type (kings have none).
constexpr int MATERIAL_TERM[PIECE_TYPE_NB] = {-1,         -1,        TERM_ADVISOR, TERM_ELEPHANT,
                                              TERM_HORSE, TERM_ROOK, TERM_CANNON,  TERM_PAWN};
constexpr int PST_TERM[PIECE_TYPE_NB] = {
    -1, -1, -1, -1, TERM_PST_HORSE, TERM_PST_ROOK, TERM_PST_CANNON, TERM_PST_PAWN};

int popcount(unsigned x) {
    return line_popcount(x);
}

int pieces_between_on_file(const Position& pos, Square a, Square b) {
    int lo = rank_of(a), hi = rank_of(b);
    if (lo > hi) std::swap(lo, hi);
    const unsigned mask = ((1u << hi) - 1) & ~((1u << (lo + 1)) - 1);
    return popcount(pos.file_occupancy(file_of(a)) & mask);
}

// Enemy-piece targets among the first or second blockers of a line.
template <bool RANK>
int enemy_targets(const Position& pos, unsigned bits, int line, Color us) {
    int n = 0;
    for (; bits; bits &= bits - 1) {
        const Square s = RANK ? line * 9 + lsb(bits) : lsb(bits) * 9 + line;
        n += color_of(pos.piece_on(s)) != us;
    }
    return n;
}

// Sums weight x count per term, from Red's view; optionally records the counts (tuning).
template <bool TRACE>
struct Accumulator {
    int mg = 0, eg = 0;
    EvalTrace* trace = nullptr;
    void term(int t, int sign, int count) {
        mg += sign * count * EVAL_WEIGHTS[t][0];
        eg += sign * count * EVAL_WEIGHTS[t][1];
        if constexpr (TRACE) trace->coef[t] += sign * count;
    }
    // A piece-square sum scaled by its term's weight (16 = as tabulated).
    void scaled(int t, int sign, int sum_mg, int sum_eg) {
        mg += sign * sum_mg * EVAL_WEIGHTS[t][0] / 16;
        eg += sign * sum_eg * EVAL_WEIGHTS[t][1] / 16;
        if constexpr (TRACE) {
            trace->coef_mg_only[t] += sign * sum_mg / 16.0;
            trace->coef_eg_only[t] += sign * sum_eg / 16.0;
        }
    }
    void fixed(int sign, int m, int e) {
        mg += sign * m, eg += sign * e;
        if constexpr (TRACE) trace->fixed_mg += sign * m, trace->fixed_eg += sign * e;
    }
};

template <bool TRACE>
void evaluate_pieces(const Position& pos, Color us, Accumulator<TRACE>& acc) {
    const int sign = us == RED ? 1 : -1;
    for (int type = KING; type <= PAWN; ++type) {
        const Piece p = make_piece(us, PieceType(type));
        const uint8_t* sq = pos.squares(p);
        const int n = pos.count(p);
        int sum_mg = 0, sum_eg = 0;
        for (int i = 0; i < n; ++i) sum_mg += PST.mg[p][sq[i]], sum_eg += PST.eg[p][sq[i]];
        if (MATERIAL_TERM[type] >= 0) acc.term(MATERIAL_TERM[type], sign, n);
        if (PST_TERM[type] >= 0)
            acc.scaled(PST_TERM[type], sign, sum_mg, sum_eg);
        else
            acc.fixed(sign, sum_mg, sum_eg);
    }
}

// Material plus piece-square value of each piece on each square, sign included (Red +). When
// every table scale is 16 (as tabulated) the per-type sums of evaluate_pieces reduce exactly to
// one sum over these, without the per-type multiplications; otherwise the general path runs.
constexpr bool UNIT_PST_SCALES =
    EVAL_WEIGHTS[TERM_PST_HORSE][0] == 16 && EVAL_WEIGHTS[TERM_PST_HORSE][1] == 16 &&
    EVAL_WEIGHTS[TERM_PST_ROOK][0] == 16 && EVAL_WEIGHTS[TERM_PST_ROOK][1] == 16 &&
    EVAL_WEIGHTS[TERM_PST_CANNON][0] == 16 && EVAL_WEIGHTS[TERM_PST_CANNON][1] == 16 &&
    EVAL_WEIGHTS[TERM_PST_PAWN][0] == 16 && EVAL_WEIGHTS[TERM_PST_PAWN][1] == 16;

constexpr PieceSquareTables make_piece_values() {
    PieceSquareTables t{};
    for (int p = 0; p < PIECE_NB; ++p) {
        const PieceType type = type_of(Piece(p));
        if (type < KING || type > PAWN) continue;
        const int sign = color_of(Piece(p)) == RED ? 1 : -1;
        const int material = MATERIAL_TERM[type];
        for (Square s = 0; s < SQUARE_NB; ++s) {
            t.mg[p][s] = sign * (PST.mg[p][s] + (material >= 0 ? EVAL_WEIGHTS[material][0] : 0));
            t.eg[p][s] = sign * (PST.eg[p][s] + (material >= 0 ? EVAL_WEIGHTS[material][1] : 0));
        }
    }
    return t;
}

constexpr PieceSquareTables PIECE_VALUE = make_piece_values();

void evaluate_pieces_fast(const Position& pos, Color us, Accumulator<false>& acc) {
    int mg = 0, eg = 0;
    for (int type = KING; type <= PAWN; ++type) {
        const Piece p = make_piece(us, PieceType(type));
        const uint8_t* sq = pos.squares(p);
        for (int i = 0, n = pos.count(p); i < n; ++i)
            mg += PIECE_VALUE.mg[p][sq[i]], eg += PIECE_VALUE.eg[p][sq[i]];
    }
    acc.mg += mg, acc.eg += eg;
}

template <bool TRACE>
void evaluate_side(const Position& pos, Color us, Accumulator<TRACE>& acc) {
    const int sign = us == RED ? 1 : -1;
    const Color them = ~us;
    const Square their_king = pos.king_square(them);
    int attack = 0;  // attacking force near the enemy palace

    const Piece rook = make_piece(us, ROOK);
    for (int i = 0, n = pos.count(rook); i < n; ++i) {
        const Square s = pos.squares(rook)[i];
        const int f = file_of(s), r = rank_of(s);
        const LineTargets& rt = RANK_TARGETS[f][pos.rank_occupancy(r)];
        const LineTargets& ft = FILE_TARGETS[r][pos.file_occupancy(f)];
        const int mob = popcount(rt.empty) + popcount(ft.empty) +
                        enemy_targets<true>(pos, rt.first, r, us) +
                        enemy_targets<false>(pos, ft.first, f, us);
        acc.term(TERM_ROOK_MOB, sign, mob - ROOK_MOB_BASE);
        if (crossed_river(us, s)) attack += 2;
    }

    const Piece cannon = make_piece(us, CANNON);
    for (int i = 0, n = pos.count(cannon); i < n; ++i) {
        const Square s = pos.squares(cannon)[i];
        const int f = file_of(s), r = rank_of(s);
        const LineTargets& rt = RANK_TARGETS[f][pos.rank_occupancy(r)];
        const LineTargets& ft = FILE_TARGETS[r][pos.file_occupancy(f)];
        const int mob = popcount(rt.empty) + popcount(ft.empty) +
                        enemy_targets<true>(pos, rt.second, r, us) +
                        enemy_targets<false>(pos, ft.second, f, us);
        acc.term(TERM_CANNON_MOB, sign, mob - CANNON_MOB_BASE);
        if (f == file_of(their_king)) {
            const int between = pieces_between_on_file(pos, s, their_king);
            if (between == 0) {
                acc.term(TERM_HOLLOW_CANNON, sign, 1);
            } else if (between == 1) {
                // The screen is the enemy horse on the palace centre: it cannot move away.
                const Square centre = them == RED ? make_square(4, 1) : make_square(4, 8);
                if (pos.piece_on(centre) == make_piece(them, HORSE) &&
                    (rank_of(s) - rank_of(centre)) * (rank_of(their_king) - rank_of(centre)) < 0)
                    acc.term(TERM_CENTRAL_PIN, sign, 1);
            }
            attack += 1;
        }
        if (r == (us == RED ? 9 : 0)) acc.term(TERM_BOTTOM_CANNON, sign, 1);
        if (crossed_river(us, s)) attack += 1;
    }

    const Piece horse = make_piece(us, HORSE);
    for (int i = 0, n = pos.count(horse); i < n; ++i) {
        const Square s = pos.squares(horse)[i];
        const StepList& steps = STEPS.horse[s];
        int mob = 0;
        for (int k = 0; k < steps.count; ++k) {
            if (pos.piece_on(steps.block[k])) continue;
            const Piece target = pos.piece_on(steps.to[k]);
            mob += !target || color_of(target) != us;
        }
        acc.term(TERM_HORSE_MOB + mob, sign, 1);
        if (crossed_river(us, s)) attack += 2;
    }

    const Piece pawn = make_piece(us, PAWN);
    for (int i = 0, n = pos.count(pawn); i < n; ++i) {
        const Square s = pos.squares(pawn)[i];
        // A pawn on the last rank no longer attacks much.
        if (crossed_river(us, s) && rank_of(s) != (us == RED ? 9 : 0)) attack += 1;
    }

    acc.term(TERM_MISSING_ADVISOR, sign, attack * (2 - pos.count(make_piece(them, ADVISOR))));
    acc.term(TERM_MISSING_ELEPHANT, sign, attack * (2 - pos.count(make_piece(them, ELEPHANT))));
}

// How much of its advantage a side can convert (16 = all of it), judged by material alone.
int conversion_scale(const Position& pos, Color strong) {
    const Color weak = ~strong;
    const int rooks = pos.count(make_piece(strong, ROOK));
    const int horses = pos.count(make_piece(strong, HORSE));
    const int cannons = pos.count(make_piece(strong, CANNON));
    const int pawns = pos.count(make_piece(strong, PAWN));
    const int defenders =
        pos.count(make_piece(weak, ADVISOR)) + pos.count(make_piece(weak, ELEPHANT));
    const int weak_attackers = pos.count(make_piece(weak, ROOK)) +
                               pos.count(make_piece(weak, HORSE)) +
                               pos.count(make_piece(weak, CANNON));
    if (rooks + horses + cannons == 0) {
        if (pawns == 0) return 1;  // kings, advisors and elephants only: cannot mate
        if (pawns == 1 && defenders >= 2) return 4;
        return 16;
    }
    if (pawns == 0 && weak_attackers == 0) {
        // A lone horse or cannon cannot force mate against defenders; a lone rook against a full
        // set of advisors and elephants is a book draw.
        if (rooks == 0 && horses + cannons == 1 && defenders >= 1) return 2;
        if (rooks == 1 && horses + cannons == 0 && defenders >= 4) return 3;
    }
    return 16;
}

template <bool TRACE>
Value evaluate_impl(const Position& pos, EvalTrace* trace) {
    Accumulator<TRACE> acc;  // Red's point of view
    acc.trace = trace;
    for (Color c : {RED, BLACK}) {
        if constexpr (!TRACE && UNIT_PST_SCALES)
            evaluate_pieces_fast(pos, c, acc);
        else
            evaluate_pieces(pos, c, acc);
        evaluate_side(pos, c, acc);
    }
    const int phase = game_phase(pos);
    int score = (acc.mg * phase + acc.eg * (PHASE_MAX - phase)) / PHASE_MAX;
    const int scale = score != 0 ? conversion_scale(pos, score > 0 ? RED : BLACK) : 16;
    score = score * scale / 16;
    if constexpr (TRACE) {
        trace->phase = phase;
        trace->scale = scale;
        trace->side_to_move = pos.side_to_move();
    }
    const Value v = pos.side_to_move() == RED ? score : -score;
    return v + TEMPO;
}

}  // namespace

int pst_gain(Piece p, Square from, Square to) {
    return PST.mg[p][to] - PST.mg[p][from];
}

int game_phase(const Position& pos) {
    int phase = 0;
    for (Color c : {RED, BLACK})
        for (PieceType t : {HORSE, ROOK, CANNON})
            phase += PHASE_WEIGHT[t] * pos.count(make_piece(c, t));
    return phase < PHASE_MAX ? phase : PHASE_MAX;
}

int attacking_material(const Position& pos, Color c) {
    return pos.count(make_piece(c, ROOK)) * EVAL_WEIGHTS[TERM_ROOK][0] +
           pos.count(make_piece(c, HORSE)) * EVAL_WEIGHTS[TERM_HORSE][0] +
           pos.count(make_piece(c, CANNON)) * EVAL_WEIGHTS[TERM_CANNON][0];
}

Value evaluate(const Position& pos) {
    return evaluate_impl<false>(pos, nullptr);
}

Value evaluate_trace(const Position& pos, EvalTrace& trace) {
    trace = EvalTrace{};
    return evaluate_impl<true>(pos, &trace);
}

}  // namespace xq
