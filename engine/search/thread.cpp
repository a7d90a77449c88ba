#include "search/thread.h"

#include <algorithm>
#include <thread>

namespace xq {

void ThreadPool::set_threads(int n) {
    n = THREADS_RANGE.clamp(n);
    searchers_.clear();
    for (int i = 0; i < n; ++i) searchers_.push_back(std::make_unique<Searcher>(i));
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
    ctx.total_nodes = [this] { return nodes(); };
    std::vector<std::thread> helpers;
    for (size_t i = 1; i < searchers_.size(); ++i)
        helpers.emplace_back([&, i] { searchers_[i]->run(root, root_moves, ctx); });
    searchers_[0]->run(root, root_moves, ctx);
    ctx.stop.store(true, std::memory_order_relaxed);
    for (std::thread& t : helpers) t.join();

    // The main thread's answer, unless a helper finished a deeper iteration with a score at
    // least as good.
    const Searcher* best = searchers_[0].get();
    for (size_t i = 1; i < searchers_.size(); ++i) {
        const Searcher* s = searchers_[i].get();
        if (s->completed_depth() > best->completed_depth() && !s->root_moves().empty() &&
            s->root_moves()[0].score >= best->root_moves()[0].score && ctx.multipv == 1 &&
            (!ctx.skill_level || ctx.skill_level->load(std::memory_order_relaxed) >= 10))
            best = s;
    }
    SearchOutcome out;
    out.root_moves = best->root_moves();
    out.depth = best->completed_depth();
    out.nodes = nodes();
    return out;
}

}  // namespace xq
