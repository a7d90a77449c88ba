#include "game/analysis.h"

#include <cstdio>
#include <string>

#include "search/win_chance.h"

namespace xq {

void AnalysisLines::restart(const Position& pos, int at_ply, int lines_asked) {
    root = pos;
    key = pos.key();
    ply = at_ply;
    multipv = lines_asked;
    lines.clear();
}

void AnalysisLines::feed(const SearchInfo& info) {
    // An aspiration fail keeps the line's last exact report: its bound is only half a score.
    if (info.multipv < 1 || info.multipv > multipv || info.bound != Bound::EXACT || info.pv.empty())
        return;
    if (int(lines.size()) < info.multipv) lines.resize(info.multipv);
    lines[info.multipv - 1] = info;
    // Lines of one iteration arrive one by one: when a move climbs from line 2 to line 1, line 2
    // still holds it from the last iteration until its own report comes. Clear that stale copy,
    // so one move is never shown as two lines with two scores.
    for (int i = 0; i < int(lines.size()); ++i)
        if (i != info.multipv - 1 && !lines[i].pv.empty() && lines[i].pv[0] == info.pv[0])
            lines[i].pv.clear();
}

double red_win_chance(const SearchInfo& info) {
    const double own = win_chance(info.score);
    return info.side_to_move == RED ? own : 1 - own;
}

std::string red_score_label(const SearchInfo& info) {
    const int v = info.side_to_move == RED ? info.score.value : -info.score.value;
    char buf[24];
    if (info.score.kind == Score::MATE)
        snprintf(buf, sizeof buf, "%sM%d", v > 0 ? "+" : "-", v > 0 ? v : -v);
    else
        snprintf(buf, sizeof buf, "%+.2f", v / 100.0);
    return buf;
}

}  // namespace xq
