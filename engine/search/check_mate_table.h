// What the mate-by-checks solver (check_mate_solver.h) has learnt about positions, by Zobrist
// key: a proven mate within some number of attacker moves, and how many moves are known not to
// be enough. Both are facts about the position alone: the solver stores no result that rests on
// the moves played before it (a repetition, the move limit). One entry per slot, the newest
// wins: a lost entry only costs a search again.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace xq {

class CheckMateTable {
  public:
    static constexpr uint16_t NO_PROOF = 0xffff;  // mate_within when no mate is proven
    static constexpr uint16_t NEVER = 0xffff;     // no_mate_within: no mate by checks at all

    struct Entry {
        uint64_t key = 0;
        uint16_t mate_within = NO_PROOF;  // attacker moves of a proven mate
        uint16_t no_mate_within = 0;      // no mate in this many attacker moves or fewer
    };

    // A table of about `mb` megabytes (a power of two of entries, at least 1024).
    explicit CheckMateTable(size_t mb) {
        size_t count = 1024;
        while (count * 2 * sizeof(Entry) <= mb * 1024 * 1024) count *= 2;
        entries_.resize(count);
        mask_ = count - 1;
    }

    // The entry of `key`, or nullptr when the table holds none.
    const Entry* find(uint64_t key) const {
        const Entry& e = entries_[key & mask_];
        return e.key == key && (e.mate_within != NO_PROOF || e.no_mate_within) ? &e : nullptr;
    }

    void store_mate(uint64_t key, int moves) {
        Entry& e = slot(key);
        if (moves < e.mate_within) e.mate_within = uint16_t(moves);
    }
    void store_no_mate(uint64_t key, int moves) {
        Entry& e = slot(key);
        if (moves > e.no_mate_within) e.no_mate_within = uint16_t(moves);
    }

  private:
    Entry& slot(uint64_t key) {
        Entry& e = entries_[key & mask_];
        if (e.key != key) e = Entry{key, NO_PROOF, 0};
        return e;
    }

    std::vector<Entry> entries_;
    size_t mask_ = 0;
};

}  // namespace xq
