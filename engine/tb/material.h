// The material of an endgame table: the pieces of each side, kings included, and its name.
//
// A name lists the stronger side first: "K" and its pieces, then "K" and the other side's, e.g.
// KRKAA (rook against two advisors) or KNPKA. Letters are the FEN's: R rook, C cannon, N horse
// (H also read), P pawn, A advisor, B elephant (E also read). Within a side the pieces come in
// the order R C N P A B. The stronger side has more attackers (rooks, cannons, horses, pawns),
// then more pieces, then the greater name; it plays upward (as Red) inside a table.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "rules/types.h"

namespace xq::tb {

// The piece types a table's side may hold besides its king, in the order of a name.
inline constexpr PieceType NAME_ORDER[] = {ROOK, CANNON, HORSE, PAWN, ADVISOR, ELEPHANT};

constexpr bool is_attacker(PieceType t) {
    return t == ROOK || t == CANNON || t == HORSE || t == PAWN;
}

struct Material {
    uint8_t count[2][PIECE_TYPE_NB] = {};  // [side][type]; side 0 is the stronger side

    int attackers(int side) const;
    int pieces(int side) const;  // besides the king
    std::string side_name(int side) const;
    std::string name() const { return side_name(0) + side_name(1); }
    // Is side 0 the stronger side (or the two sides alike)?
    bool canonical() const;
    Material swapped() const;
    // The same pieces in the order of a name, the stronger side first.
    Material canonicalized() const { return canonical() ? *this : swapped(); }
    bool operator==(const Material&) const = default;
    // A number that tells materials apart (four bits per side and type).
    uint64_t key() const;
};

// Reads a name such as "KRKAA" (either side first); nullopt when it is not one.
std::optional<Material> parse_material(std::string_view name, std::string* error = nullptr);

}  // namespace xq::tb
