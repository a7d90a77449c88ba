// Static evaluation: material and piece-square tables interpolated between midgame and endgame
// by the amount of attacking material left, plus the positional terms documented in
// docs/engine.md. The result is from the side to move's point of view.
#pragma once

#include "rules/position.h"
#include "rules/types.h"

namespace xq {

// Midgame weight of the position: PHASE_MAX with all attacking pieces on the board, 0 with none.
constexpr int PHASE_MAX = 48;
int game_phase(const Position& pos);

// Material of colour c's rooks, horses and cannons (midgame piece values).
int attacking_material(const Position& pos, Color c);

Value evaluate(const Position& pos);

// The evaluation is a sum of weight x count terms (midgame and endgame weights), so it can be
// tuned by regression on game results (tools/tune.cpp). EVAL_WEIGHTS holds the weights.
enum EvalTerm : int {
    TERM_ADVISOR,
    TERM_ELEPHANT,
    TERM_HORSE,
    TERM_ROOK,
    TERM_CANNON,
    TERM_PAWN,  // material
    TERM_PST_HORSE,
    TERM_PST_ROOK,
    TERM_PST_CANNON,
    TERM_PST_PAWN,  // table scale, 16 = 1
    TERM_ROOK_MOB,
    TERM_CANNON_MOB,
    TERM_HORSE_MOB,  // 9 terms: 0..8 jumps
    TERM_HOLLOW_CANNON = TERM_HORSE_MOB + 9,
    TERM_CENTRAL_PIN,
    TERM_BOTTOM_CANNON,
    TERM_MISSING_ADVISOR,
    TERM_MISSING_ELEPHANT,  // x attacking force
    TERM_NB
};
extern const int EVAL_WEIGHTS[TERM_NB][2];

// The counts behind one evaluation, from Red's view (before phase interpolation and scaling).
struct EvalTrace {
    double coef[TERM_NB] = {};          // weight applies to both midgame and endgame
    double coef_mg_only[TERM_NB] = {};  // piece-square sums / 16 (scale terms)
    double coef_eg_only[TERM_NB] = {};
    int fixed_mg = 0, fixed_eg = 0;  // untuned parts (king, advisor, elephant tables)
    int phase = 0;
    int scale = 16;
    Color side_to_move = RED;
};
Value evaluate_trace(const Position& pos, EvalTrace& trace);

// Midgame piece-square gain of moving piece p from one square to another (move ordering).
int pst_gain(Piece p, Square from, Square to);

// Value of a piece type for move ordering and exchange decisions (centipawns).
constexpr int PIECE_ORDER_VALUE[PIECE_TYPE_NB] = {0, 10000, 200, 200, 400, 900, 450, 100};

}  // namespace xq
