// Correction history: the search learns how far the static evaluation has been from the
// searched value in positions that share a slow-changing structure, and moves later static
// evaluations of such positions by that much. Four structures index it (rules/position.h): the
// pawns, the fortresses (kings, advisors and elephants), and each side's rooks, horses and
// cannons.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "rules/position.h"
#include "search/history.h"
#include "search/search_types.h"

namespace xq {

class CorrectionHistory {
  public:
    static constexpr int SIZE = 1 << 14;
    static constexpr int LIMIT = 1024;  // entry bound; a full entry moves an evaluation 32 cp

    CorrectionHistory() { clear(); }
    void clear() { std::memset(table_, 0, sizeof table_); }

    // The static evaluation `raw` of the side to move, corrected (never a mate score). The
    // pawns and the fortresses weigh fully, each side's majors half: they change more often.
    Value correct(Value raw, const Position& pos) const {
        const Color us = pos.side_to_move();
        const int c = entry(pos, us, PAWN_STRUCTURE) + entry(pos, us, FORTRESS_STRUCTURE) +
                      (entry(pos, us, RED_MAJORS) + entry(pos, us, BLACK_MAJORS)) / 2;
        return std::clamp(raw + c / 32, -VALUE_MATE_IN_MAX_PLY + 1, VALUE_MATE_IN_MAX_PLY - 1);
    }

    // A search of `depth` found `searched` where the corrected static evaluation said `eval`.
    void update(const Position& pos, Value searched, Value eval, int depth) {
        const int bonus = std::clamp((searched - eval) * depth / 8, -LIMIT / 4, LIMIT / 4);
        for (int s = 0; s < STRUCTURE_NB; ++s)
            history_update(entry(pos, pos.side_to_move(), Structure(s)), bonus, LIMIT);
    }

  private:
    static size_t slot(const Position& pos, Structure s) {
        return pos.structure_key(s) & (SIZE - 1);
    }
    int16_t& entry(const Position& pos, Color us, Structure s) {
        return table_[s][us][slot(pos, s)];
    }
    int entry(const Position& pos, Color us, Structure s) const {
        return table_[s][us][slot(pos, s)];
    }

    int16_t table_[STRUCTURE_NB][2][SIZE];
};

}  // namespace xq
