#include "search/timeman.h"

#include <algorithm>

namespace xq {

namespace {

int64_t now_ns() {
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

}  // namespace

double soft_time_scale(const SearchTrend& t) {
    // Each change of the best move asks for more time to settle it (a change two iterations ago
    // counts a quarter), as does a value that falls: the search may be finding a threat.
    const double instability = 1.0 + 0.9 * std::min(t.best_move_changes, 2.0);
    const double falling = std::clamp(1.0 + t.score_drop / 120.0, 0.8, 1.6);
    // A best move that deeper searches keep confirming is unlikely to change in the next one.
    const double stability = t.stable_iterations >= 6 ? 0.6 : t.stable_iterations >= 3 ? 0.8 : 1.0;
    const double effort = t.best_move_node_share >= 0.9 ? 0.8 : 1.0;
    return std::clamp(instability * falling * stability * effort, SOFT_SCALE_MIN, SOFT_SCALE_MAX);
}

int64_t scaled_soft_limit(int64_t soft, int64_t hard, double scale) {
    // In doubles: a soft limit of NO_LIMIT times the scale would overflow an int64_t.
    const int64_t cap = std::max<int64_t>(1, hard);
    const double scaled = double(soft) * scale;
    if (scaled >= double(cap)) return cap;
    return std::max<int64_t>(1, int64_t(scaled));
}

void TimeManager::start(const SearchLimits& limits, Color us, int64_t overhead_ms) {
    start_ns_.store(now_ns(), std::memory_order_relaxed);
    overhead_ms_.store(std::max<int64_t>(0, overhead_ms), std::memory_order_relaxed);
    pondering_.store(limits.ponder, std::memory_order_relaxed);
    on_clock_.store(false, std::memory_order_relaxed);
    if (limits.movetime_ms > 0) {
        set_movetime(limits.movetime_ms);
    } else if (limits.time_left_ms[us] > 0) {
        const int64_t left = limits.time_left_ms[us], inc = limits.increment_ms[us];
        // Spread the clock over the moves to the next control (or an assumed 30 more moves),
        // spend most of the increment, and never plan to use more than a third of what is left
        // plus the increment, nor more than half of what is left: the increment comes only after
        // the move, and a clock worn down to about the increment must keep a reserve that a
        // late answer on a loaded machine (the pipe, the scheduler) cannot use up.
        const int moves = limits.movestogo > 0 ? std::min(limits.movestogo, 30) : 30;
        const int64_t usable =
            std::max<int64_t>(1, left - overhead_ms_.load(std::memory_order_relaxed));
        const int64_t target = usable / moves + inc * 3 / 4;
        // The soft limit stops starting iterations; the next one usually costs two or three times
        // the last, so stopping at half the target spends about the target on average (stopping
        // at the target itself spent 21 s of a 7.5 s target on the first move of 180+2).
        int64_t soft = target / 2;
        int64_t hard = std::min({target * 4, usable / 3 + inc, usable / 2});
        if (limits.movestogo == 1) soft = hard = usable * 9 / 10;
        soft = std::clamp<int64_t>(soft, 1, usable);
        hard = std::clamp<int64_t>(hard, soft, usable);
        set_limits(soft, hard);
        on_clock_.store(true, std::memory_order_relaxed);
    } else {
        set_limits(NO_LIMIT, NO_LIMIT);
    }
}

int64_t TimeManager::elapsed_ms() const {
    return (now_ns() - start_ns_.load(std::memory_order_relaxed)) / 1000000;
}

void TimeManager::set_movetime(int64_t ms) {
    // A fixed time is the caller's whole budget: keep back what stopping costs (the clock is
    // polled every 1024 nodes, about 1-2 ms, and bestmove must still be written: about 3%, 2 to
    // 10 ms) or the move overhead if that is more, but never more than half of the time, so that
    // a short movetime still searches.
    const int64_t stop_cost = std::clamp<int64_t>(ms / 32, 2, 10);
    const int64_t reserve =
        std::min(std::max(stop_cost, overhead_ms_.load(std::memory_order_relaxed)), ms / 2);
    const int64_t budget = std::max<int64_t>(1, ms - reserve);
    set_limits(budget, budget);
    on_clock_.store(false, std::memory_order_relaxed);
}

void TimeManager::ponderhit() {
    start_ns_.store(now_ns(), std::memory_order_relaxed);
    pondering_.store(false, std::memory_order_relaxed);
}

void TimeManager::set_limits(int64_t soft, int64_t hard) {
    soft_.store(soft, std::memory_order_relaxed);
    hard_.store(hard, std::memory_order_relaxed);
}

}  // namespace xq
