// Game-end rules shared by the search, the GUI referee, the protocol and the tests:
// checkmate and stalemate (both lose for the side to move), repetition rulings (perpetual
// check loses, perpetual chase loses as far as implemented, other repetitions draw; cycles
// that mix checks and chases by the chosen RuleBook) and the natural move limit.
// docs/rules.md states the exact rule set.
#pragma once

#include <string>

#include "rules/position.h"
#include "rules/rule_book.h"

namespace xq {

enum class GameResult : uint8_t { ONGOING, RED_WINS, BLACK_WINS, DRAW };

enum class EndReason : uint8_t {
    NONE,
    CHECKMATE,
    STALEMATE,              // no legal move, not in check: the side to move loses
    PERPETUAL_CHECK,        // the checking side loses
    PERPETUAL_CHASE,        // the chasing side loses
    REPETITION,             // any other repetition: draw
    MOVE_LIMIT,             // 60 moves (120 plies) without a capture: draw
    INSUFFICIENT_MATERIAL,  // neither side can ever mate: draw
};

// One lower-case word per reason, for machine-readable output (`xiangqi-engine judge`,
// docs/rules.md): "checkmate", "stalemate", "perpetual_check", "perpetual_chase",
// "repetition", "move_limit", "insufficient_material"; "none" for NONE.
const char* end_reason_word(EndReason reason);

struct GameStatus {
    GameResult result = GameResult::ONGOING;
    EndReason reason = EndReason::NONE;
    std::string description;  // English, e.g. "Black is checkmated"
};

// How a repetition found in the history ends, from the side to move's point of view.
enum class RepetitionVerdict : uint8_t { NONE, DRAW, WIN, LOSS };

// The referee's verdict on a game whose whole history is in `pos` (set_fen + do_move).
// A repetition is ruled once the position has occurred `repeats_needed` times before
// (GUI and adjudication: 2, i.e. the third occurrence). `book` rules the cycle.
GameStatus judge_game(Position& pos, int repeats_needed = 2, RuleBook book = DEFAULT_RULE_BOOK);

// Search-time check: does the current position repeat an earlier one within the history,
// and if so how is it ruled? A repetition whose earlier occurrence lies at or after history
// index `path_start` (the search root) is ruled at once; one that reaches back before it
// needs a second earlier occurrence, as the referee does (the game's own history has not yet
// repeated three times, so the search must not rule on it). The cycle is ruled by `book`, as
// judge_game rules it. `pos` is restored.
RepetitionVerdict repetition_verdict(Position& pos, int path_start = 0,
                                     RuleBook book = DEFAULT_RULE_BOOK);

// The natural move limit in plies without a capture.
constexpr int MOVE_LIMIT_PLIES = 120;
// Checks do not count towards the limit, up to this many per side (docs/rules.md).
constexpr int MOVE_LIMIT_FREE_CHECKS = 10;

// Plies since the last capture that count towards the limit: each side's checking moves in
// the span (as far as the history reaches back) are left out, at most MOVE_LIMIT_FREE_CHECKS
// per side.
int move_limit_plies(const Position& pos);

// The natural move limit, one definition for the referee (judge_game) and the search. The
// check count is only needed once the raw clock has reached the limit, so the search's hot
// path stays a comparison.
inline bool move_limit_reached(const Position& pos) {
    return pos.rule60() >= MOVE_LIMIT_PLIES && move_limit_plies(pos) >= MOVE_LIMIT_PLIES;
}

}  // namespace xq
