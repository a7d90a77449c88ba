#include "evaluate.h"

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

Value evaluate(const Position& pos) {
    int mg = 0, eg = 0;  // Red's point of view
    for (Color c : {RED, BLACK}) {
        const int sign = c == RED ? 1 : -1;
        for (int type = KING; type <= PAWN; ++type) {
            const Piece p = make_piece(c, PieceType(type));
            const uint8_t* sq = pos.squares(p);
            for (int i = 0, n = pos.count(p); i < n; ++i) {
                mg += sign * PST.mg[p][sq[i]];
                eg += sign * PST.eg[p][sq[i]];
            }
        }
    }
    const int phase = game_phase(pos);
    int score = (mg * phase + eg * (PHASE_MAX - phase)) / PHASE_MAX;

    // A side without rooks, horses, cannons and pawns can never mate: its advantage is worth
    // little.
    for (Color c : {RED, BLACK}) {
        const int sign = c == RED ? 1 : -1;
        if (sign * score > 0 && attacking_material(pos, c) == 0 &&
            pos.count(make_piece(c, PAWN)) == 0)
            score /= 16;
    }

    const Value v = pos.side_to_move() == RED ? score : -score;
    return v + TEMPO;
}

}  // namespace xq
