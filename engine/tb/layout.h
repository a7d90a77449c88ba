// The index of a table: every placement of its pieces, each piece on a square its type may
// ever stand on, as one number.
//
// The table is oriented with its stronger side (side 0) playing as Red. The pieces form groups,
// one per side and type: side 0's king, side 1's king, then each side's other pieces in the
// order of the name. A group of k like pieces on n possible squares takes C(n, k) numbers (the
// combinatorial number system of their sorted slots); the index is the mixed-radix number of the
// groups, the first group most significant. Left-right symmetry folds the table: side 0's king
// is indexed on files d and e only (6 squares); a placement with that king on file f is mirrored
// first. Placements with the king on file e are kept both ways round.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "rules/types.h"
#include "tb/material.h"

namespace xq::tb {

constexpr int MAX_TB_PIECES = 16;
constexpr uint64_t NO_INDEX = ~uint64_t(0);

// Pieces on squares, grouped as the layout's groups are (like pieces of a group in any order).
struct Placement {
    std::array<uint8_t, MAX_TB_PIECES> square{};
    int size = 0;
};

class Layout {
  public:
    struct Group {
        Color color;  // side 0 plays as RED
        PieceType type;
        int count;
        int first;                            // its first piece in a Placement
        std::vector<uint8_t> squares;         // the squares it may stand on, ascending
        std::array<int16_t, SQUARE_NB> slot;  // square -> position in `squares`, or -1
        uint64_t size;                        // C(squares.size(), count)
        uint64_t stride;                      // its weight in the index
    };

    explicit Layout(const Material& material);  // material must be canonical

    const Material& material() const { return material_; }
    uint64_t size() const { return size_; }  // indices per side to move
    const std::vector<Group>& groups() const { return groups_; }
    int pieces() const { return pieces_; }
    // The group of a piece of this colour and type (side 0 is RED), or -1.
    int group_of(Color c, PieceType t) const { return group_of_[c][t]; }

    // The index of a placement, mirrored first when side 0's king is on file f..i; NO_INDEX when
    // a piece stands where its type cannot or two like pieces share a square.
    uint64_t index(Placement p) const;
    // The placement of an index (pieces of a group in ascending squares). Different groups may
    // share a square: the caller checks (board_of does).
    Placement placement(uint64_t index) const;
    // The pieces of a placement on `board` (all squares written); false when two pieces share a
    // square.
    bool board_of(const Placement& p, Piece (&board)[SQUARE_NB]) const;

  private:
    Material material_;
    std::vector<Group> groups_;
    int group_of_[2][PIECE_TYPE_NB];
    int pieces_ = 0;
    uint64_t size_ = 1;
};

}  // namespace xq::tb
