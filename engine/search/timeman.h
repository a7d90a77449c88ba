// Time management. A search gets a soft limit (do not start another iteration after it) and a
// hard limit (abort the running iteration), both in milliseconds since the clock started.
// Both are atomics: set_movetime() from another thread moves them at once, and ponderhit()
// restarts the clock for a search that was pondering.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>

#include "search/search_types.h"

namespace xq {

// What the completed iterations say about how settled the search of a position is.
struct SearchTrend {
    double best_move_changes = 0;  // changes of the best root move, older iterations' halved
    int stable_iterations = 0;     // completed iterations since the best move last changed
    int score_drop = 0;            // centipawns the best value fell below the last iterations' mean
    double best_move_node_share = 0;  // of the root's nodes, the share spent on the best move
};

// The factor for the soft limit under a clock (time by position): above 1 while the best move
// keeps changing or its value falls, below 1 once it has stood for several iterations or took
// nearly all the nodes. Between SOFT_SCALE_MIN and SOFT_SCALE_MAX.
constexpr double SOFT_SCALE_MIN = 0.3, SOFT_SCALE_MAX = 3.0;
double soft_time_scale(const SearchTrend& trend);
// The soft limit times `scale`, never above the hard limit nor below 1 ms.
int64_t scaled_soft_limit(int64_t soft, int64_t hard, double scale);

class TimeManager {
  public:
    static constexpr int64_t NO_LIMIT = INT64_MAX / 4;
    // overhead_ms: kept back from every budget (the Move Overhead option, MOVE_OVERHEAD_RANGE).
    void start(const SearchLimits& limits, Color us,
               int64_t overhead_ms = MOVE_OVERHEAD_RANGE.fallback);
    int64_t elapsed_ms() const;
    int64_t soft_limit() const { return soft_.load(std::memory_order_relaxed); }
    int64_t hard_limit() const { return hard_.load(std::memory_order_relaxed); }
    bool pondering() const { return pondering_.load(std::memory_order_relaxed); }
    // The budget comes from a clock, so time not spent now is saved for later moves (with a
    // fixed time per move or no limit it is not).
    bool on_clock() const { return on_clock_.load(std::memory_order_relaxed); }

    // A fixed time for this move, counted from the start of the search.
    void set_movetime(int64_t ms);
    // The ponder move was played: the budget computed at start() now runs from this moment.
    void ponderhit();

  private:
    void set_limits(int64_t soft, int64_t hard);

    std::atomic<int64_t> start_ns_{0};
    std::atomic<int64_t> overhead_ms_{MOVE_OVERHEAD_RANGE.fallback};
    std::atomic<int64_t> soft_{NO_LIMIT};
    std::atomic<int64_t> hard_{NO_LIMIT};
    std::atomic<bool> pondering_{false};
    std::atomic<bool> on_clock_{false};
};

}  // namespace xq
