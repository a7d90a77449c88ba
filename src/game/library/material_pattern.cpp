#include "game/library/material_pattern.h"

#include <utility>
#include <vector>

namespace xq {

namespace {

bool half_matches(const MaterialPattern& p, int half, MaterialSignature sig, Color c) {
    for (PieceType t : {ROOK, HORSE, CANNON, PAWN})
        if (material_count(sig, c, t) != p.count[half][t]) return false;
    if (p.defenders_named[half])
        for (PieceType t : {ADVISOR, ELEPHANT})
            if (material_count(sig, c, t) != p.count[half][t]) return false;
    return true;
}

// The piece a name stands for at the front of `s` and its length in bytes, or NO_PIECE_TYPE.
std::pair<PieceType, size_t> piece_at(std::string_view s) {
    static const std::vector<std::pair<std::string_view, PieceType>> names = {
        {"车", ROOK},    {"車", ROOK},    {"俥", ROOK},    {"马", HORSE},    {"馬", HORSE},
        {"傌", HORSE},   {"炮", CANNON},  {"砲", CANNON},  {"包", CANNON},   {"兵", PAWN},
        {"卒", PAWN},    {"士", ADVISOR}, {"仕", ADVISOR}, {"相", ELEPHANT}, {"象", ELEPHANT},
        {"帅", KING},    {"帥", KING},    {"将", KING},    {"將", KING},     {"R", ROOK},
        {"N", HORSE},    {"H", HORSE},    {"C", CANNON},   {"P", PAWN},      {"A", ADVISOR},
        {"B", ELEPHANT}, {"E", ELEPHANT}, {"K", KING},
    };
    if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') {
        const char up[1] = {char(s[0] - 'a' + 'A')};
        for (const auto& [n, t] : names)
            if (n == std::string_view(up, 1)) return {t, 1};
    }
    for (const auto& [n, t] : names)
        if (s.substr(0, n.size()) == n) return {t, n.size()};
    return {NO_PIECE_TYPE, 0};
}

bool parse_half(std::string_view s, MaterialPattern& p, int half, std::string* error) {
    const std::string_view full = "士象全";
    const std::string_view full_trad = "仕相全";
    while (!s.empty()) {
        if (s[0] == ' ') {
            s.remove_prefix(1);
            continue;
        }
        if (s.substr(0, full.size()) == full || s.substr(0, full_trad.size()) == full_trad) {
            p.count[half][ADVISOR] = p.count[half][ELEPHANT] = 2;
            p.defenders_named[half] = true;
            s.remove_prefix(full.size());
            continue;
        }
        auto [type, len] = piece_at(s);
        if (type == NO_PIECE_TYPE) {
            if (error)
                *error = "'" + std::string(s) + "' is not a piece name (R N C P A B, 车马炮兵士相)";
            return false;
        }
        s.remove_prefix(len);
        if (type == KING) continue;
        if (++p.count[half][type] > 5) {
            if (error) *error = "too many pieces of one kind";
            return false;
        }
        if (type == ADVISOR || type == ELEPHANT) p.defenders_named[half] = true;
    }
    return true;
}

}  // namespace

bool MaterialPattern::matches(MaterialSignature sig) const {
    return (half_matches(*this, 0, sig, RED) && half_matches(*this, 1, sig, BLACK)) ||
           (half_matches(*this, 0, sig, BLACK) && half_matches(*this, 1, sig, RED));
}

std::string MaterialPattern::text() const {
    std::string s;
    for (int half = 0; half < 2; ++half) {
        if (half == 1) s += '-';
        for (auto [t, letter] : {std::pair{ROOK, 'R'},
                                 {HORSE, 'N'},
                                 {CANNON, 'C'},
                                 {PAWN, 'P'},
                                 {ADVISOR, 'A'},
                                 {ELEPHANT, 'B'}})
            s.append(size_t(count[half][t]), letter);
    }
    return s;
}

bool parse_material_pattern(std::string_view text, MaterialPattern& out, std::string* error) {
    size_t at = std::string_view::npos, sep = 0;
    // The traditional form of 对 (U+5C0D) is typed by players but never shown, and the fonts need
    // not have it: its bytes are spelled out rather than written as text.
    static const char traditional_dui[] = {char(0xE5), char(0xB0), char(0x8D)};
    const std::string_view separators[] = {
        "对", std::string_view(traditional_dui, 3), "vs", "VS", "-", "v"};
    for (std::string_view s : separators) {
        if (size_t i = text.find(s); i != std::string_view::npos) {
            at = i;
            sep = s.size();
            break;
        }
    }
    if (at == std::string_view::npos) {
        if (error) *error = "a pattern has two sides, like \"RP-R\" or \"车兵对车\"";
        return false;
    }
    MaterialPattern p;
    if (!parse_half(text.substr(0, at), p, 0, error) ||
        !parse_half(text.substr(at + sep), p, 1, error))
        return false;
    out = p;
    return true;
}

}  // namespace xq
