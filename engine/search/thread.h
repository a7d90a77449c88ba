// Lazy SMP: the calling thread (the engine's worker) runs Searcher 0 (time management, reports)
// while helper threads run their own Searchers on the same root, sharing only the transposition
// table and the stop flag. When the main searcher finishes it stops the helpers and picks the
// result.
//
// The helper threads live as long as the pool: they are created by set_threads() and wait for
// the next search between searches, so a search never starts a thread.
#pragma once

#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "search/search.h"

namespace xq {

struct SearchOutcome {
    std::vector<RootMove> root_moves;  // best first (as ranked by the chosen thread)
    int depth = 0;
    uint64_t nodes = 0;
};

class ThreadPool {
  public:
    ThreadPool();
    ~ThreadPool();  // joins the helpers; must not be searching
    ThreadPool(const ThreadPool&) = delete;
    ThreadPool& operator=(const ThreadPool&) = delete;

    // Must not be searching. Returns the number of search threads in force, which is fewer than
    // asked when the system refuses to start a thread.
    int set_threads(int n);
    int threads() const { return int(searchers_.size()); }
    int threads_started() const { return threads_started_; }  // over the pool's life
    void clear();                                             // histories (new game)
    uint64_t nodes() const;

    // Runs the whole search on the calling thread plus the helpers; returns when all are done.
    SearchOutcome run(const Position& root, const std::vector<Move>& root_moves,
                      SearchContext& ctx);

  private:
    void search_as_helper(size_t index);
    void stop_helpers();

    std::vector<std::unique_ptr<Searcher>> searchers_;
    std::vector<std::thread> helpers_;  // helpers_[i] runs searchers_[i + 1]
    int threads_started_ = 0;

    // The job the helpers run: published under `mutex_` with a new generation number.
    std::mutex mutex_;
    std::condition_variable start_cv_, done_cv_;
    uint64_t generation_ = 0;
    int running_ = 0;  // helpers still searching the current generation
    bool quit_ = false;
    const Position* root_ = nullptr;
    const std::vector<Move>* root_moves_ = nullptr;
    SearchContext* ctx_ = nullptr;
};

}  // namespace xq
