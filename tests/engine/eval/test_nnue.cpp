// The trained evaluation (docs/nnue.md): the incremental accumulator against a refresh along
// random lines (captures, null moves, undo), the network file's round trip and every kind of
// damage refused with a message, the integer inference against the float network it was
// quantised from, the SIMD path against a plain reference, and the engine's option.
#include <doctest/doctest.h>

#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <set>
#include <string>

#include "engine.h"
#include "eval/nnue_eval.h"
#include "eval/nnue_float.h"
#include "rules/movegen.h"
#include "temp_dir.h"

using namespace xq;
using namespace xq::nnue;

namespace {

// A float network with weights of the sizes training gives (so that activations fall both
// inside and outside the clipped range).
FloatNetwork random_float_network(uint64_t seed) {
    std::mt19937_64 rng(seed);
    std::normal_distribution<float> ft(0, 0.06f), hid(0, 0.07f), out(0, 1.0f);
    FloatNetwork f;
    for (float& w : f.ft_weights) w = ft(rng);
    for (float& b : f.ft_bias) b = 0.3f + ft(rng);
    for (float& w : f.hidden_weights) w = hid(rng);
    for (float& b : f.hidden_bias) b = 0.2f * hid(rng);
    for (float& w : f.out_weights) w = out(rng);
    for (float& b : f.out_bias) b = 0.05f * out(rng);
    f.cp_per_unit = 375;
    return f;
}

const Network& test_network() {
    static const std::unique_ptr<Network> net = quantise(random_float_network(7));
    return *net;
}

// Positions along random playouts of 30 plies from each start in turn.
std::vector<Position> sample_positions(int count, uint64_t seed) {
    static const char* starts[] = {
        START_FEN,
        "r1bakab1r/9/1cn4c1/p1p1p1p1p/9/2P6/P3P1n1P/1CN1C1N2/9/R1BAKAB1R w - - 0 6",
        "2bakab2/9/2n1c1n2/p1p1p1p1p/4r4/2P3P2/P3P3P/2N1C1N2/4A4/R1B1KAB2 w - - 0 12",
        // Fewer pieces, so that every copy of the small layers (nnue_arch.h) is reached.
        "r1bakab2/9/2n1c4/p3p3p/9/9/P3P3P/2N1C4/9/R1BAKAB2 w - - 0 20",
        "r1bakab2/9/2n1c4/4p4/9/9/4P4/2N1C4/9/R1BAKAB2 w - - 0 24",
        "3ak4/4a4/4b4/p3p3p/9/2P3P2/9/4B4/4A4/3AK1C2 w - - 0 40",
        "3ak4/9/4b4/p7p/9/6P2/9/4B4/9/3AKR3 w - - 0 44",
        "3k5/4a4/9/9/2p6/9/6P2/4C4/9/4K4 w - - 0 50",
        "4k4/9/9/9/9/9/9/9/3R5/3K5 w - - 0 60",
    };
    std::mt19937_64 rng(seed);
    std::vector<Position> out;
    for (size_t playout = 0; int(out.size()) < count; ++playout) {
        Position pos;
        REQUIRE(pos.set_fen(starts[playout % std::size(starts)]));
        for (int ply = 0; ply < 30 && int(out.size()) < count; ++ply) {
            MoveList moves;
            generate_legal(pos, moves);
            if (moves.size() == 0) break;
            pos.do_move(moves.begin()[rng() % unsigned(moves.size())]);
            out.push_back(pos);
        }
    }
    return out;
}

// The output computed straight from the file's integers, with no shared code.
int32_t reference_output(const Network& net, const Position& pos) {
    int32_t acc[2][L1];
    for (int v = 0; v < 2; ++v)
        for (int i = 0; i < L1; ++i) acc[v][i] = net.ft_bias[i];
    for (Square s = 0; s < SQUARE_NB; ++s) {
        const Piece p = pos.piece_on(s);
        if (!p) continue;
        for (int v = 0; v < 2; ++v) {
            const Square seen = v == RED ? s : make_square(file_of(s), 9 - rank_of(s));
            const int f = ((color_of(p) == v ? 0 : 7) + type_of(p) - 1) * 90 + seen;
            for (int i = 0; i < L1; ++i) acc[v][i] += net.ft_weights[f * L1 + i];
        }
    }
    const Color stm = pos.side_to_move();
    // The small layers' copy for this many pieces: BUCKETS equal ranges of 1..32.
    int pieces = 0;
    for (Square s = 0; s < SQUARE_NB; ++s) pieces += pos.piece_on(s) != NO_PIECE;
    const int b = (pieces - 1) * BUCKETS / 32;
    int32_t out = net.out_bias[b];
    for (int k = b * L2; k < (b + 1) * L2; ++k) {
        int32_t sum = net.hidden_bias[k];
        for (int i = 0; i < 2 * L1; ++i) {
            const int32_t a = (acc[i < L1 ? stm : ~stm][i % L1] + 2) / 4;  // rounded
            sum += std::min(std::max(a, 0), QA) * net.hidden_weights[k * 2 * L1 + i];
        }
        out += std::min(std::max((sum + 64) >> 7, 0), QA) * net.out_weights[k];
    }
    return out;
}

using xq::test::temp_file;

}  // namespace

