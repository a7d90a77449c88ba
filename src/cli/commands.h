// The subcommands of xiangqi-engine: their arguments, which main.cpp reads from the command line,
// and the functions that run them, one file each. Each returns the program's exit code: 0 when
// done, 2 for input it cannot use (a bad FEN, move or file: an "error: ..." line on stderr).
#pragma once

#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "bench.h"
#include "formats/game_record.h"
#include "review/review.h"
#include "rules/position.h"
#include "rules/rule_book.h"

namespace xq {

// Input a subcommand cannot use: "error: <message>" on stderr, and the exit code 2.
inline int input_error(const std::string& message) {
    std::fprintf(stderr, "error: %s\n", message.c_str());
    return 2;
}

// game_file.cpp: the bytes of a file named on the command line (false: *error says why), and
// the first game of a PGN, XQF or DhtmlXQ file, or nullopt after an error line ("cannot read",
// "not a game that can be <use>d", no moves).
bool read_text(const std::string& path, std::string& text, std::string* error);
std::optional<GameRecord> read_game_argument(const std::string& path, const char* use);

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
    RuleBook rules = DEFAULT_RULE_BOOK;  // the book that rules repetitions
};
int judge_command(const JudgeArgs& args);

// review.cpp: the game of a PGN or XQF file reviewed, as annotated PGN on stdout and a summary
// per side on stderr (docs/review.md).
struct ReviewArgs {
    ReviewOptions options;
    std::string path;
};
int review_command(const ReviewArgs& args);

// learn.cpp: the engine's lessons from games it played (docs/learning.md), merged into an
// experience file: each game is reviewed, the moves of the engine's side that the review or
// the result shows to be worse than it judged are learned. The engine's side is given, or
// found by its name in the Red/Black tags. Its own scores come from the move comments a match
// writes (`+25/12 98ms`, `#-3/9`); plies up to a move commented `opening` were not its choice.
struct LearnArgs {
    std::string experience;  // the file read, merged into and written back
    std::string side;        // "red", "black", or "" to find `name`
    std::string name;
    ReviewOptions options{300, 0, 1};
    std::vector<std::string> paths;
};
int learn_command(const LearnArgs& args);

// diagram.cpp: a picture of a position (PNG) or a game's moves as an animation (GIF), drawn
// with the game's sprites (docs/diagrams.md). The output's extension picks the format.
struct DiagramArgs {
    std::string fen;  // a position, or
    std::string pgn;  // a game file (PGN, XQF or DhtmlXQ)
    std::string out;
    int size = 600;  // the picture's width in pixels
    bool coordinates = false;
    bool flipped = false;
    std::vector<std::string> arrows;  // ICCS moves drawn as arrows
    std::string theme = "wood";
    std::string pieces = "traditional";
    int delay_ms = 1000;       // per move in a GIF
    int last_pause_ms = 4000;  // on its last frame
    int game = 1;              // which game of a multi-game PGN file
    std::string plies;         // "A-B": from the position after A plies to the one after B
};
int diagram_command(const DiagramArgs& args);

// mate.cpp: the shortest mate in which every move of the side to move gives check
// (search/check_mate_solver.h), or why none was found.
struct MateArgs {
    std::string fen;
    bool checks_only = false;  // required: the only kind of mate the command solves
    uint64_t nodes = 2'000'000;
};
int mate_command(const MateArgs& args);
// tablebase.cpp: `tb build` solves a material and every smaller table it needs that the folder
// lacks, writing each to the folder (docs/tablebases.md); with `verify`, each is checked against
// its successors first. `tb probe` prints a position's value and each legal move's.
struct TbBuildArgs {
    std::string material;
    std::string out;
    int threads = 2;
    bool verify = false;
    int memory_mb = 8192;  // a table whose generation would need more is refused
};
int tb_build_command(const TbBuildArgs& args);
struct TbProbeArgs {
    std::string fen;
    std::string tables;
};
int tb_probe_command(const TbProbeArgs& args);
// `tb solve` writes a covered position's solution as a PGN game (tb_solution.h): the quickest
// win against the longest defence, the defender's other moves as variations.
struct TbSolveArgs {
    std::string fen;
    std::string tables;
    std::string out;       // "" : standard output
    int alternatives = 3;  // other defences per defender's move
    std::string notation = "chinese";
};
int tb_solve_command(const TbSolveArgs& args);
// `tb verify` checks every table of a folder against its successors (their tables must be
// there too): a line per table, exit 1 when a value disagrees.
int tb_verify_command(const std::string& tables, int threads);

}  // namespace xq
