#include "search/tt.h"

#include <cstdlib>
#include <cstring>
#include <new>

#include "platform/aligned_memory.h"
#include "platform/huge_pages.h"
#include "util/invariant.h"

namespace xq {

namespace {

// data layout: move 16 | value 16 | eval 16 | depth 8 | bound 2 | generation 6
uint64_t pack(Move move, Value value, Value eval, int depth, TTBound bound, uint8_t gen) {
    return uint64_t(move) | uint64_t(uint16_t(int16_t(value))) << 16 |
           uint64_t(uint16_t(int16_t(eval))) << 32 | uint64_t(uint8_t(depth)) << 48 |
           uint64_t(bound) << 56 | uint64_t(gen & 63) << 58;
}
Move data_move(uint64_t d) {
    return Move(d & 0xffff);
}
Value data_value(uint64_t d) {
    return int16_t(uint16_t(d >> 16));
}
Value data_eval(uint64_t d) {
    return int16_t(uint16_t(d >> 32));
}
int data_depth(uint64_t d) {
    return int8_t(uint8_t(d >> 48));
}
TTBound data_bound(uint64_t d) {
    return TTBound((d >> 56) & 3);
}
uint8_t data_gen(uint64_t d) {
    return uint8_t(d >> 58);
}

}  // namespace

TranspositionTable::TranspositionTable() {
    if (!resize(1)) throw std::bad_alloc();  // not even 1 MB: nothing sensible to do
}

TranspositionTable::~TranspositionTable() {
    zeroed_release(buckets_, bucket_count_ * sizeof(Bucket));
}

bool TranspositionTable::resize(size_t mb) {
    if (mb < 1) mb = 1;
    size_t count = 1;
    while (count * 2 * sizeof(Bucket) <= mb * 1024 * 1024) count *= 2;
    // The new table is allocated before the old one is freed: when the memory cannot be had,
    // the engine keeps playing with the table it has. Its pages come zeroed, which is the empty
    // table (every entry's check and data 0), so nothing is cleared here.
    // Align to 2 MB and ask for transparent huge pages (platform/huge_pages.h).
    constexpr size_t HUGE_PAGE = size_t(2) << 20;
    const size_t bytes = count * sizeof(Bucket);
    const size_t alignment = bytes >= HUGE_PAGE ? HUGE_PAGE : 64;  // bytes is a power of two
    auto* fresh = static_cast<Bucket*>(zeroed_acquire(alignment, bytes));
    if (!fresh) return false;
    XQ_ASSERT((count & (count - 1)) == 0 && bytes <= mb * 1024 * 1024);
    if (alignment == HUGE_PAGE) advise_huge_pages(fresh, bytes);
    zeroed_release(buckets_, bucket_count_ * sizeof(Bucket));
    buckets_ = fresh;
    bucket_count_ = count;
    mask_ = count - 1;
    size_mb_ = mb;
    generation_ = 0;
    warm_ = false;
    return true;
}

void TranspositionTable::clear() {
    // The table is not in use while this runs. Fresh zeroed pages replace the old ones at once;
    // when none can be had, the atomics are placement-new'ed (all zero) one by one.
    if (resize(size_mb_)) return;
    for (size_t i = 0; i < bucket_count_; ++i) new (&buckets_[i]) Bucket();
    generation_ = 0;
}

void TranspositionTable::warm() {
    if (warm_) return;
    zeroed_prefault(buckets_, bucket_count_ * sizeof(Bucket));
    warm_ = true;
}

bool TranspositionTable::probe(uint64_t key, TTData& out) const {
    const Bucket& b = buckets_[key & mask_];
    for (const Entry& e : b.e) {
        const uint64_t data = e.data.load(std::memory_order_relaxed);
        const uint64_t check = e.check.load(std::memory_order_relaxed);
        if ((check ^ data) == key && data != 0) {
            out.move = data_move(data);
            out.value = data_value(data);
            out.eval = data_eval(data);
            out.depth = data_depth(data);
            out.bound = data_bound(data);
            // Only store() writes entries, and it checks what it writes.
            XQ_ASSERT((out.bound == BOUND_NONE) == (out.value == VALUE_NONE));
            XQ_ASSERT(out.value == VALUE_NONE ||
                      (out.value >= -VALUE_MATE && out.value <= VALUE_MATE));
            XQ_ASSERT(out.depth >= -1 && out.depth <= MAX_PLY);
            XQ_ASSERT(data_gen(data) < 64);
            return true;
        }
    }
    return false;
}

void TranspositionTable::store(uint64_t key, Move move, Value value, Value eval, int depth,
                               TTBound bound) {
    // A bound comes with a value and a value with a bound; values are relative to the node
    // (mates counted from it, so never beyond VALUE_MATE), evaluations never mate scores, and
    // the depth is a search depth or one below quiescence.
    XQ_ASSERT((bound == BOUND_NONE) == (value == VALUE_NONE));
    XQ_ASSERT(value == VALUE_NONE || (value >= -VALUE_MATE && value <= VALUE_MATE));
    XQ_ASSERT(eval == VALUE_NONE ||
              (eval > -VALUE_MATE_IN_MAX_PLY && eval < VALUE_MATE_IN_MAX_PLY));
    XQ_ASSERT(depth >= -1 && depth <= MAX_PLY);
    XQ_ASSERT(bound <= BOUND_EXACT && (bound != BOUND_NONE || depth == -1));
    XQ_ASSERT(generation_ < 64 && bucket_count_ == mask_ + 1);
    Bucket& b = buckets_[key & mask_];
    Entry* replace = nullptr;
    int worst = 1 << 30;
    for (Entry& e : b.e) {
        const uint64_t data = e.data.load(std::memory_order_relaxed);
        const uint64_t check = e.check.load(std::memory_order_relaxed);
        if ((check ^ data) == key) {
            // Same position: keep a deeper exact result from this search unless this one is
            // exact, and keep the old move when the new search has none.
            if (move == MOVE_NONE) move = data_move(data);
            if (bound != BOUND_EXACT && data_gen(data) == generation_ &&
                data_depth(data) > depth + 2 && data_move(data) == move)
                return;
            replace = &e;
            break;
        }
        // Prefer to overwrite shallow entries from old searches.
        const int age = (generation_ - data_gen(data)) & 63;
        const int worth = data == 0 ? -1000 : data_depth(data) - 8 * age;
        if (worth < worst) {
            worst = worth;
            replace = &e;
        }
    }
    if (depth < -1) depth = -1;
    if (depth > 127) depth = 127;
    XQ_ASSERT_MSG(replace != nullptr, "no entry of the bucket chosen to replace");
    const uint64_t data = pack(move, value, eval, depth, bound, generation_);
    // The packed fields read back as given: none is cut to its width.
    XQ_ASSERT(data_move(data) == move && data_value(data) == value && data_eval(data) == eval);
    XQ_ASSERT(data_depth(data) == depth && data_bound(data) == bound);
    replace->data.store(data, std::memory_order_relaxed);
    replace->check.store(key ^ data, std::memory_order_relaxed);
}

int TranspositionTable::hashfull() const {
    int used = 0, total = 0;
    for (size_t i = 0; i < bucket_count_ && total < 1000; ++i) {
        for (const Entry& e : buckets_[i].e) {
            const uint64_t data = e.data.load(std::memory_order_relaxed);
            used += data != 0;  // filled by any search: the table keeps it between searches
            ++total;
        }
    }
    XQ_ASSERT(used >= 0 && used <= total);
    const int permille = total ? used * 1000 / total : 0;
    XQ_ASSERT(permille >= 0 && permille <= 1000);
    return permille;
}

}  // namespace xq
