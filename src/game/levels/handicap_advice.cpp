#include "game/levels/handicap_advice.h"

#include <cstdlib>

namespace xq {

namespace {

// docs/strength.md, "Handicaps (让子)": level 19 against itself at 100,000 nodes a move, 30
// two-ply starts x 2 colours each; the giver's score against the no-handicap baseline. In the
// order of the enum (the fifth network: 9d3a0aa's engine; nine pieces db4ac66's, the same
// search at this level).
constexpr HandicapWorth WORTH[HANDICAP_NB] = {
    {0, 0},          // none (Red's first move is the baseline)
    {297, 124},      // left horse
    {510, 156},      // both horses
    {510, 166},      // left cannon
    {904, 0, true},  // both cannons: the giver lost all 60, not measured beyond the bound
    {710, 293},      // left rook
    {904, 0, true},  // both rooks: the giver lost all 60, not measured beyond the bound
    {99, 104},       // all pawns
    {904, 0, true},  // left half: the giver lost all 60, not measured beyond the bound
    {412, 155},      // nine pieces
};

}  // namespace

HandicapWorth handicap_worth(Handicap h) {
    return WORTH[int(h)];
}

HandicapAdvice advise_handicap(int red_elo, int black_elo) {
    HandicapAdvice a;
    a.giver = red_elo >= black_elo ? RED : BLACK;
    a.gap = std::abs(red_elo - black_elo);
    a.left = a.gap;
    for (const HandicapInfo& i : all_handicaps()) {
        const HandicapWorth w = handicap_worth(i.handicap);
        if (w.at_least && a.gap < w.elo) continue;  // it may be worth far more than the gap
        if (std::abs(a.gap - w.elo) < std::abs(a.left)) {
            a.handicap = i.handicap;
            a.left = a.gap - w.elo;
            a.left_at_most = w.at_least;
        }
    }
    return a;
}

}  // namespace xq