TEST_CASE("nnue / the incremental accumulator equals a refresh along random lines") {
    const Network& net = test_network();
    std::mt19937_64 rng(12345);
    IncrementalEvaluator inc;
    inc.reset(&net);
    Position pos;
    int captures = 0, nulls = 0, undos = 0, checked = 0;
    std::vector<int> kinds;  // what each ply on top of the root was: 0 move, 1 null
    for (int step = 0; step < 4000; ++step) {
        const unsigned r = unsigned(rng() % 100);
        if (r < 25 && !kinds.empty()) {
            kinds.back() ? pos.undo_null_move() : pos.undo_move();
            kinds.pop_back();
            ++undos;
        } else if (r < 32 && !pos.in_check() && (kinds.empty() || kinds.back() == 0)) {
            pos.do_null_move();
            kinds.push_back(1);
            ++nulls;
        } else {
            MoveList moves;
            generate_legal(pos, moves);
            if (moves.size() == 0 || kinds.size() > 100) {
                REQUIRE(pos.set_fen(START_FEN));
                kinds.clear();
                continue;
            }
            Move m = moves.begin()[rng() % unsigned(moves.size())];
            for (Move c : moves)
                if (pos.is_capture(c) && rng() % 2) m = c;
            captures += pos.is_capture(m);
            pos.do_move(m);
            kinds.push_back(0);
        }
        // Evaluate only sometimes, so that several moves are replayed at once.
        if (rng() % 3 == 0) {
            const Value v = inc.evaluate(pos);
            Accumulator fresh;
            refresh(net, pos, fresh);
            REQUIRE(std::memcmp(&fresh, &inc.accumulator(pos), sizeof fresh) == 0);
            CHECK(v == evaluate(net, pos));
            ++checked;
        }
    }
    CHECK(captures > 100);
    CHECK(nulls > 50);
    CHECK(undos > 500);
    CHECK(checked > 1000);
}

TEST_CASE("nnue / after a refresh the ancestors' accumulators are derived, not refreshed") {
    // As in the search: the inner nodes' evaluations come from the hash table, so only a leaf
    // is evaluated; its siblings and parents must then cost a few rows, not a refresh each.
    const Network& net = test_network();
    std::mt19937_64 rng(5);
    IncrementalEvaluator inc;
    inc.reset(&net);
    Position pos;
    for (int ply = 0; ply < 20; ++ply) {
        MoveList moves;
        generate_legal(pos, moves);
        REQUIRE(moves.size() > 0);
        Move m = moves.begin()[rng() % unsigned(moves.size())];
        for (Move c : moves)  // captures too, so that pieces come back when moves are taken back
            if (pos.is_capture(c)) m = c;
        pos.do_move(m);
    }
    inc.evaluate(pos);
    CHECK(inc.refreshes() == 1);
    for (int up = 0; up < 4; ++up) {
        pos.undo_move();
        MoveList moves;
        generate_legal(pos, moves);
        for (Move m : moves) {  // every sibling of the line's node at this height
            pos.do_move(m);
            const Value v = inc.evaluate(pos);
            Accumulator fresh;
            refresh(net, pos, fresh);
            REQUIRE(std::memcmp(&fresh, &inc.accumulator(pos), sizeof fresh) == 0);
            CHECK(v == evaluate(net, pos));
            pos.undo_move();
        }
        CHECK(inc.evaluate(pos) == evaluate(net, pos));
    }
    CHECK(inc.refreshes() == 1);
}

