// Analysis mode: the engine searches the shown position without end, with 1 to 5 lines
// (MultiPV). The latest report of each line is kept for the arrows, the evaluation bar and the
// engine panel.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "rules/position.h"
#include "search/search_types.h"

namespace xq {

struct AnalysisLines {
    Position root;                  // the position analysed
    uint64_t key = 0;               // root.key(), 0 before the first search
    int ply = -1;                   // the game's ply it was at
    int multipv = 0;                // lines asked for
    std::vector<SearchInfo> lines;  // by multipv index - 1, the latest report of each; an
                                    // empty pv: none yet, or its move moved to another line

    void restart(const Position& pos, int at_ply, int lines_asked);
    void feed(const SearchInfo& info);
    const SearchInfo* best() const {
        return lines.empty() || lines[0].pv.empty() ? nullptr : &lines[0];
    }
};

// Red's win chance (0..1) from a report's score (search/win_chance.h: the one curve).
double red_win_chance(const SearchInfo& info);
// A report's score from Red's view as short text: "+1.25", "M3" (Red mates), "-M2".
std::string red_score_label(const SearchInfo& info);

}  // namespace xq
