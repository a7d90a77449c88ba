// Handicap games (让子): the giver starts without some of its pieces. docs/handicap.md lists
// every start FEN. "Left" is the giver's left as it sits at the board: files a, b, ... for Red,
// files i, h, ... for Black (who sits opposite). Red always moves first, whoever gives.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "rules/types.h"

namespace xq {

enum class Handicap : uint8_t {
    NONE,          // 不让子
    LEFT_HORSE,    // 让左马
    BOTH_HORSES,   // 让双马
    LEFT_CANNON,   // 让左炮
    BOTH_CANNONS,  // 让双炮
    LEFT_ROOK,     // 让左车
    BOTH_ROOKS,    // 让双车
    ALL_PAWNS,     // 让小兵: all five pawns
    LEFT_HALF,     // 让左半: rook, horse, elephant, advisor, cannon and two pawns of the left
    NINE_PIECES,   // 让九子: five pawns, both advisors, both elephants
};
constexpr int HANDICAP_NB = 10;

struct HandicapInfo {
    Handicap handicap;
    const char* key;      // stable ASCII name for settings files, e.g. "left_horse"
    const char* chinese;  // UTF-8, as shown in the GUI, e.g. "让左马"
    const char* english;  // e.g. "Left horse"
};

// Every option in menu order (the order of the enum).
const std::array<HandicapInfo, HANDICAP_NB>& all_handicaps();
const HandicapInfo& handicap_info(Handicap h);
// Looks an option up by its key; false if there is none.
bool handicap_from_key(std::string_view key, Handicap* out);

// The squares emptied in the start position, in ascending order.
std::vector<Square> handicap_removed_squares(Handicap h, Color giver);
// The start position for the handicap: "... w - - 0 1" (Red to move).
std::string handicap_fen(Handicap h, Color giver);

}  // namespace xq
