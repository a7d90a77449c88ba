// The Engine tab's table of search statistics: one row per iteration of the built-in engine's
// search (its cut-offs and the share on the first move, table hits, quiescence nodes, null
// moves and late-move reductions), deepest first.
#pragma once

#include <vector>

#include "search/search_types.h"

namespace xq {

struct Ui;

// Draws nothing when no iteration carries statistics (an external engine's search).
void draw_search_stats_table(Ui& ui, const std::vector<SearchInfo>& iterations, float height);

}  // namespace xq
