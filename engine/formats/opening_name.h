// The name of a game's opening from its first moves: the family names every Xiangqi player
// knows (中炮对屏风马, 顺炮, 仙人指路对卒底炮, 飞相局 ...), in Chinese and English, with the ECCO
// group they belong to (A non-central-cannon openings, B central cannon against defences other
// than the screen horses, C central cannon against the screen horses, D same- and opposite-
// direction cannons, E pawn openings). Left-right mirror images get the same name.
#pragma once

#include <string>
#include <vector>

#include "rules/types.h"

namespace xq {

struct OpeningName {
    char ecco_group = 0;  // 'A'..'E'; 0 when no move has been played
    std::string chinese;  // e.g. "中炮对屏风马"
    std::string english;  // e.g. "Central Cannon vs. Screen Horses"
};

// `moves` are the game's moves from the standard start position (only the first few matter).
OpeningName opening_name(const std::vector<Move>& moves);

}  // namespace xq
