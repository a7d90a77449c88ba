#include "game/levels/handicap_advice.h"

#include <cstdlib>

#include "search/search_types.h"

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
        if (w.at_least) continue;  // only a bound: it may be worth far more than the gap
        if (std::abs(a.gap - w.elo) < std::abs(a.left)) {
            a.handicap = i.handicap;
            a.left = a.gap - w.elo;
        }
    }
    return a;
}

HandicapAdvice advise_against_level(int player_elo, int level, Color engine) {
    const int engine_elo = level_elo(level);
    // The level whose Elo is nearest the player's (the weaker on a tie).
    int nearest = level;
    for (int l = SKILL_RANGE.min; l <= SKILL_RANGE.max; ++l)
        if (std::abs(level_elo(l) - player_elo) < std::abs(level_elo(nearest) - player_elo))
            nearest = l;
    HandicapAdvice a = engine == RED ? advise_handicap(engine_elo, player_elo)
                                     : advise_handicap(player_elo, engine_elo);
    const bool player_stronger = player_elo > engine_elo;
    if ((player_stronger && nearest > level) ||
        (std::abs(a.left) > HANDICAP_MAX_LEFT && nearest != level)) {
        HandicapAdvice choose;
        choose.level = nearest;
        choose.giver = a.giver;
        choose.gap = a.gap;
        choose.left = player_elo - level_elo(nearest);
        return choose;
    }
    return a;
}

}  // namespace xq
