// The transposition table, shared by all search threads without locks.
//
// Each 16-byte entry holds a data word and the key xor-ed with that data. A reader accepts the
// entry only when (stored key ^ data) equals its key, so a torn write by another thread reads
// as a miss instead of as a wrong move or score. Both words are relaxed atomics: no data race
// in the C++ sense, and no cost on x86. Buckets of four entries fill one cache line.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

#include "rules/types.h"

namespace xq {

enum TTBound : uint8_t { BOUND_NONE = 0, BOUND_UPPER = 1, BOUND_LOWER = 2, BOUND_EXACT = 3 };

struct TTData {
    Move move = MOVE_NONE;
    Value value = VALUE_NONE;  // relative to the node (mate scores adjusted by the caller)
    Value eval = VALUE_NONE;   // static evaluation
    int depth = 0;
    TTBound bound = BOUND_NONE;
};

class TranspositionTable {
  public:
    TranspositionTable();
    ~TranspositionTable();
    // Reallocates (and clears) the table; sizes are rounded down to a power of two buckets.
    // Returns false, keeping the old table and its entries, when the memory cannot be had.
    bool resize(size_t mb);
    void clear();
    // Backs every page of the table now (platform/aligned_memory.h), once after each resize or
    // clear, so that the next search does not pay for pages it touches first.
    void warm();
    size_t size_mb() const { return size_mb_; }
    void new_search() { generation_ = uint8_t((generation_ + 1) & 63); }

    bool probe(uint64_t key, TTData& out) const;
    void store(uint64_t key, Move move, Value value, Value eval, int depth, TTBound bound);
    // Permille of entries written during the current search (sampled).
    int hashfull() const;
    void prefetch(uint64_t key) const { __builtin_prefetch(&buckets_[key & mask_]); }

  private:
    struct Entry {
        std::atomic<uint64_t> check{0};  // key ^ data
        std::atomic<uint64_t> data{0};
    };
    struct alignas(64) Bucket {
        Entry e[4];
    };
    Bucket* buckets_ = nullptr;
    size_t bucket_count_ = 0;
    size_t mask_ = 0;
    size_t size_mb_ = 0;
    uint8_t generation_ = 0;
    bool warm_ = false;
};

}  // namespace xq
