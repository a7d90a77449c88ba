// One search, described whole: the position, its limits, the strength and book it plays with,
// how many lines it reports, which engine's role it is, and what it is for. The bridge hands
// every field to the engine for that search alone, so nothing is switched engine-wide around a
// search, and a hint or an analysis never plays at the level of the engine's last move.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "search/search_types.h"

namespace xq {

// Who asks for a search: the opponent (the engine's moves; Red's in demo mode), the analyser
// (hints, analysis mode, the review, the explorer), or Black's player in demo mode, where two
// engines may play each other.
enum class EngineRole : uint8_t { OPPONENT, ANALYSER, DEMO_BLACK };

struct SearchRequest {
    enum class Purpose : uint8_t { MOVE, HINT, ANALYSIS, REVIEW, EXPLORE, TOURNAMENT };
    Purpose purpose = Purpose::MOVE;
    std::string fen;          // the game's start
    std::vector<Move> moves;  // from the start to the searched position
    SearchLimits limits;
    int skill = SKILL_RANGE.max;  // the built-in engine's level (an external one keeps its own)
    int multipv = 1;              // lines reported (analysis, review, explorer)
    bool use_book = false;        // may answer from the opening book
    RuleBook rule_book = DEFAULT_RULE_BOOK;  // the game's repetition rules (the built-in engine)
    EngineRole role = EngineRole::OPPONENT;
    int threads = 1;  // the built-in engine's search threads (an external engine keeps its own)
    // The built-in engine consults what it learned from its games (docs/learning.md).
    bool use_experience = false;
    // The endgame tables decide the endings they cover at any level, not only at full strength
    // (an endgame challenge's defender holds out as long as the tables allow).
    bool tables_at_any_level = false;
};

}  // namespace xq
