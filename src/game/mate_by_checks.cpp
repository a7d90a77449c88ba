#include "game/mate_by_checks.h"

#include "platform/thread_priority.h"

namespace xq {

void MateByChecksFinder::start(const Position& pos, int ply, uint64_t node_limit) {
    cancel();
    root_ = pos;
    root_key_ = pos.key();
    ply_ = ply;
    node_limit_ = node_limit;
    stop_ = false;
    done_ = false;
    worker_ = std::thread([this, solved = pos, node_limit]() mutable {
        lower_thread_priority();  // as the engine's search: the window keeps its frame rate
        CheckMateLimits limits;
        limits.nodes = node_limit;
        limits.stop = &stop_;
        const CheckMateResult r = solve_mate_by_checks(solved, limits);
        {
            std::lock_guard lock(mutex_);
            result_ = r;
        }
        done_.store(true, std::memory_order_release);
    });
}

void MateByChecksFinder::cancel() {
    stop_ = true;
    if (worker_.joinable()) worker_.join();
    root_.reset();
    ply_ = -1;
    std::lock_guard lock(mutex_);
    result_.reset();
}

std::optional<CheckMateResult> MateByChecksFinder::result() const {
    if (!done_.load(std::memory_order_acquire)) return std::nullopt;
    std::lock_guard lock(mutex_);
    return result_;
}

}  // namespace xq
