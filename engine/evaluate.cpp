#include "evaluate.h"

#include <utility>

#include "bitcount.h"
#include "eval_tables.h"

namespace xq {

namespace {

using namespace eval_tables;

struct PieceSquareTables {
    int mg[PIECE_NB][SQUARE_NB];
    int eg[PIECE_NB][SQUARE_NB];
};

// Material folded into the tables, indexed by piece (colour included) and square.
constexpr PieceSquareTables make_psts() {
    PieceSquareTables t{};
    const Table* mg[PIECE_TYPE_NB] = {nullptr,   &KING_MG, &ADVISOR_MG, &ELEPHANT_MG,
                                      &HORSE_MG, &ROOK_MG, &CANNON_MG,  &PAWN_MG};
    const Table* eg[PIECE_TYPE_NB] = {nullptr,   &KING_EG, &ADVISOR_MG, &ELEPHANT_MG,
                                      &HORSE_EG, &ROOK_EG, &CANNON_EG,  &PAWN_EG};
    for (int type = KING; type <= PAWN; ++type) {
        for (Square s = 0; s < SQUARE_NB; ++s) {
            // Row 0 of a table is rank 9; Black reads the vertically flipped square.
            const int f = file_of(s), r = rank_of(s);
            const int red_row = 9 - r, black_row = r;
            const Piece red = make_piece(RED, PieceType(type));
            const Piece black = make_piece(BLACK, PieceType(type));
            t.mg[red][s] = MATERIAL_MG[type] + (*mg[type])[red_row][f];
            t.eg[red][s] = MATERIAL_EG[type] + (*eg[type])[red_row][f];
            t.mg[black][s] = MATERIAL_MG[type] + (*mg[type])[black_row][f];
            t.eg[black][s] = MATERIAL_EG[type] + (*eg[type])[black_row][f];
        }
    }
    return t;
}

constexpr PieceSquareTables PST = make_psts();

constexpr int PHASE_WEIGHT[PIECE_TYPE_NB] = {0, 0, 0, 0, 3, 6, 3, 0};
constexpr Value TEMPO = 10;

}  // namespace

int pst_gain(Piece p, Square from, Square to) { return PST.mg[p][to] - PST.mg[p][from]; }

int game_phase(const Position& pos) {
    int phase = 0;
    for (Color c : {RED, BLACK})
        for (PieceType t : {HORSE, ROOK, CANNON}) phase += PHASE_WEIGHT[t] * pos.count(make_piece(c, t));
    return phase < PHASE_MAX ? phase : PHASE_MAX;
}

int attacking_material(const Position& pos, Color c) {
    return pos.count(make_piece(c, ROOK)) * MATERIAL_MG[ROOK] +
           pos.count(make_piece(c, HORSE)) * MATERIAL_MG[HORSE] +
           pos.count(make_piece(c, CANNON)) * MATERIAL_MG[CANNON];
}

namespace {

struct Accumulator {
    int mg = 0, eg = 0;
    void add(int m, int e) { mg += m, eg += e; }
};

// Mobility: pseudo-legal destinations (empty squares and enemy pieces), centred on a typical
// count so the material values keep their meaning.
constexpr int ROOK_MOB_MG = 3, ROOK_MOB_EG = 4, ROOK_MOB_BASE = 8;
constexpr int CANNON_MOB_MG = 2, CANNON_MOB_EG = 2, CANNON_MOB_BASE = 6;
constexpr int HORSE_MOB_MG[9] = {-50, -24, -10, 0, 6, 10, 13, 15, 16};
constexpr int HORSE_MOB_EG[9] = {-40, -20, -8, 0, 6, 10, 13, 15, 16};

// Cannon patterns against the enemy king.
constexpr int HOLLOW_CANNON_MG = 70, HOLLOW_CANNON_EG = 20;     // 空头炮: nothing in between
constexpr int CENTRAL_HORSE_PIN_MG = 40, CENTRAL_HORSE_PIN_EG = 10;  // 炮镇窝心马
constexpr int BOTTOM_CANNON_MG = 20, BOTTOM_CANNON_EG = 0;      // 沉底炮

// Missing defenders hurt in proportion to the enemy's attacking force near the palace.
constexpr int MISSING_ADVISOR_PER_ATTACK = 9, MISSING_ELEPHANT_PER_ATTACK = 6;

int popcount(unsigned x) { return line_popcount(x); }

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

void evaluate_side(const Position& pos, Color us, Accumulator& acc) {
    const Color them = ~us;
    const Square their_king = pos.king_square(them);
    int attack = 0;  // attacking force near the enemy palace

    const Piece rook = make_piece(us, ROOK);
    for (int i = 0, n = pos.count(rook); i < n; ++i) {
        const Square s = pos.squares(rook)[i];
        const int f = file_of(s), r = rank_of(s);
        const LineTargets& rt = RANK_TARGETS[f][pos.rank_occupancy(r)];
        const LineTargets& ft = FILE_TARGETS[r][pos.file_occupancy(f)];
        const int mob = popcount(rt.empty) + popcount(ft.empty) + enemy_targets<true>(pos, rt.first, r, us) +
                        enemy_targets<false>(pos, ft.first, f, us);
        acc.add(ROOK_MOB_MG * (mob - ROOK_MOB_BASE), ROOK_MOB_EG * (mob - ROOK_MOB_BASE));
        if (crossed_river(us, s)) attack += 2;
    }

    const Piece cannon = make_piece(us, CANNON);
    for (int i = 0, n = pos.count(cannon); i < n; ++i) {
        const Square s = pos.squares(cannon)[i];
        const int f = file_of(s), r = rank_of(s);
        const LineTargets& rt = RANK_TARGETS[f][pos.rank_occupancy(r)];
        const LineTargets& ft = FILE_TARGETS[r][pos.file_occupancy(f)];
        const int mob = popcount(rt.empty) + popcount(ft.empty) + enemy_targets<true>(pos, rt.second, r, us) +
                        enemy_targets<false>(pos, ft.second, f, us);
        acc.add(CANNON_MOB_MG * (mob - CANNON_MOB_BASE), CANNON_MOB_EG * (mob - CANNON_MOB_BASE));
        if (f == file_of(their_king)) {
            const int between = pieces_between_on_file(pos, s, their_king);
            if (between == 0) {
                acc.add(HOLLOW_CANNON_MG, HOLLOW_CANNON_EG);
            } else if (between == 1) {
                // The screen is the enemy horse on the palace centre: it cannot move away.
                const Square centre = them == RED ? make_square(4, 1) : make_square(4, 8);
                if (pos.piece_on(centre) == make_piece(them, HORSE) &&
                    (rank_of(s) - rank_of(centre)) * (rank_of(their_king) - rank_of(centre)) < 0)
                    acc.add(CENTRAL_HORSE_PIN_MG, CENTRAL_HORSE_PIN_EG);
            }
            attack += 1;
        }
        if (r == (us == RED ? 9 : 0)) acc.add(BOTTOM_CANNON_MG, BOTTOM_CANNON_EG);
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
        acc.add(HORSE_MOB_MG[mob], HORSE_MOB_EG[mob]);
        if (crossed_river(us, s)) attack += 2;
    }

    const Piece pawn = make_piece(us, PAWN);
    for (int i = 0, n = pos.count(pawn); i < n; ++i) {
        const Square s = pos.squares(pawn)[i];
        // A pawn on the last rank no longer attacks much.
        if (crossed_river(us, s) && rank_of(s) != (us == RED ? 9 : 0)) attack += 1;
    }

    const int missing_advisors = 2 - pos.count(make_piece(them, ADVISOR));
    const int missing_elephants = 2 - pos.count(make_piece(them, ELEPHANT));
    const int exposure = missing_advisors * MISSING_ADVISOR_PER_ATTACK + missing_elephants * MISSING_ELEPHANT_PER_ATTACK;
    acc.add(attack * exposure, attack * exposure / 2);
}

// How much of its advantage a side can convert (16 = all of it), judged by material alone.
int conversion_scale(const Position& pos, Color strong) {
    const Color weak = ~strong;
    const int rooks = pos.count(make_piece(strong, ROOK));
    const int horses = pos.count(make_piece(strong, HORSE));
    const int cannons = pos.count(make_piece(strong, CANNON));
    const int pawns = pos.count(make_piece(strong, PAWN));
    const int defenders = pos.count(make_piece(weak, ADVISOR)) + pos.count(make_piece(weak, ELEPHANT));
    const int weak_attackers = pos.count(make_piece(weak, ROOK)) + pos.count(make_piece(weak, HORSE)) +
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

}  // namespace

Value evaluate(const Position& pos) {
    Accumulator acc;  // Red's point of view
    for (Color c : {RED, BLACK}) {
        const int sign = c == RED ? 1 : -1;
        for (int type = KING; type <= PAWN; ++type) {
            const Piece p = make_piece(c, PieceType(type));
            const uint8_t* sq = pos.squares(p);
            for (int i = 0, n = pos.count(p); i < n; ++i) acc.add(sign * PST.mg[p][sq[i]], sign * PST.eg[p][sq[i]]);
        }
    }
    Accumulator red, black;
    evaluate_side(pos, RED, red);
    evaluate_side(pos, BLACK, black);
    acc.add(red.mg - black.mg, red.eg - black.eg);

    const int phase = game_phase(pos);
    int score = (acc.mg * phase + acc.eg * (PHASE_MAX - phase)) / PHASE_MAX;
    if (score != 0) score = score * conversion_scale(pos, score > 0 ? RED : BLACK) / 16;

    const Value v = pos.side_to_move() == RED ? score : -score;
    return v + TEMPO;
}

}  // namespace xq
