// What the pictures of a position or a game show: the pieces, the last move, the king in check.
#pragma once

#include <string>
#include <vector>

#include "render/diagram/diagram.h"
#include "rules/position.h"

namespace xq {

DiagramScene scene_of(const Position& pos, Move last_move = MOVE_NONE);

// The frames of a game's plies first..last (0 = the start position): the position after
// `first` plies, then one frame per move up to ply `last` (last - first + 1 frames). The moves
// must be legal; `last` is at most moves.size().
std::vector<DiagramScene> game_scenes(const Position& start, const std::vector<Move>& moves,
                                      size_t first, size_t last);

// Every frame shown `delay_ms`, the last one `last_pause_ms`.
std::vector<int> frame_delays(size_t frames, int delay_ms, int last_pause_ms);

inline constexpr int DIAGRAM_MIN_DELAY_MS = 10, DIAGRAM_MAX_DELAY_MS = 60000;

// How long an animation's frames show.
struct AnimationTiming {
    int delay_ms = 1000;       // per move
    int last_pause_ms = 4000;  // on the last frame, before the loop starts again
};

}  // namespace xq
