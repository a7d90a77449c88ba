#include "game/clock/clock_history.h"

#include <algorithm>

namespace xq {

void ClockHistory::clear() {
    moves_.clear();
    entries_.clear();
}

void ClockHistory::record(const std::vector<Move>& line, int ply, const Entry& entry) {
    ply = std::clamp(ply, 0, int(line.size()));
    size_t shared = 0;
    while (shared < moves_.size() && shared < line.size() && moves_[shared] == line[shared])
        ++shared;
    if (shared < size_t(ply)) {
        // Another line: the entries after the last move both share belong to the old one only.
        moves_ = line;
        entries_.resize(std::min(entries_.size(), shared + 1));
    }
    if (entries_.size() <= size_t(ply)) entries_.resize(size_t(ply) + 1);
    entries_[size_t(ply)] = entry;
}

std::optional<ClockHistory::Entry> ClockHistory::at(const std::vector<Move>& line, int ply) const {
    if (ply < 0 || size_t(ply) >= entries_.size() || size_t(ply) > line.size() ||
        size_t(ply) > moves_.size())
        return {};
    if (!std::equal(moves_.begin(), moves_.begin() + ply, line.begin())) return {};
    return entries_[size_t(ply)];
}

}  // namespace xq
