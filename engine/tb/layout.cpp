#include "tb/layout.h"

#include <algorithm>

#include "rules/tables.h"

namespace xq::tb {

namespace {

// BINOMIAL[n][k] = C(n, k) for the group sizes of a table.
constexpr int MAX_K = 6;
constexpr auto make_binomials() {
    std::array<std::array<uint64_t, MAX_K + 1>, SQUARE_NB + 1> b{};
    for (int n = 0; n <= SQUARE_NB; ++n) {
        b[n][0] = 1;
        for (int k = 1; k <= MAX_K; ++k) b[n][k] = n == 0 ? 0 : b[n - 1][k - 1] + b[n - 1][k];
    }
    return b;
}
constexpr auto BINOMIAL = make_binomials();

bool folded_king_square(Square s) {
    return file_of(s) <= 4;
}

}  // namespace

Layout::Layout(const Material& material) : material_(material) {
    for (auto& row : group_of_) std::fill(std::begin(row), std::end(row), -1);
    auto add = [&](Color c, PieceType t, int count) {
        Group g{};
        g.color = c;
        g.type = t;
        g.count = count;
        g.first = pieces_;
        g.slot.fill(-1);
        for (Square s = 0; s < SQUARE_NB; ++s) {
            if (!reachable_square(c, t, s)) continue;
            if (t == KING && c == RED && !folded_king_square(s)) continue;
            g.slot[s] = int16_t(g.squares.size());
            g.squares.push_back(uint8_t(s));
        }
        g.size = BINOMIAL[g.squares.size()][count];
        group_of_[c][t] = int(groups_.size());
        pieces_ += count;
        groups_.push_back(g);
    };
    add(RED, KING, 1);
    add(BLACK, KING, 1);
    for (int side = 0; side < 2; ++side)
        for (PieceType t : NAME_ORDER)
            if (material.count[side][t]) add(Color(side), t, material.count[side][t]);
    for (auto g = groups_.rbegin(); g != groups_.rend(); ++g) {
        g->stride = size_;
        size_ *= g->size;
    }
}

uint64_t Layout::index(Placement p) const {
    if (!folded_king_square(p.square[0]))
        for (int i = 0; i < p.size; ++i) p.square[i] = uint8_t(mirror_lr(p.square[i]));
    uint64_t index = 0;
    for (const Group& g : groups_) {
        int slots[MAX_TB_PIECES];
        for (int i = 0; i < g.count; ++i) {
            const int slot = g.slot[p.square[g.first + i]];
            if (slot < 0) return NO_INDEX;
            slots[i] = slot;
        }
        std::sort(slots, slots + g.count);
        uint64_t combination = 0;
        for (int i = 0; i < g.count; ++i) {
            if (i && slots[i] == slots[i - 1]) return NO_INDEX;
            combination += BINOMIAL[slots[i]][i + 1];
        }
        index += combination * g.stride;
    }
    return index;
}

bool Layout::board_of(const Placement& p, Piece (&board)[SQUARE_NB]) const {
    std::fill(board, board + SQUARE_NB, NO_PIECE);
    bool overlap = false;
    for (const Group& group : groups_)
        for (int i = 0; i < group.count; ++i) {
            const Square s = p.square[group.first + i];
            overlap |= board[s] != NO_PIECE;
            board[s] = make_piece(group.color, group.type);
        }
    return !overlap;
}

Placement Layout::placement(uint64_t index) const {
    Placement p;
    p.size = pieces_;
    for (const Group& g : groups_) {
        uint64_t combination = index / g.stride;
        index %= g.stride;
        // The largest slot c with C(c, i + 1) <= what is left, from the last piece down.
        int c = int(g.squares.size());
        for (int i = g.count - 1; i >= 0; --i) {
            while (BINOMIAL[c][i + 1] > combination) --c;
            combination -= BINOMIAL[c][i + 1];
            p.square[g.first + i] = g.squares[c];
        }
    }
    return p;
}

}  // namespace xq::tb
