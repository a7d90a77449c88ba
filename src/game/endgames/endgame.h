// One endgame of the Endgames tab: a practice endgame of the collection (endgame_set.h) or a
// classic composition (composition_set.h).
#pragma once

#include <string>
#include <vector>

#include "rules/types.h"

namespace xq {

enum class EndgameResult { RED_WINS, DRAW };

struct Endgame {
    int id = 0;
    std::string fen;
    EndgameResult result = EndgameResult::DRAW;
    std::string category_zh, category_en;  // the class, e.g. 车兵对车 / Rook and pawn vs rook
    std::string name_zh, name_en;
    std::string notes;  // how it was verified, or its source; may be empty

    // Compositions only (composition_set.h): the category is the group (适情雅趣).
    bool composition = false;
    int mate_in = 0;         // Red mates in this many of its moves; 0: the goal is `result`
    bool by_checks = false;  // the mate gives check with every Red move (连照杀)
    std::string source_zh, source_en;  // the manual and number: 适情雅趣 第1局 / Shiqing Yaqu No. 1
    std::vector<Move> solution;        // the main line from `fen`, every move legal
};

}  // namespace xq
