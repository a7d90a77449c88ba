// Correction history: the search learns how far the static evaluation has been from the
// searched value in positions that share a slow-changing structure, and moves later static
// evaluations of such positions by that much. Two structures index it: the pawns, and the
// fortresses (kings, advisors and elephants), the parts of a Xiangqi position that change
// least from move to move and that a small network judges least well.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>

#include "rules/position.h"
#include "rules/zobrist.h"
#include "search/history.h"
#include "search/search_types.h"

namespace xq {

// The structure keys of a position, computed from the piece lists at the node.
struct StructureKeys {
    uint64_t pawns = 0;
    uint64_t fortresses = 0;
};

inline StructureKeys structure_keys(const Position& pos) {
    StructureKeys k;
    for (Color c : {RED, BLACK}) {
        const Piece pawn = make_piece(c, PAWN);
        for (int i = 0; i < pos.count(pawn); ++i)
            k.pawns ^= ZOBRIST.piece_square[pawn][pos.squares(pawn)[i]];
        for (PieceType t : {KING, ADVISOR, ELEPHANT}) {
            const Piece p = make_piece(c, t);
            for (int i = 0; i < pos.count(p); ++i)
                k.fortresses ^= ZOBRIST.piece_square[p][pos.squares(p)[i]];
        }
    }
    return k;
}

class CorrectionHistory {
  public:
    static constexpr int SIZE = 1 << 14;
    static constexpr int LIMIT = 1024;  // entry bound; a full entry moves an evaluation 32 cp

    CorrectionHistory() { clear(); }
    void clear() {
        std::memset(pawns_, 0, sizeof pawns_);
        std::memset(fortresses_, 0, sizeof fortresses_);
    }

    // The static evaluation `raw` of the side to move `us`, corrected (never a mate score).
    Value correct(Value raw, Color us, const StructureKeys& k) const {
        const int c = pawns_[us][k.pawns & (SIZE - 1)] + fortresses_[us][k.fortresses & (SIZE - 1)];
        return std::clamp(raw + c / 32, -VALUE_MATE_IN_MAX_PLY + 1, VALUE_MATE_IN_MAX_PLY - 1);
    }

    // A search of `depth` found `searched` where the corrected static evaluation said `eval`.
    void update(Color us, const StructureKeys& k, Value searched, Value eval, int depth) {
        const int bonus = std::clamp((searched - eval) * depth / 8, -LIMIT / 4, LIMIT / 4);
        history_update(pawns_[us][k.pawns & (SIZE - 1)], bonus, LIMIT);
        history_update(fortresses_[us][k.fortresses & (SIZE - 1)], bonus, LIMIT);
    }

  private:
    int16_t pawns_[2][SIZE];
    int16_t fortresses_[2][SIZE];
};

}  // namespace xq
