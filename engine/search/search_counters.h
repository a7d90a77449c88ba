// The counters behind the search statistics (SearchStats): one set per search thread, bumped
// by that thread alone with a relaxed load and store (a plain increment, no locked
// instruction), and read by the main thread when it reports, which sums them over the threads.
#pragma once

#include <array>
#include <atomic>
#include <cstdint>

#include "search/search_types.h"

namespace xq {

class SearchCounters {
  public:
    enum Kind : uint8_t {
        BETA_CUTOFFS,
        FIRST_MOVE_CUTOFFS,
        TT_HITS,
        QNODES,
        NULL_TRIES,
        NULL_CUTOFFS,
        LMR_REDUCTIONS,
        LMR_RESEARCHES,
        KIND_NB
    };

    void bump(Kind k) {
        std::atomic<uint64_t>& c = counts_[k];
        c.store(c.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
    }
    void reset() {
        for (auto& c : counts_) c.store(0, std::memory_order_relaxed);
    }
    // Adds this thread's counts to `s` (nodes are counted apart, by Searcher::nodes()).
    void add_to(SearchStats& s) const {
        const auto get = [this](Kind k) { return counts_[k].load(std::memory_order_relaxed); };
        s.beta_cutoffs += get(BETA_CUTOFFS);
        s.first_move_cutoffs += get(FIRST_MOVE_CUTOFFS);
        s.tt_hits += get(TT_HITS);
        s.qnodes += get(QNODES);
        s.null_tries += get(NULL_TRIES);
        s.null_cutoffs += get(NULL_CUTOFFS);
        s.lmr_reductions += get(LMR_REDUCTIONS);
        s.lmr_researches += get(LMR_RESEARCHES);
    }

  private:
    std::array<std::atomic<uint64_t>, KIND_NB> counts_{};
};

}  // namespace xq
