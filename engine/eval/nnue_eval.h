// Integer inference of the network: the accumulator (feature transformer output per
// perspective), its incremental updates, and the small layers on top.
#pragma once

#include <cstdint>
#include <vector>

#include "eval/nnue_network.h"
#include "rules/position.h"

namespace xq::nnue {

struct Accumulator {
    alignas(64) int16_t v[2][L1];  // by perspective (RED, BLACK)
};

// The accumulator of `pos` computed from scratch.
void refresh(const Network& net, const Position& pos, Accumulator& acc);
// Adds (sign +1) or removes (-1) piece p on square s in both perspectives.
void update(const Network& net, Accumulator& acc, Piece p, Square s, int sign);
// `after` = `before` with pc moved from one square to another, capturing `captured` (or none).
void apply_move(const Network& net, const Accumulator& before, Accumulator& after, Piece pc,
                Square from, Square to, Piece captured);
// The inverse: `before` from `after`, the move of pc from one square to another taken back.
void take_back_move(const Network& net, const Accumulator& after, Accumulator& before, Piece pc,
                    Square from, Square to, Piece captured);

// The inference kernels, all giving the same integers: AVX2 where the CPU has it (chosen at run
// time, so the generic build uses it too), else SSE2 on any x86-64; WebAssembly SIMD in a wasm
// build compiled with it (nnue_simd.h decides); else portable loops.
enum class Kernel { PORTABLE, SSE2, AVX2, WASM_SIMD128 };
bool kernel_available(Kernel k);  // built in and supported by this CPU
Kernel active_kernel();           // the best available one, used by everything below
const char* kernel_name(Kernel k);

// The copy of the small layers (nnue_arch.h) that evaluates this position.
int bucket_of(const Position& pos);

// The network's output for an accumulator, in integer units (QA * QO per output unit), from
// the side to move's view with the small layers of `bucket`, by the active kernel or by a chosen
// available one (tests).
int32_t propagate(const Network& net, const Accumulator& acc, Color stm, int bucket);
int32_t propagate_with(Kernel kernel, const Network& net, const Accumulator& acc, Color stm,
                       int bucket);

// Output units to centipawns, kept clear of the mate range.
Value to_centipawns(const Network& net, int32_t output);

// Full evaluation of a position (no incremental state), side to move's view.
Value evaluate(const Network& net, const Position& pos);

// The incremental evaluator one searcher owns. It keeps one accumulator per ply of the
// position's history and recognises them by Zobrist key, so the search needs no hook in make or
// unmake: on evaluate it walks back to the nearest accumulator still valid for this line and
// replays the moves since (a null move copies), or refreshes when none is close.
class IncrementalEvaluator {
  public:
    void reset(const Network* net);  // forgets every accumulator (new search or network)
    const Network* network() const { return net_; }
    Value evaluate(const Position& pos);
    // The current accumulator after evaluate() (tests compare it with a refresh).
    const Accumulator& accumulator(const Position& pos) const {
        return stack_[pos.ply_from_fen()].acc;
    }
    uint64_t refreshes() const { return refreshes_; }  // full refreshes so far (tests, tuning)

  private:
    struct Entry {
        uint64_t key = 0;
        bool valid = false;
        Accumulator acc;
    };
    void backfill(const Position& pos, int cur);
    const Network* net_ = nullptr;
    std::vector<Entry> stack_;
    uint64_t refreshes_ = 0;
};

}  // namespace xq::nnue
