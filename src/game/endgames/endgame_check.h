// Does a listed endgame result hold when the engine plays both sides? The engine plays the
// position out at a fixed node budget per move, one thread, a fresh hash: deterministic, so the
// same budget always gives the same game. A win holds when Red mates (or the referee gives Red
// the game, or Red's search reports a forced mate) within the ply limit; a draw holds when neither
// side has won by then. tools/check_endgames.cpp runs it at a large budget over the collection,
// the tests at a small one.
#pragma once

#include <cstdint>
#include <string>

#include "engine.h"
#include "game/endgames/endgame_set.h"
#include "rules/rules.h"

namespace xq {

struct EndgameCheckLimits {
    uint64_t nodes = 50000;  // per move
    int max_plies = 120;     // the game stops here (a held draw): the 60-move limit's length
    int movetime_ms = 0;     // a fixed time per move instead of the nodes (0: the nodes)
    // Play to the game's end: a forced mate found does not decide the game early.
    bool to_the_end = false;
};
// What the tests check every position at (tests/game/test_endgames_verified.cpp): small enough
// for a few seconds per shard, and every shipped position is confirmed at it too.
constexpr EndgameCheckLimits ENDGAME_TEST_LIMITS{3000, 80};

struct EndgameCheck {
    bool red_won = false;    // mated, ruled for Red, or Red's search found a forced mate
    bool black_won = false;  // the defender won (a listed win then fails too)
    int plies = 0;           // played
    std::string how;         // "checkmate after 37 plies", "no result after 120 plies", ...
};

// Plays `e` out with `engine` (its settings are left as found, but for the position and hash).
EndgameCheck play_out_endgame(Engine& engine, const Endgame& e, const EndgameCheckLimits& limits);
// The same with Red's moves from `red` and Black's from `black` (an engine with endgame tables
// against one without: does the table convert against a searching defender?).
EndgameCheck play_out_endgame(Engine& red, Engine& black, const Endgame& e,
                              const EndgameCheckLimits& limits);
// Does the play-out agree with the listed result?
bool endgame_confirmed(const Endgame& e, const EndgameCheck& c);

}  // namespace xq