TEST_CASE("nnue / a new network or root is never served a stale accumulator") {
    const Network& a = test_network();
    const std::unique_ptr<Network> b = quantise(random_float_network(99));
    IncrementalEvaluator inc;
    inc.reset(&a);
    Position pos;
    inc.evaluate(pos);
    inc.reset(b.get());
    CHECK(inc.evaluate(pos) == evaluate(*b, pos));
    // Another position at the same history index.
    REQUIRE(pos.set_fen("2bakab2/9/2n1c1n2/p1p1p1p1p/4r4/2P3P2/P3P3P/2N1C1N2/4A4/R1B1KAB2 w"));
    CHECK(inc.evaluate(pos) == evaluate(*b, pos));
}

TEST_CASE("nnue / the network file round-trips") {
    const Network& net = test_network();
    std::string error;
    const std::unique_ptr<Network> back = deserialize(serialize(net), &error);
    REQUIRE_MESSAGE(back, error);
    CHECK(serialize(*back) == serialize(net));
    for (const Position& pos : sample_positions(50, 3))
        CHECK(evaluate(*back, pos) == evaluate(net, pos));
}

TEST_CASE("nnue / a network dequantised and quantised again is the same network") {
    const Network& net = test_network();
    size_t clipped = 1;
    const FloatNetwork f = dequantise(net);
    const std::unique_ptr<Network> again = quantise(f, &clipped);
    CHECK(clipped == 0);
    CHECK(serialize(*again) == serialize(net));
    // The float pass of the dequantised weights is the integer evaluation up to rounding of the
    // activations.
    for (const Position& pos : sample_positions(50, 5))
        CHECK(std::abs(forward_centipawns(f, pos) - float(evaluate(net, pos))) < 12.0f);
}

TEST_CASE("nnue / the loader rejects a damaged file with a clear message") {
    const std::vector<uint8_t> good = serialize(test_network());
    std::string error;

    std::vector<uint8_t> truncated(good.begin(), good.end() - 1000);
    CHECK_FALSE(deserialize(truncated, &error));
    CHECK(error.find("truncated") != std::string::npos);

    std::vector<uint8_t> version = good;
    version[8] = uint8_t(FILE_VERSION + 1);
    CHECK_FALSE(deserialize(version, &error));
    CHECK(error.find("version") != std::string::npos);

    std::vector<uint8_t> shape = good;
    shape[16] ^= 1;  // L1
    CHECK_FALSE(deserialize(shape, &error));
    CHECK(error.find("network") != std::string::npos);

    std::vector<uint8_t> buckets = good;
    buckets[24] ^= 2;  // the number of small-layer copies
    CHECK_FALSE(deserialize(buckets, &error));
    CHECK(error.find("bucket") != std::string::npos);

    std::vector<uint8_t> corrupt = good;
    corrupt[good.size() / 2] ^= 0x40;
    CHECK_FALSE(deserialize(corrupt, &error));
    CHECK(error.find("checksum") != std::string::npos);

    std::vector<uint8_t> foreign = good;
    foreign[0] = 'Y';
    CHECK_FALSE(deserialize(foreign, &error));
    CHECK(error.find("magic") != std::string::npos);

    // Through a file: the message names it.
    const std::string path = temp_file("nnue_truncated.nnue");
    std::ofstream(path, std::ios::binary)
        .write(reinterpret_cast<const char*>(truncated.data()), std::streamsize(truncated.size()));
    CHECK_FALSE(load_network(path, &error));
    CHECK(error.find(path) != std::string::npos);
    CHECK_FALSE(load_network(temp_file("no_such_file.nnue"), &error));
    CHECK(error.find("cannot open") != std::string::npos);
}

