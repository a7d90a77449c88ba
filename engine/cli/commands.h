// The subcommands of xiangqi-engine: their arguments, which main.cpp reads from the command line,
// and the functions that run them, one file each. Each returns the program's exit code: 0 when
// done, 2 for input it cannot use (a bad FEN, move or file: an "error: ..." line on stderr).
#pragma once

#include <string>
#include <vector>

#include "bench.h"
#include "review/review.h"
#include "rules/position.h"

namespace xq {

// perft.cpp: the leaf count of the move tree to a depth, or per root move with `divide`.
struct PerftArgs {
    int depth = 1;
    std::string fen = START_FEN;
    bool divide = false;
};
int perft_command(const PerftArgs& args);

// bench_command.cpp: the bench positions searched to a depth; the node count is a signature
// (tests/bench_signature.txt).
struct BenchArgs {
    int depth = BENCH_DEFAULT_DEPTH;
    BenchEval eval = BenchEval::DEFAULT;
};
int bench_command(const BenchArgs& args);

// judge.cpp: the referee's ruling after the moves. Prints "ongoing" or
// "result 1-0|0-1|1/2-1/2 reason <word>".
struct JudgeArgs {
    std::string fen;
    std::vector<std::string> moves;
};
int judge_command(const JudgeArgs& args);

// review.cpp: the game of a PGN or XQF file reviewed, as annotated PGN on stdout and a summary
// per side on stderr (docs/review.md).
struct ReviewArgs {
    ReviewOptions options;
    std::string path;
};
int review_command(const ReviewArgs& args);

}  // namespace xq
