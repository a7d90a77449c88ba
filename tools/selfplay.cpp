// Self-play data for eval tuning: plays games with a fixed node budget from the match openings
// plus a few random plies, and writes every quiet position with the game result.
//   cmake --build build --target selfplay
//   build/selfplay <games> <nodes> <seed> > positions.txt     (lines: FEN ; result for Red)
#include <cstdio>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "engine.h"
#include "formats/iccs.h"
#include "rules/movegen.h"
#include "rules/rules.h"

using namespace xq;

int main(int argc, char** argv) {
    const int games = argc > 1 ? std::atoi(argv[1]) : 10;
    const uint64_t nodes = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 10000;
    std::mt19937 rng(argc > 3 ? std::atoi(argv[3]) : 1);
    std::vector<std::string> openings;
    std::ifstream in("/work/shared/tools/openings.txt");
    for (std::string line; std::getline(in, line);) {
        if (line.empty() || line[0] == '#') continue;
        openings.push_back(line.substr(0, line.find("  #")));
    }
    Engine engine;
    engine.set_hash_mb(16);
    BestMoveInfo last;
    engine.on_bestmove([&](const BestMoveInfo& b) { last = b; });
    for (int g = 0; g < games; ++g) {
        Position pos;
        std::istringstream op(openings[rng() % openings.size()]);
        std::string fen, tok;
        for (int i = 0; i < 6 && op >> tok; ++i) fen += (i ? " " : "") + tok;
        pos.set_fen(fen);
        for (int i = 0, n = 2 + int(rng() % 4); i < n; ++i) {
            MoveList l;
            generate_legal(pos, l);
            if (!l.size()) break;
            pos.do_move(l.moves[rng() % l.size()]);
        }
        const std::string start = pos.fen();
        std::vector<std::string> quiet;
        std::vector<Move> moves;
        double result = 0.5;
        engine.new_game();
        int decisive = 0;
        for (int ply = 0; ply < 300; ++ply) {
            const GameStatus status = judge_game(pos);
            if (status.result != GameResult::ONGOING) {
                result = status.result == GameResult::RED_WINS     ? 1
                         : status.result == GameResult::BLACK_WINS ? 0
                                                                   : 0.5;
                break;
            }
            engine.set_position(start, moves);
            SearchLimits limits;
            limits.nodes = nodes;
            engine.go(limits);
            engine.wait();
            if (!last.best) break;
            // Adjudicate clear wins to save time.
            const int v = last.score.kind == Score::MATE ? (last.score.value > 0 ? 10000 : -10000)
                                                         : last.score.value;
            const int red_v = pos.side_to_move() == RED ? v : -v;
            decisive = std::abs(red_v) > 1200 ? decisive + (red_v > 0 ? 1 : -1) : 0;
            if (decisive >= 8 || decisive <= -8) {
                result = decisive > 0 ? 1 : 0;
                break;
            }
            if (!pos.in_check() && !pos.is_capture(last.best) && !pos.st().captured && ply > 4)
                quiet.push_back(pos.fen());
            pos.do_move(last.best);
            moves.push_back(last.best);
        }
        for (const std::string& f : quiet) std::printf("%s;%.1f\n", f.c_str(), result);
        std::fflush(stdout);
        std::fprintf(stderr, "game %d: %zu plies, result %.1f\n", g + 1, moves.size(), result);
    }
}
