// The generator: a table solved by retrograde analysis, level by level.
//
// First every position of the table is set up on a Position and its legal moves generated once
// (the engine's own move generator: palace, elephant eyes, horse legs, river, flying general).
// A move that captures leads into a smaller table, solved before and looked up; the others lead
// to positions of this table, kept as a list of successors per position. A position with no
// legal move is lost in 0 plies. Then, for d = 1, 2, ...: at odd d a position with a successor
// lost in d - 1 plies is won in d; at even d a position whose successors are all won, the
// longest in d - 1 plies, is lost in d. When two levels in a row decide nothing (and no smaller
// table's value is still to come) the positions left are draws. Each level runs on `threads`
// threads.
#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "tb/table.h"
#include "tb/tablebases.h"

namespace xq::tb {

// The (canonical) materials one capture leads to from this one, without repeats.
std::vector<Material> capture_successors(const Material& material);

// The generator's memory for a table, an upper estimate: 32 bytes per index (value, captures,
// successor offset, the lists of undecided positions) and 8 per move that stays in the table
// (its successor list, twice while the threads' parts are joined), the moves counted on a
// sample of indices.
uint64_t estimated_memory(const Material& material);
inline constexpr uint64_t DEFAULT_MEMORY_LIMIT = uint64_t(8) << 30;

// Solves one table; `known` must hold every table of capture_successors(material). nullptr and
// *error when one is missing, when estimated_memory exceeds memory_limit (checked before any
// work), or when a mate is longer than a byte holds. A `stop` flag raised from another thread
// ends the work at the next level (nullptr, "stopped").
std::unique_ptr<Table> generate_table(const Material& material, const Tablebases& known,
                                      int threads, TableStats* stats, std::string* error,
                                      uint64_t memory_limit = DEFAULT_MEMORY_LIMIT,
                                      const std::atomic<bool>* stop = nullptr);

// Solves `material` and, smallest first, every table it needs that `set` lacks; each solved
// table is added to the set and handed to on_solved (to be written, its time reported).
bool solve_with_successors(const Material& material, Tablebases& set, int threads,
                           const std::function<bool(const Table&, const TableStats&)>& on_solved,
                           std::string* error, uint64_t memory_limit = DEFAULT_MEMORY_LIMIT,
                           const std::atomic<bool>* stop = nullptr);

}  // namespace xq::tb
