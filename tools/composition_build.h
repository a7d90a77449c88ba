// The classic compositions' sources and the check of each (tools/make_compositions.cpp,
// docs/endgames.md): positions from a file of [FEN_INDEX]/[EVENT]/[FEN] blocks (kuiba1949's
// 适情雅趣 551), main lines from XQMagic's .eglib books (title|FEN|iccs,iccs,...). A composition
// is shipped when its position agrees in two sources or a known main line plays legally from it,
// and the engine confirms its goal: the mate-by-checks solver proves a mate, or the search finds
// one at a node budget, or the engine's play-out against itself ends in Red's win (a win) or
// without a winner (a draw).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine.h"
#include "game/endgames/endgame_check.h"
#include "game/endgames/endgame_set.h"

namespace xq {

struct SourcePosition {
    int number = 0;  // the manual's number; 0 when the index has none (a restored diagram)
    std::string name;  // simplified Chinese, marks removed: 气吞关右, 势不两大（单马和单炮）
    std::string fen;
};
// Reads [FEN_INDEX "...-001"] [EVENT "... 第001局 气吞关右"] [FEN "..."] blocks.
std::vector<SourcePosition> read_fen_index_file(const std::string& text);

struct SourceLine {
    std::string title;  // as written: 048野马诱虎, 适情雅趣550局_第285局 野马诱虎
    std::string name;   // the composition's name alone: 野马诱虎
    std::string board;  // the FEN's placement and side to move
    std::vector<std::string> moves;  // ICCS
};
// Reads an .eglib book: one line per title|FEN|moves; other lines are skipped.
std::vector<SourceLine> read_eglib(const std::string& text);

// A name without its parenthesised gloss: 势不两大（单马和单炮） -> 势不两大.
std::string base_name(const std::string& name);

// What a name's gloss says of the result: （单马和单炮） a draw, （单车巧胜马双象） a win,
// （马炮对马卒） nothing; a name without a gloss is a win (the manual's 杀局).
enum class StatedGoal { WIN, DRAW, UNSTATED };
struct Gloss {
    StatedGoal goal = StatedGoal::WIN;
    std::string english;  // "horse vs cannon, draw"; "" without a gloss or for words unknown
};
Gloss read_gloss(const std::string& name);
// The placement and side to move of a FEN ("" when it has none).
std::string board_of_fen(const std::string& fen);

enum class DropReason {
    UNNUMBERED,        // the index gives no number (a restored diagram, not the manual's)
    ILLEGAL_POSITION,  // the FEN does not read or is not a legal setup
    SINGLE_SOURCE,     // no second source agrees, and no known main line plays from it
    NOT_CONFIRMED,     // the engine does not confirm the goal
    UNSTATED_NO_MATE,  // the source states no result (X对Y), and the engine proves no mate
    NO_MAIN_LINE,      // confirmed, but no main line to show (a draw without a legal line)
    COUNT
};
const char* drop_reason_text(DropReason r);

struct CompositionLimits {
    uint64_t solver_nodes = 500'000;  // the mate-by-checks solver's node limit
    uint64_t search_nodes = 200'000;  // the search's budget for a mate the solver missed
    EndgameCheckLimits draw{3000, 100};
    // A win neither proves: the engine plays it out against itself, and Red must win.
    EndgameCheckLimits win{3000, 100};
};

struct CompositionGroup {
    int first_id = 1000;  // a composition's id is first_id + its number
    std::string zh = "适情雅趣", en = "Shiqing Yaqu";
    std::string source_zh = "适情雅趣", source_en = "Shiqing Yaqu";
};

struct CompositionCheck {
    std::optional<Endgame> shipped;         // the composition, when verified
    DropReason reason = DropReason::COUNT;  // else why not
    bool agreed = false;                    // the position is in a second source
    bool line_legal = false;                // a known main line plays legally from it
    std::string detail;                     // what the engine found
};

// The first step of check_composition: does the position read, and agree with the second source
// or have a known main line that plays legally from it? `reason` is COUNT when it passes.
struct SourceAgreement {
    DropReason reason = DropReason::COUNT;
    bool agreed = false, line_legal = false;
    std::optional<std::vector<Move>> line;  // the main line to show, if the source has one
    bool line_mates = false;                // it ends in Red's mate
};
SourceAgreement compare_sources(const SourcePosition& p, const std::vector<SourceLine>& second);

// Checks one composition against the second source's lines (all of them: those of another
// position and name are ignored). `engine` is used for the search and the draws.
CompositionCheck check_composition(const SourcePosition& p, const std::vector<SourceLine>& second,
                                   const CompositionGroup& group, Engine& engine,
                                   const CompositionLimits& limits);

}  // namespace xq
