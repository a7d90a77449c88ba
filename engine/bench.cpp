#include "bench.h"

#include <chrono>

#include "engine.h"
#include "formats/iccs.h"

namespace xq {

const std::vector<std::string>& bench_positions() {
    static const std::vector<std::string> positions = {
        // The start position and five classical openings.
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        "r1bakabr1/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKABR1 w - - 6 4",
        "rnbakabr1/9/1c2c1n2/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKABR1 w - - 6 4",
        "r1bakab1r/9/1cn2cn2/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKABR1 w - - 6 4",
        "rn1akabnr/9/2c1b2c1/p1p1p1p1p/9/2P6/P3P1P1P/1C2C4/9/RNBAKABNR w - - 4 3",
        "rnbakab1r/9/1c2c1n2/p1p1p1p1p/9/9/P1P1P1P1P/1C2B1NC1/9/RNBAKA2R w - - 4 3",
        // Perft reference positions (docs/perft.md).
        "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
        "4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1",
        "2bak1b1r/4a4/2n4cn/p6C1/4pN3/P2N4R/4P1P1P/3CB4/4A2r1/c1BAKR3 w - - 0 1",
        "3k1a3/2P1aP3/4b1n2/8C/6b2/1R5R1/9/9/1rcpr4/3c1K3 w - - 0 1",
        "r3k4/9/4b4/9/9/9/9/4C4/4A4/4K4 b - - 0 1",
        // Middlegames.
        "r1bakab1r/9/1cn4c1/p1p1p1p1p/9/2P6/P3P1n1P/1CN1C1N2/9/R1BAKAB1R w - - 0 6",
        "2bakab2/9/2n1c1n2/p1p1p1p1p/4r4/2P3P2/P3P3P/2N1C1N2/4A4/R1B1KAB2 w - - 0 12",
        "3akab2/9/2n1b4/p1p1p3p/6p2/2P6/P3P1c1P/2N1B4/4A4/2BAK4 w - - 0 20",
        // Endgames.
        "3k5/9/9/9/9/9/9/9/4A4/3AK1R2 w - - 0 1",
        "4ka3/4a4/9/9/9/9/4P4/9/4N4/4K4 w - - 0 1",
        "2bak4/4a4/4b4/p3p4/9/2P3n2/4P4/4C4/9/3AKA3 w - - 0 1",
        "3ak4/4a4/9/9/9/9/9/9/4r4/3K1R3 w - - 0 1",
        "4k4/4a4/4ba3/9/2b6/9/9/4B4/4A4/3AK1H2 w - - 0 1",
        "5k3/4P4/3a5/9/9/9/9/9/9/4K4 w - - 0 1",
    };
    return positions;
}

BenchResult run_bench(int depth, const std::function<void(const std::string&)>& progress,
                      BenchEval eval) {
    BenchResult result;
    Engine engine;
    if (eval != BenchEval::DEFAULT) {
        std::string error;
        if (!engine.set_use_nnue(eval == BenchEval::NNUE, &error)) {
            if (progress) progress("error: " + error);
            return result;
        }
    }
    engine.set_threads(1);
    engine.set_hash_mb(16);
    uint64_t last_nodes = 0;
    Move best = MOVE_NONE;
    engine.on_info([&](const SearchInfo& info) { last_nodes = info.nodes; });
    engine.on_bestmove([&](const BestMoveInfo& info) { best = info.best; });
    const auto start = std::chrono::steady_clock::now();
    int index = 0;
    for (const std::string& fen : bench_positions()) {
        ++index;
        std::string error;
        if (!engine.set_position(fen, std::vector<Move>{}, &error)) {
            if (progress) progress("position " + std::to_string(index) + ": bad FEN: " + error);
            continue;
        }
        engine.new_game();
        last_nodes = 0;
        SearchLimits limits;
        limits.depth = depth;
        engine.go(limits);
        engine.wait();
        result.nodes += last_nodes;
        if (progress)
            progress("position " + std::to_string(index) + ": bestmove " + move_to_iccs(best) +
                     " nodes " + std::to_string(last_nodes));
    }
    result.time_ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                         std::chrono::steady_clock::now() - start)
                         .count();
    result.nps = result.nodes * 1000 / uint64_t(result.time_ms > 0 ? result.time_ms : 1);
    return result;
}

}  // namespace xq
