// Mate by consecutive checks (连照胜杀): does the side to move have a forced mate in which every
// one of its moves gives check, whatever legal replies the defender chooses, and what is the
// shortest? An AND/OR search deepened one attacker move at a time, with a table of proven mates
// and refuted depths (check_mate_table.h), so the first depth that proves a mate is the
// shortest. The rules are the referee's (rules/rules.h): a side without a legal move loses, a
// position that repeats along a line ends that line unproven (the attacker checks throughout,
// and perpetual check is forbidden to it), and a line that reaches the natural move limit ends
// unproven too. docs/engine.md describes it and its measured results.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "rules/position.h"

namespace xq {

// The longest mate looked for, in attacker moves (a line of 2 * 127 - 1 plies).
constexpr int CHECK_MATE_MAX_MOVES = 127;

struct CheckMateLimits {
    // The search gives up once it has visited this many positions; the main line of a mate it
    // has proven may take a few more (mostly table reads).
    uint64_t nodes = 2'000'000;
    size_t table_mb = 16;                     // the size of the solver's table
    const std::atomic<bool>* stop = nullptr;  // set by another thread to give up at once
};

enum class CheckMateVerdict : uint8_t {
    MATE,        // proven: `moves` and `line` hold the shortest mate by checks
    NO_MATE,     // every line of checks was followed to its end: there is none
    NODE_LIMIT,  // gave up at the node limit
    TOO_DEEP,    // gave up: no mate within CHECK_MATE_MAX_MOVES, lines not exhausted
    STOPPED,     // gave up: told to stop
};

struct CheckMateResult {
    CheckMateVerdict verdict = CheckMateVerdict::NODE_LIMIT;
    int moves = 0;  // MATE: the attacker's moves to mate, the last one the mate
    // MATE: the main line from the position, 2 * moves - 1 plies: the attacker's quickest
    // checks against the defender's longest resistance.
    std::vector<Move> line;
    uint64_t nodes = 0;  // positions visited, the main line's own searches included
};

// Solves `pos` for its side to move. The moves already played in `pos` (its history since the
// FEN) count for the repetition rule as the referee counts them. `pos` is restored.
CheckMateResult solve_mate_by_checks(Position& pos, const CheckMateLimits& limits = {});

}  // namespace xq
