#include "eval/nnue_eval.h"

#include <algorithm>
#include <cstring>

#include "eval/nnue_simd.h"
#include "eval/nnue_wasm.h"
#include "util/invariant.h"

#ifdef XQ_NNUE_X86
// Every x86-64 has SSE2; AVX2 code is compiled for its own functions only (target attribute)
// and chosen at run time, so the generic build runs the fast kernel where the CPU has it.
#include <immintrin.h>
#define XQ_TARGET_AVX2 __attribute__((target("avx2")))
#endif

namespace xq::nnue {

namespace {

// Replaying more moves than this costs more than a refresh.
constexpr int MAX_REPLAY = 12;
// After a refresh, the accumulators of this many ancestors are derived by taking moves back
// (bench 11: 204,824 refreshes in 593,896 evaluations without, 189 with 2, 153 with 4).
constexpr int BACKFILL = 4;

// x / 2^shift rounded to nearest: flooring would bias every activation down by half a step,
// which adds up over a layer's inputs.
constexpr int32_t round_shift(int32_t x, int shift) {
    return (x + (1 << (shift - 1))) >> shift;
}

// Clipped ReLU of both halves, side to move first: 0..QA as bytes.
void transform(const Accumulator& acc, Color stm, uint8_t* out) {
    const int16_t* halves[2] = {acc.v[stm], acc.v[~stm]};
    for (int h = 0; h < 2; ++h)
        for (int i = 0; i < L1; ++i)
            out[h * L1 + i] = uint8_t(std::clamp<int>(round_shift(halves[h][i], FT_SHIFT), 0, QA));
}

int32_t output_layer(const Network& net, int bucket, const int32_t* hidden_sums) {
    const int32_t* w = net.out_weights + bucket * L2;
    int32_t out = net.out_bias[bucket];
    for (int k = 0; k < L2; ++k) {
        const int32_t h = std::clamp<int32_t>(round_shift(hidden_sums[k], QB_SHIFT), 0, QA);
        out += h * w[k];
    }
    return out;
}

// The hidden layer of bucket b: its L2 outputs' weights, one row of 2 * L1 each, then biases.
void hidden_portable(const Network& net, int b, const uint8_t* in, int32_t* sums) {
    for (int k = 0; k < L2; ++k) {
        const int8_t* w = net.hidden_weights + (b * L2 + k) * 2 * L1;
        int32_t s = net.hidden_bias[b * L2 + k];
        for (int i = 0; i < 2 * L1; ++i) s += int32_t(in[i]) * int32_t(w[i]);
        sums[k] = s;
    }
}

#ifdef XQ_NNUE_X86
// maddubs multiplies bytes (0..127) by int8 weights and adds pairs into int16: at most
// 2 * 127 * 127 = 32258 in size, so it never saturates and matches the portable sums exactly.
XQ_TARGET_AVX2 void hidden_avx2(const Network& net, int b, const uint8_t* in, int32_t* sums) {
    static_assert((2 * L1) % 32 == 0 && L2 % 4 == 0);
    const __m256i ones = _mm256_set1_epi16(1);
    // Four outputs per pass: four independent sums hide the add latency and share the loads.
    for (int k = 0; k < L2; k += 4) {
        const int8_t* w = net.hidden_weights + (b * L2 + k) * 2 * L1;
        __m256i acc[4] = {_mm256_setzero_si256(), _mm256_setzero_si256(), _mm256_setzero_si256(),
                          _mm256_setzero_si256()};
        for (int i = 0; i < 2 * L1; i += 32) {
            const __m256i x = _mm256_load_si256(reinterpret_cast<const __m256i*>(in + i));
            for (int j = 0; j < 4; ++j) {
                const __m256i y =
                    _mm256_load_si256(reinterpret_cast<const __m256i*>(w + j * 2 * L1 + i));
                acc[j] =
                    _mm256_add_epi32(acc[j], _mm256_madd_epi16(_mm256_maddubs_epi16(x, y), ones));
            }
        }
        for (int j = 0; j < 4; ++j) {
            const __m128i s4 =
                _mm_add_epi32(_mm256_castsi256_si128(acc[j]), _mm256_extracti128_si256(acc[j], 1));
            const __m128i s2 = _mm_add_epi32(s4, _mm_shuffle_epi32(s4, 0x4e));
            const __m128i s1 = _mm_add_epi32(s2, _mm_shuffle_epi32(s2, 0xb1));
            sums[k + j] = net.hidden_bias[b * L2 + k + j] + _mm_cvtsi128_si32(s1);
        }
    }
}

// The clipped ReLU of transform(), 32 units a pass. The rounding add saturates instead of
// wrapping, which changes nothing: such a unit clips to QA either way.
XQ_TARGET_AVX2 void transform_avx2(const Accumulator& acc, Color stm, uint8_t* out) {
    static_assert(L1 % 32 == 0 && FT_SHIFT == 2);
    const int16_t* halves[2] = {acc.v[stm], acc.v[~stm]};
    const __m256i half_step = _mm256_set1_epi16(1 << (FT_SHIFT - 1));
    const __m256i qa = _mm256_set1_epi8(QA);
    for (int h = 0; h < 2; ++h) {
        for (int i = 0; i < L1; i += 32) {
            const __m256i a = _mm256_load_si256(reinterpret_cast<const __m256i*>(halves[h] + i));
            const __m256i b =
                _mm256_load_si256(reinterpret_cast<const __m256i*>(halves[h] + i + 16));
            const __m256i ra = _mm256_srai_epi16(_mm256_adds_epi16(a, half_step), FT_SHIFT);
            const __m256i rb = _mm256_srai_epi16(_mm256_adds_epi16(b, half_step), FT_SHIFT);
            // packus clips to 0..255 and interleaves the 128-bit lanes; the permute restores
            // the order.
            const __m256i packed = _mm256_permute4x64_epi64(_mm256_packus_epi16(ra, rb), 0xd8);
            _mm256_store_si256(reinterpret_cast<__m256i*>(out + h * L1 + i),
                               _mm256_min_epu8(packed, qa));
        }
    }
}

// SSE2 has no byte-by-byte multiply: this one multiplies int16 pairs (the widened weights).
void hidden_sse2(const Network& net, int b, const uint8_t* in, int32_t* sums) {
    static_assert((2 * L1) % 16 == 0 && L2 % 4 == 0);
    alignas(16) int16_t x[2 * L1];
    const __m128i zero = _mm_setzero_si128();
    for (int i = 0; i < 2 * L1; i += 16) {
        const __m128i bytes = _mm_load_si128(reinterpret_cast<const __m128i*>(in + i));
        _mm_store_si128(reinterpret_cast<__m128i*>(x + i), _mm_unpacklo_epi8(bytes, zero));
        _mm_store_si128(reinterpret_cast<__m128i*>(x + i + 8), _mm_unpackhi_epi8(bytes, zero));
    }
    for (int k = 0; k < L2; k += 4) {
        const int16_t* w = net.hidden_weights16 + (b * L2 + k) * 2 * L1;
        __m128i acc[4] = {_mm_setzero_si128(), _mm_setzero_si128(), _mm_setzero_si128(),
                          _mm_setzero_si128()};
        for (int i = 0; i < 2 * L1; i += 8) {
            const __m128i a = _mm_load_si128(reinterpret_cast<const __m128i*>(x + i));
            for (int j = 0; j < 4; ++j) {
                const __m128i wv =
                    _mm_load_si128(reinterpret_cast<const __m128i*>(w + j * 2 * L1 + i));
                acc[j] = _mm_add_epi32(acc[j], _mm_madd_epi16(a, wv));
            }
        }
        for (int j = 0; j < 4; ++j) {
            const __m128i s2 = _mm_add_epi32(acc[j], _mm_shuffle_epi32(acc[j], 0x4e));
            const __m128i s1 = _mm_add_epi32(s2, _mm_shuffle_epi32(s2, 0xb1));
            sums[k + j] = net.hidden_bias[b * L2 + k + j] + _mm_cvtsi128_si32(s1);
        }
    }
}
#endif

Kernel detect_kernel() {
#ifdef XQ_NNUE_X86
    __builtin_cpu_init();  // may run before the runtime's own initialisation
    return __builtin_cpu_supports("avx2") ? Kernel::AVX2 : Kernel::SSE2;
#elif defined(XQ_NNUE_WASM)
    return Kernel::WASM_SIMD128;
#else
    return Kernel::PORTABLE;
#endif
}

// The accumulator loops are left to the compiler's vectoriser (SSE2, or wasm SIMD with
// -msimd128); the AVX2 copies below are the same source compiled for wider registers.
template <bool Add>
inline __attribute__((always_inline)) void add_or_sub(int16_t* a, const int16_t* w) {
    for (int i = 0; i < L1; ++i) a[i] = int16_t(Add ? a[i] + w[i] : a[i] - w[i]);
}

// out = in + add - sub, and the captured piece's row taken away (a move) or given back (a move
// taken back).
template <bool Back = false>
inline __attribute__((always_inline)) void move_rows(const int16_t* in, int16_t* out,
                                                     const int16_t* add, const int16_t* sub,
                                                     const int16_t* cap) {
    if (cap)
        for (int i = 0; i < L1; ++i)
            out[i] =
                int16_t(Back ? in[i] + add[i] - sub[i] + cap[i] : in[i] + add[i] - sub[i] - cap[i]);
    else
        for (int i = 0; i < L1; ++i) out[i] = int16_t(in[i] + add[i] - sub[i]);
}

#ifdef XQ_NNUE_X86
XQ_TARGET_AVX2 void add_avx2(int16_t* a, const int16_t* w) {
    add_or_sub<true>(a, w);
}
XQ_TARGET_AVX2 void sub_avx2(int16_t* a, const int16_t* w) {
    add_or_sub<false>(a, w);
}
XQ_TARGET_AVX2 void move_rows_avx2(const int16_t* in, int16_t* out, const int16_t* add,
                                   const int16_t* sub, const int16_t* cap) {
    move_rows(in, out, add, sub, cap);
}
XQ_TARGET_AVX2 void move_rows_back_avx2(const int16_t* in, int16_t* out, const int16_t* add,
                                        const int16_t* sub, const int16_t* cap) {
    move_rows<true>(in, out, add, sub, cap);
}
#endif

bool use_avx2() {
    return active_kernel() == Kernel::AVX2;
}

}  // namespace

bool kernel_available(Kernel k) {
    switch (k) {
        case Kernel::PORTABLE:
#ifdef XQ_NNUE_X86
        case Kernel::SSE2:
#elif defined(XQ_NNUE_WASM)
        case Kernel::WASM_SIMD128:
#endif
            return true;
#ifdef XQ_NNUE_X86
        case Kernel::AVX2:
            return detect_kernel() == Kernel::AVX2;
#endif
        default:
            return false;
    }
}

Kernel active_kernel() {
    static const Kernel kernel = detect_kernel();
    return kernel;
}

const char* kernel_name(Kernel k) {
    switch (k) {
        case Kernel::AVX2:
            return "AVX2";
        case Kernel::SSE2:
            return "SSE2";
        case Kernel::WASM_SIMD128:
            return "wasm SIMD128";
        default:
            return "portable";
    }
}

void refresh(const Network& net, const Position& pos, Accumulator& acc) {
    for (int view = 0; view < 2; ++view) std::memcpy(acc.v[view], net.ft_bias, sizeof(acc.v[0]));
    for (Piece p = 1; p < PIECE_NB; ++p) {
        if (type_of(p) == NO_PIECE_TYPE) continue;
        const uint8_t* squares = pos.squares(p);
        for (int i = 0; i < pos.count(p); ++i) update(net, acc, p, squares[i], +1);
    }
}

void update(const Network& net, Accumulator& acc, Piece p, Square s, int sign) {
    const bool avx2 = use_avx2();
    for (int view = 0; view < 2; ++view) {
        const int16_t* w = net.ft_weights + feature_index(Color(view), p, s) * L1;
        int16_t* a = acc.v[view];
#ifdef XQ_NNUE_X86
        if (avx2) {
            sign > 0 ? add_avx2(a, w) : sub_avx2(a, w);
            continue;
        }
#endif
        sign > 0 ? add_or_sub<true>(a, w) : add_or_sub<false>(a, w);
    }
    (void)avx2;
}

namespace {

// `out` = `in` with pc moved from one square to another, or (Back) with that move taken back;
// the captured piece's row goes with the move and comes back with the take-back.
template <bool Back>
void move_piece(const Network& net, const Accumulator& in, Accumulator& out, Piece pc, Square from,
                Square to, Piece captured) {
    const bool avx2 = use_avx2();
    const Square now = Back ? from : to, was = Back ? to : from;
    for (int view = 0; view < 2; ++view) {
        const int16_t* add = net.ft_weights + feature_index(Color(view), pc, now) * L1;
        const int16_t* sub = net.ft_weights + feature_index(Color(view), pc, was) * L1;
        const int16_t* cap =
            captured ? net.ft_weights + feature_index(Color(view), captured, to) * L1 : nullptr;
#ifdef XQ_NNUE_X86
        if (avx2) {
            (Back ? move_rows_back_avx2 : move_rows_avx2)(in.v[view], out.v[view], add, sub, cap);
            continue;
        }
#endif
        move_rows<Back>(in.v[view], out.v[view], add, sub, cap);
    }
    (void)avx2;
}

}  // namespace

void apply_move(const Network& net, const Accumulator& before, Accumulator& after, Piece pc,
                Square from, Square to, Piece captured) {
    move_piece<false>(net, before, after, pc, from, to, captured);
}

void take_back_move(const Network& net, const Accumulator& after, Accumulator& before, Piece pc,
                    Square from, Square to, Piece captured) {
    move_piece<true>(net, after, before, pc, from, to, captured);
}

int32_t propagate_with(Kernel kernel, const Network& net, const Accumulator& acc, Color stm,
                       int bucket) {
    alignas(64) uint8_t in[2 * L1];
    int32_t sums[L2];
    switch (kernel) {
#ifdef XQ_NNUE_X86
        case Kernel::AVX2:
            transform_avx2(acc, stm, in);
            hidden_avx2(net, bucket, in, sums);
            break;
        case Kernel::SSE2:
            transform(acc, stm, in);
            hidden_sse2(net, bucket, in, sums);
            break;
#elif defined(XQ_NNUE_WASM)
        case Kernel::WASM_SIMD128:
            wasm::transform(acc.v[stm], acc.v[~stm], in);
            wasm::hidden(net, bucket, in, sums);
            break;
#endif
        default:
            transform(acc, stm, in);
            hidden_portable(net, bucket, in, sums);
            break;
    }
    return output_layer(net, bucket, sums);
}

int32_t propagate(const Network& net, const Accumulator& acc, Color stm, int bucket) {
    return propagate_with(active_kernel(), net, acc, stm, bucket);
}

int bucket_of(const Position& pos) {
    if (BUCKETS == 1) return 0;
    int pieces = 0;
    for (Piece p = 1; p < PIECE_NB; ++p)
        if (type_of(p) != NO_PIECE_TYPE) pieces += pos.count(p);
    return bucket_of(pieces);
}

Value to_centipawns(const Network& net, int32_t output) {
    const int64_t cp = int64_t(output) * net.cp_per_unit / (QA * QO);
    const int64_t limit = VALUE_MATE_IN_MAX_PLY - 1;
    return Value(std::clamp<int64_t>(cp, -limit, limit));
}

Value evaluate(const Network& net, const Position& pos) {
    Accumulator acc;
    refresh(net, pos, acc);
    return to_centipawns(net, propagate(net, acc, pos.side_to_move(), bucket_of(pos)));
}

// The search takes most static evaluations of inner nodes from the hash table, so their
// accumulators are never computed, and without them every sibling and cousin of a refreshed
// node would need a refresh of its own. Taking the moves back costs a few rows each.
void IncrementalEvaluator::backfill(const Position& pos, int cur) {
    Piece board[SQUARE_NB];
    for (Square s = 0; s < SQUARE_NB; ++s) board[s] = pos.piece_on(s);
    for (int k = cur; k > std::max(0, cur - BACKFILL); --k) {
        const StateInfo& st = pos.state_at(k);
        Entry& parent = stack_[k - 1];
        const uint64_t parent_key = pos.state_at(k - 1).key;
        if (parent.valid && parent.key == parent_key) break;  // known from here up
        if (st.move == MOVE_NONE) {
            parent.acc = stack_[k].acc;
        } else {
            const Square from = from_sq(st.move), to = to_sq(st.move);
            take_back_move(*net_, stack_[k].acc, parent.acc, board[to], from, to, st.captured);
            board[from] = board[to];
            board[to] = st.captured;
        }
        parent.key = parent_key;
        parent.valid = true;
    }
}

void IncrementalEvaluator::reset(const Network* net) {
    net_ = net;
    for (Entry& e : stack_) e.valid = false;
}

Value IncrementalEvaluator::evaluate(const Position& pos) {
    const int cur = pos.ply_from_fen();
    if (int(stack_.size()) <= cur) stack_.resize(size_t(cur) + MAX_PLY);
    // The nearest accumulator of this line, by key.
    int base = cur;
    while (base >= 0 && base > cur - MAX_REPLAY &&
           !(stack_[base].valid && stack_[base].key == pos.state_at(base).key))
        --base;
    if (base < 0 || base <= cur - MAX_REPLAY) {
        refresh(*net_, pos, stack_[cur].acc);
        ++refreshes_;
        stack_[cur].key = pos.key();
        stack_[cur].valid = true;
        backfill(pos, cur);
    } else if (base < cur) {
        // The movers of the moves since `base`: each stands on its target square after its
        // move, so taking the moves back on a scratch board finds them (one move: no board).
        Piece mover[MAX_REPLAY];
        if (base == cur - 1) {
            const Move m = pos.state_at(cur).move;
            if (m != MOVE_NONE) mover[0] = pos.piece_on(to_sq(m));
            XQ_ASSERT(m == MOVE_NONE || mover[0] != NO_PIECE);
        } else {
            Piece board[SQUARE_NB];
            for (Square s = 0; s < SQUARE_NB; ++s) board[s] = pos.piece_on(s);
            for (int k = cur; k > base; --k) {
                const StateInfo& st = pos.state_at(k);
                if (st.move == MOVE_NONE) continue;
                const Square from = from_sq(st.move), to = to_sq(st.move);
                mover[cur - k] = board[to];
                XQ_ASSERT(mover[cur - k] != NO_PIECE);
                board[from] = board[to];
                board[to] = st.captured;
            }
        }
        for (int k = base + 1; k <= cur; ++k) {
            const StateInfo& st = pos.state_at(k);
            Accumulator& acc = stack_[k].acc;
            if (st.move == MOVE_NONE) {
                acc = stack_[k - 1].acc;  // a null move changes nothing but the side to move
            } else {
                const Square from = from_sq(st.move), to = to_sq(st.move);
                apply_move(*net_, stack_[k - 1].acc, acc, mover[cur - k], from, to, st.captured);
            }
            stack_[k].key = st.key;
            stack_[k].valid = true;
        }
    }
    XQ_ASSERT(stack_[cur].valid && stack_[cur].key == pos.key());
    if constexpr (SLOW_ASSERTS) {
        Accumulator fresh;
        refresh(*net_, pos, fresh);
        XQ_ASSERT_MSG(std::memcmp(fresh.v, stack_[cur].acc.v, sizeof fresh.v) == 0,
                      "the incremental NNUE accumulator differs from a refresh");
    }
    return to_centipawns(*net_,
                         propagate(*net_, stack_[cur].acc, pos.side_to_move(), bucket_of(pos)));
}

}  // namespace xq::nnue
