#include "tb/material.h"

#include <tuple>

namespace xq::tb {

namespace {

char letter_of(PieceType t) {
    switch (t) {
        case ROOK:
            return 'R';
        case CANNON:
            return 'C';
        case HORSE:
            return 'N';
        case PAWN:
            return 'P';
        case ADVISOR:
            return 'A';
        case ELEPHANT:
            return 'B';
        default:
            return 'K';
    }
}

PieceType type_of_letter(char c) {
    switch (c) {
        case 'R':
            return ROOK;
        case 'C':
            return CANNON;
        case 'N':
        case 'H':
            return HORSE;
        case 'P':
            return PAWN;
        case 'A':
            return ADVISOR;
        case 'B':
        case 'E':
            return ELEPHANT;
        default:
            return NO_PIECE_TYPE;
    }
}

// The most pieces of a type a side can have in a game.
int max_count(PieceType t) {
    return t == PAWN ? 5 : 2;
}

}  // namespace

int Material::attackers(int side) const {
    return count[side][ROOK] + count[side][CANNON] + count[side][HORSE] + count[side][PAWN];
}

int Material::pieces(int side) const {
    return attackers(side) + count[side][ADVISOR] + count[side][ELEPHANT];
}

std::string Material::side_name(int side) const {
    std::string s = "K";
    for (PieceType t : NAME_ORDER) s.append(count[side][t], letter_of(t));
    return s;
}

bool Material::canonical() const {
    return std::make_tuple(attackers(0), pieces(0), side_name(0)) >=
           std::make_tuple(attackers(1), pieces(1), side_name(1));
}

Material Material::swapped() const {
    Material m;
    for (int t = 0; t < PIECE_TYPE_NB; ++t) {
        m.count[0][t] = count[1][t];
        m.count[1][t] = count[0][t];
    }
    return m;
}

uint64_t Material::key() const {
    uint64_t k = 0;
    for (int side = 0; side < 2; ++side)
        for (PieceType t : NAME_ORDER) k = (k << 4) | count[side][t];
    return k;
}

std::optional<Material> parse_material(std::string_view name, std::string* error) {
    auto fail = [&](const std::string& message) -> std::optional<Material> {
        if (error) *error = message;
        return std::nullopt;
    };
    if (name.size() < 2 || name[0] != 'K') return fail("a material starts with K, e.g. KRKAA");
    const size_t second = name.find('K', 1);
    if (second == std::string_view::npos) return fail("a material names two kings, e.g. KRKAA");
    Material m;
    for (size_t i = 1; i < name.size(); ++i) {
        if (i == second) continue;
        const PieceType t = type_of_letter(name[i]);
        if (t == NO_PIECE_TYPE)
            return fail(std::string("not a piece letter (R C N P A B): ") + name[i]);
        const int side = i < second ? 0 : 1;
        if (++m.count[side][t] > max_count(t))
            return fail(std::string("too many of ") + name[i] + " for one side");
    }
    m.count[0][KING] = m.count[1][KING] = 1;
    return m;
}

}  // namespace xq::tb
