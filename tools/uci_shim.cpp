// A minimal UCI front end for match testing during search development. Not part of the
// shipped program (engine/protocol.* and engine/cli/main.cpp are). Build:
//   g++ -std=c++20 -O2 -Iengine tools/uci_shim.cpp build/libengine.a -lpthread -o /tmp/xq-shim
#include <cstdio>
#include <iostream>
#include <mutex>
#include <sstream>
#include <string>

#include "bench.h"
#include "engine.h"
#include "iccs.h"

using namespace xq;

namespace {
std::mutex out_mutex;
void say(const std::string& s) {
    std::lock_guard<std::mutex> lock(out_mutex);
    std::fputs((s + "\n").c_str(), stdout);
    std::fflush(stdout);
}
std::string score_text(const Score& s) {
    return s.kind == Score::MATE ? "mate " + std::to_string(s.value) : "cp " + std::to_string(s.value);
}
}  // namespace

int main(int argc, char** argv) {
    if (argc >= 2 && std::string(argv[1]) == "bench") {
        const int depth = argc >= 3 ? std::atoi(argv[2]) : BENCH_DEFAULT_DEPTH;
        BenchResult r = run_bench(depth, [](const std::string& line) { std::fprintf(stderr, "%s\n", line.c_str()); });
        std::printf("nodes %llu time %lld ms nps %llu\n", (unsigned long long)r.nodes, (long long)r.time_ms,
                    (unsigned long long)r.nps);
        return 0;
    }
    Engine engine;
    engine.on_info([](const SearchInfo& i) {
        std::string s = "info depth " + std::to_string(i.depth) + " seldepth " + std::to_string(i.seldepth) +
                        " multipv " + std::to_string(i.multipv) + " score " + score_text(i.score) +
                        (i.bound == Bound::LOWER ? " lowerbound" : i.bound == Bound::UPPER ? " upperbound" : "") +
                        " nodes " + std::to_string(i.nodes) + " nps " + std::to_string(i.nps) + " hashfull " +
                        std::to_string(i.hashfull) + " time " + std::to_string(i.time_ms) + " pv";
        for (Move m : i.pv) s += " " + move_to_iccs(m);
        say(s);
    });
    engine.on_bestmove([](const BestMoveInfo& b) {
        if (b.best == MOVE_NONE)
            say("bestmove (none)");
        else
            say("bestmove " + move_to_iccs(b.best) + (b.ponder ? " ponder " + move_to_iccs(b.ponder) : ""));
    });
    std::string line;
    while (std::getline(std::cin, line)) {
        std::istringstream in(line);
        std::string cmd;
        in >> cmd;
        if (cmd == "uci") {
            say("id name xq-shim\nid author search\noption name Hash type spin default 64 min 1 max 4096\n"
                "option name Threads type spin default 1 min 1 max 64\noption name MultiPV type spin default 1 min 1 max 100\n"
                "option name Skill Level type spin default 10 min 1 max 10\nuciok");
        } else if (cmd == "isready") {
            say("readyok");
        } else if (cmd == "ucinewgame") {
            engine.new_game();
        } else if (cmd == "setoption") {
            std::string tok, name, value;
            bool in_value = false;
            while (in >> tok) {
                if (tok == "name") continue;
                if (tok == "value") { in_value = true; continue; }
                (in_value ? value : name) += (in_value ? value : name).empty() ? tok : " " + tok;
            }
            if (name == "Hash") engine.set_hash_mb(std::stoi(value));
            else if (name == "Threads") engine.set_threads(std::stoi(value));
            else if (name == "MultiPV") engine.set_multipv(std::stoi(value));
            else if (name == "Skill Level") engine.set_skill_level(std::stoi(value));
        } else if (cmd == "position") {
            std::string tok, fen;
            in >> tok;
            if (tok == "startpos") {
                fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
                in >> tok;
            } else {
                while (in >> tok && tok != "moves") fen += (fen.empty() ? "" : " ") + tok;
            }
            std::vector<std::string> moves;
            while (in >> tok) moves.push_back(tok);
            std::string err;
            if (!engine.set_position(fen, moves, &err)) say("info string error " + err);
        } else if (cmd == "go") {
            SearchLimits l;
            std::string tok;
            while (in >> tok) {
                long long v = 0;
                if (tok == "infinite") { l.infinite = true; continue; }
                if (tok == "ponder") { l.ponder = true; continue; }
                in >> v;
                if (tok == "movetime") l.movetime_ms = v;
                else if (tok == "wtime") l.time_left_ms[RED] = v;
                else if (tok == "btime") l.time_left_ms[BLACK] = v;
                else if (tok == "winc") l.increment_ms[RED] = v;
                else if (tok == "binc") l.increment_ms[BLACK] = v;
                else if (tok == "movestogo") l.movestogo = int(v);
                else if (tok == "depth") l.depth = int(v);
                else if (tok == "nodes") l.nodes = uint64_t(v);
            }
            engine.go(l);
        } else if (cmd == "stop") {
            engine.stop();
        } else if (cmd == "ponderhit") {
            engine.ponderhit();
        } else if (cmd == "eval") {
            say("info string eval " + std::to_string(engine.evaluate_root()));
        } else if (cmd == "quit") {
            break;
        }
    }
    engine.stop();
    engine.wait();
    return 0;
}
