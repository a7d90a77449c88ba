// Lazy SMP: the calling thread runs Searcher 0 (time management, reports) while helper threads
// run their own Searchers on the same root, sharing only the transposition table and the stop
// flag. When the main searcher finishes it stops the helpers and picks the result.
#pragma once

#include <memory>
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
    ThreadPool() { set_threads(1); }
    void set_threads(int n);  // must not be searching
    int threads() const { return int(searchers_.size()); }
    void clear();  // histories (new game)
    uint64_t nodes() const;

    // Runs the whole search on the calling thread plus helper threads; returns when done.
    SearchOutcome run(const Position& root, const std::vector<Move>& root_moves,
                      SearchContext& ctx);

  private:
    std::vector<std::unique_ptr<Searcher>> searchers_;
};

}  // namespace xq
