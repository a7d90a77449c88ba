// Walking and editing a tree of variations (game_record.h's MoveLine): which line to follow,
// playing into it (a different move starts a variation), promoting, deleting and making a
// variation the main line. UI-free; the game layer keeps a tree and a LinePath.
#pragma once

#include <vector>

#include "formats/game_record.h"

namespace xq {

// Where the followed line leaves the line it branches from: at move index `ply` (the move
// played from the position after `ply` moves) it takes variation `variation` of the node there
// instead of that node.
struct Branch {
    int ply = 0;
    int variation = 0;
    bool operator==(const Branch&) const = default;
};
// A line through the tree: its branches in order (plies never decrease). Empty: the main line.
using LinePath = std::vector<Branch>;

// The line holding move index `ply` of the line `path` selects, and the index of that move in
// it (== size() when `ply` is just past the line's end). Null when the path does not fit the
// tree.
const MoveLine* line_holding(const MoveLine& main, const LinePath& path, int ply, size_t* index);
MoveLine* line_holding(MoveLine& main, const LinePath& path, int ply, size_t* index);
// The node of move index `ply` on the line, or null past its end.
const MoveNode* node_on(const MoveLine& main, const LinePath& path, int ply);
MoveNode* node_on(MoveLine& main, const LinePath& path, int ply);

// The moves of the line `path` selects, from the start to the line's end.
std::vector<Move> line_moves(const MoveLine& main, const LinePath& path);
// Does every branch of `path` name a node and a variation that exist?
bool path_fits(const MoveLine& main, const LinePath& path);

// Index in `path` of the innermost branch holding move index `ply`, or -1 when that move is
// on the main line.
int branch_holding(const LinePath& path, int ply);

// Plays `m` as move index `ply` of the line `path` (0 <= ply <= the line's length; the moves
// before it are that line's). Follows the line when it already goes on with `m`, takes an
// existing alternative that starts with `m`, or else adds `m`: at the end of the line, or as a
// new variation. Returns the path of the line followed from then on.
LinePath play_into(MoveLine& main, const LinePath& path, int ply, Move m);

// The variation holding move index `ply` takes the place of the line it branches from, which
// becomes its first alternative there. `path` is updated to follow the same moves. False when
// that move is on the main line.
bool promote_variation(MoveLine& main, LinePath& path, int ply);
// Promotes until the whole line `path` selects is the main line (path becomes empty).
bool make_main_line(MoveLine& main, LinePath& path);
// Deletes the variation holding move index `ply` with everything in it. `path` becomes the
// line it branched from; returns the move index where the variation began (the position to
// show), or -1 when that move is on the main line (nothing is deleted).
int delete_variation(MoveLine& main, LinePath& path, int ply);
// Removes move index `ply` and every later move of the line `path` selects, with their
// alternatives (a game that ends there has nothing after it).
void truncate_line(MoveLine& main, LinePath& path, int ply);

}  // namespace xq
