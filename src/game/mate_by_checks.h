// The analysis's "find a mate by checks": the mate-by-checks solver (search/check_mate_solver.h)
// runs on a thread of its own, on a copy of the position shown, so the UI thread never waits;
// the panel asks each frame whether the answer is in and for which position.
#pragma once

#include <atomic>
#include <cstdint>
#include <mutex>
#include <optional>
#include <thread>

#include "rules/position.h"
#include "search/check_mate_solver.h"

namespace xq {

class MateByChecksFinder {
  public:
    // Positions the solver visits before it gives up: some seconds at most.
    static constexpr uint64_t NODE_LIMIT = 2'000'000;

    MateByChecksFinder() = default;
    ~MateByChecksFinder() { cancel(); }  // stops the solver and joins its thread
    MateByChecksFinder(const MateByChecksFinder&) = delete;
    MateByChecksFinder& operator=(const MateByChecksFinder&) = delete;

    // Solves `pos` (its history counts for repetitions) for its side to move; `ply` is where the
    // game shows it. A search still running is stopped first.
    void start(const Position& pos, int ply, uint64_t node_limit = NODE_LIMIT);
    void cancel();  // stops the search and forgets the position

    // Is it solving, or has it solved, the position `key` shown at `ply`?
    bool about(uint64_t key, int ply) const { return root_ && root_key_ == key && ply_ == ply; }
    bool running() const { return root_ && !done_.load(std::memory_order_acquire); }
    // The answer, once in (nullopt while running or before any start).
    std::optional<CheckMateResult> result() const;
    // The position solved (for writing the line's moves); null before any start.
    const Position* root() const { return root_ ? &*root_ : nullptr; }
    uint64_t node_limit() const { return node_limit_; }

  private:
    std::optional<Position> root_;  // UI thread only
    uint64_t root_key_ = 0;
    int ply_ = -1;
    uint64_t node_limit_ = NODE_LIMIT;
    std::thread worker_;
    std::atomic<bool> stop_{false};
    std::atomic<bool> done_{false};
    mutable std::mutex mutex_;
    std::optional<CheckMateResult> result_;  // guarded by mutex_
};

}  // namespace xq
