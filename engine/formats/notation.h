// Move notations for people, both directions:
//  - WXF:      C2.5, H8+7, R+.3 (tandem), 3+.4 / 33.4 (pawns on several files)
//  - Chinese:  炮二平五, 马８进７, 前车平四, 中兵进一, 三兵平六
// ICCS coordinates (h2e2) live in iccs.h. Parsing accepts ASCII and full-width digits and
// simplified and traditional characters; a move that does not fit the position gets an error
// (in English) that says why. Conventions and accepted variants: docs/notation.md.
#pragma once

#include <string>
#include <string_view>

#include "rules/position.h"

namespace xq {

struct ChineseStyle {
    bool traditional = false;      // 車馬砲 ... instead of 车马炮 ...
    bool fullwidth_digits = true;  // Black's files as １…９ (xqbase style) instead of 1…9
};

// `pos` is the position before the move; `m` must be legal there.
std::string move_to_wxf(const Position& pos, Move m);
std::string move_to_chinese(const Position& pos, Move m, ChineseStyle style = {});

struct ParsedMove {
    Move move = MOVE_NONE;  // MOVE_NONE on failure
    std::string error;      // why the text does not fit the position
    explicit operator bool() const { return move != MOVE_NONE; }
};

ParsedMove parse_iccs(const Position& pos, std::string_view text);
ParsedMove parse_wxf(const Position& pos, std::string_view text);
ParsedMove parse_chinese(const Position& pos, std::string_view text);
// Tries ICCS, then WXF, then Chinese.
ParsedMove parse_move(const Position& pos, std::string_view text);

}  // namespace xq
