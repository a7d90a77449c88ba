#include "search/thread.h"

#include <algorithm>
#include <system_error>

#include "util/invariant.h"

namespace xq {

ThreadPool::ThreadPool() {
    searchers_.push_back(std::make_unique<Searcher>(0));
}

ThreadPool::~ThreadPool() {
    stop_helpers();
}

void ThreadPool::stop_helpers() {
    {
        std::lock_guard lock(mutex_);
        quit_ = true;
    }
    start_cv_.notify_all();
    for (std::thread& t : helpers_) t.join();
    helpers_.clear();
    searchers_.resize(1);
    XQ_ASSERT_MSG(running_ == 0, "the helpers were stopped in the middle of a search");
    quit_ = false;
}

int ThreadPool::set_threads(int n) {
    n = THREADS_RANGE.clamp(n);
    if (n == threads()) return n;
    // Shrinking (rare): restart the helper set, since each helper owns a fixed index.
    if (n < threads()) stop_helpers();
    uint64_t generation;
    {
        std::lock_guard lock(mutex_);
        generation = generation_;
    }
    while (threads() < n) {
        const size_t index = searchers_.size();
        searchers_.push_back(std::make_unique<Searcher>(int(index)));
        try {
            // A helper starts having "seen" the current generation: it waits for the next one.
            helpers_.emplace_back([this, index, generation] {
                uint64_t seen = generation;
                for (;;) {
                    {
                        std::unique_lock lock(mutex_);
                        start_cv_.wait(lock, [&] { return quit_ || generation_ != seen; });
                        if (quit_) return;
                        seen = generation_;
                    }
                    search_as_helper(index);
                }
            });
            ++threads_started_;
        } catch (const std::system_error&) {
            searchers_.pop_back();  // the system will not give more threads: search with fewer
            break;
        }
    }
    // helpers_[i] runs searchers_[i + 1].
    XQ_ASSERT(helpers_.size() + 1 == searchers_.size());
    return threads();
}

void ThreadPool::search_as_helper(size_t index) {
    XQ_ASSERT(index >= 1 && index < searchers_.size());
    XQ_ASSERT_MSG(root_ && root_moves_ && ctx_, "a helper woke without a search to run");
    searchers_[index]->run(*root_, *root_moves_, *ctx_);
    {
        std::lock_guard lock(mutex_);
        XQ_ASSERT_MSG(running_ > 0, "a helper finished a search twice");
        --running_;
    }
    done_cv_.notify_all();
}

void ThreadPool::clear() {
    for (auto& s : searchers_) s->clear();
}

uint64_t ThreadPool::nodes() const {
    uint64_t n = 0;
    for (const auto& s : searchers_) n += s->nodes();
    return n;
}

SearchOutcome ThreadPool::run(const Position& root, const std::vector<Move>& root_moves,
                              SearchContext& ctx) {
    for (auto& s : searchers_) s->reset_counts();
    ctx.total_nodes = [this] { return nodes(); };
    ctx.total_stats = [this] {
        SearchStats sum;
        for (const auto& s : searchers_) sum += s->stats();
        return sum;
    };
    XQ_ASSERT(helpers_.size() + 1 == searchers_.size());
    {
        std::lock_guard lock(mutex_);
        // A search starts only when the pool is idle: no helper still on the last one.
        XQ_ASSERT_MSG(running_ == 0 && root_ == nullptr, "a search started while one runs");
        root_ = &root;
        root_moves_ = &root_moves;
        ctx_ = &ctx;
        running_ = int(helpers_.size());
        ++generation_;
    }
    start_cv_.notify_all();
    searchers_[0]->run(root, root_moves, ctx);
    ctx.stop.store(true, std::memory_order_relaxed);
    {
        std::unique_lock lock(mutex_);
        done_cv_.wait(lock, [&] { return running_ == 0; });
        // The job is over: a helper that wakes late finds none (and the check above, none
        // running, holds for the next search).
        root_ = nullptr;
        root_moves_ = nullptr;
        ctx_ = nullptr;
    }

    // The main thread's answer, unless a helper finished a deeper iteration with a score at
    // least as good.
    const Searcher* best = searchers_[0].get();
    for (size_t i = 1; i < searchers_.size(); ++i) {
        const Searcher* s = searchers_[i].get();
        if (s->completed_depth() > best->completed_depth() && !s->root_moves().empty() &&
            s->root_moves()[0].score >= best->root_moves()[0].score && ctx.multipv == 1 &&
            (!ctx.skill_level ||
             ctx.skill_level->load(std::memory_order_relaxed) >= SKILL_RANGE.max))
            best = s;
    }
    SearchOutcome out;
    // Every thread searched the same root moves.
    XQ_ASSERT(best->root_moves().size() == root_moves.size());
    XQ_ASSERT(best->completed_depth() >= 0 && best->completed_depth() < MAX_PLY);
    out.root_moves = best->root_moves();
    out.depth = best->completed_depth();
    out.nodes = nodes();
    return out;
}

}  // namespace xq
