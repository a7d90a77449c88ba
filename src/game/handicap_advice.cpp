#include "game/handicap_advice.h"

#include <cstdlib>

namespace xq {

namespace {

// docs/strength.md, "Handicaps (让子)": level 9 against itself at 100,000 nodes a move, 30
// two-ply starts x 2 colours each; the giver's score against the no-handicap baseline. In the
// order of the enum; {0, 0, false} = not measured yet.
constexpr HandicapWorth WORTH[HANDICAP_NB] = {
    {0, 0, true},      // none
    {207, 107, true},  // left horse
    {0, 0, false},     // both horses
    {0, 0, false},     // left cannon
    {0, 0, false},     // both cannons
    {0, 0, false},     // left rook
    {0, 0, false},     // both rooks
    {0, 0, false},     // all pawns
    {0, 0, false},     // left half
    {0, 0, false},     // nine pieces
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
        if (!w.measured) continue;
        if (std::abs(a.gap - w.elo) < std::abs(a.left)) {
            a.handicap = i.handicap;
            a.left = a.gap - w.elo;
        }
    }
    return a;
}

}  // namespace xq