TEST_CASE("nnue / the integer evaluation stays close to the float network") {
    const FloatNetwork f = random_float_network(7);
    const Network& net = test_network();
    double total = 0, worst = 0, spread = 0;
    const std::vector<Position> positions = sample_positions(400, 11);
    for (const Position& pos : positions) {
        const double fl = forward_centipawns(f, pos);
        const double d = std::abs(fl - evaluate(net, pos));
        total += d;
        worst = std::max(worst, d);
        spread += std::abs(fl);
    }
    const double n = double(positions.size());
    MESSAGE("mean |float - int| ", total / n, " cp, max ", worst, " cp, mean |eval| ", spread / n);
    CHECK(spread / n > 100);  // the network says something, so the agreement means something
    // Rounding the weights costs 2-6% of the evaluation's size here (by the random network);
    // a scale or rounding mistake costs far more.
    CHECK(total / spread < 0.08);
    CHECK(worst < 0.4 * spread / n);
}

TEST_CASE("nnue / every kernel this CPU runs matches a plain integer reference") {
    const Network& net = test_network();
    MESSAGE("active kernel ", std::string(kernel_name(active_kernel())));
    CHECK(kernel_available(Kernel::PORTABLE));
    CHECK(kernel_available(active_kernel()));
#if defined(__x86_64__)
    CHECK(active_kernel() != Kernel::PORTABLE);  // SSE2 at least, chosen at run time
#endif
    int kernels_run = 0;
    std::set<int> buckets;
    for (Kernel k : {Kernel::PORTABLE, Kernel::SSE2, Kernel::AVX2, Kernel::WASM_SIMD128}) {
        if (!kernel_available(k)) continue;
        ++kernels_run;
        for (const Position& pos : sample_positions(300, 5)) {
            Accumulator acc;
            refresh(net, pos, acc);
            const int32_t want = reference_output(net, pos);
            const int b = bucket_of(pos);
            buckets.insert(b);
            CHECK_MESSAGE(propagate_with(k, net, acc, pos.side_to_move(), b) == want,
                          kernel_name(k));
            CHECK(propagate(net, acc, pos.side_to_move(), b) == want);
        }
    }
    CHECK(kernels_run >= 1);
    CHECK(int(buckets.size()) == BUCKETS);
}

TEST_CASE("nnue / the engine option switches the evaluation and keeps it on a bad file") {
    const std::string path = temp_file("nnue_engine_test.nnue");
    std::string error;
    REQUIRE(save_network(test_network(), path, &error));
    Engine engine;
    REQUIRE(engine.set_use_nnue(false));
    const Value hand_made = engine.evaluate_root();
    REQUIRE_MESSAGE(engine.load_nnue(path, &error), error);
    CHECK(engine.evaluate_root() == hand_made);  // loaded but not in use
    REQUIRE(engine.set_use_nnue(true, &error));
    const Value net_value = evaluate(test_network(), engine.position());
    CHECK(engine.evaluate_root() == net_value);
    CHECK(net_value != hand_made);
    // A damaged file is refused and the loaded network stays.
    const std::string bad = temp_file("nnue_engine_bad.nnue");
    std::ofstream(bad, std::ios::binary) << "XQNNUE1\nshort";
    CHECK_FALSE(engine.load_nnue(bad, &error));
    CHECK(error.find(bad) != std::string::npos);
    CHECK(engine.evaluate_root() == net_value);
    // A search on the network finishes with a legal move.
    Move best = MOVE_NONE;
    engine.on_bestmove([&](const BestMoveInfo& info) { best = info.best; });
    SearchLimits limits;
    limits.depth = 6;
    engine.go(limits);
    engine.wait();
    CHECK(engine.position().is_legal(best));
    engine.set_use_nnue(false);
    CHECK(engine.evaluate_root() == hand_made);
}

TEST_CASE("nnue / a new engine evaluates with the shipped network") {
    // The source tree ships assets/xiangqi.nnue; the engine finds it like the opening book.
    const std::string path = default_network_path();
    REQUIRE_FALSE(path.empty());
    std::string error;
    const std::unique_ptr<Network> shipped = load_network(path, &error);
    REQUIRE_MESSAGE(shipped, error);
    Engine engine;
    CHECK(engine.settings().use_nnue == NNUE_BY_DEFAULT);
    CHECK(engine.nnue_loaded() == NNUE_BY_DEFAULT);
    if (NNUE_BY_DEFAULT) CHECK(engine.evaluate_root() == evaluate(*shipped, engine.position()));
}
