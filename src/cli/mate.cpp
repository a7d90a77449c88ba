// `xiangqi-engine mate --checks-only`: the mate-by-checks solver (search/check_mate_solver.h) on
// the command line. A mate prints its length and the main line twice, in Chinese notation with
// the attacker's moves numbered, and in ICCS.
#include <cstdio>
#include <string>

#include "cli/commands.h"
#include "formats/iccs.h"
#include "formats/notation.h"
#include "search/check_mate_solver.h"

namespace xq {

namespace {

// "1. 车二进九 将5进1 2. 车二退一": the moves played from `pos`, which is restored.
std::string chinese_line(Position& pos, const std::vector<Move>& line) {
    std::string text;
    for (size_t i = 0; i < line.size(); ++i) {
        if (i % 2 == 0) text += (i ? " " : "") + std::to_string(i / 2 + 1) + ".";
        text += " " + move_to_chinese(pos, line[i]);
        pos.do_move(line[i]);
    }
    for (size_t i = 0; i < line.size(); ++i) pos.undo_move();
    return text;
}

std::string iccs_line(const std::vector<Move>& line) {
    std::string text;
    for (Move m : line) text += (text.empty() ? "" : " ") + move_to_iccs(m);
    return text;
}

}  // namespace

int mate_command(const MateArgs& args) {
    Position pos;
    std::string error;
    if (!pos.set_fen(args.fen, &error)) return input_error("bad FEN: " + error);
    CheckMateLimits limits;
    limits.nodes = args.nodes;
    const CheckMateResult r = solve_mate_by_checks(pos, limits);
    switch (r.verdict) {
        case CheckMateVerdict::MATE:
            std::printf("mate in %d by checks (%s)\n%s\n%s\n", r.moves,
                        color_name(pos.side_to_move()), chinese_line(pos, r.line).c_str(),
                        iccs_line(r.line).c_str());
            break;
        case CheckMateVerdict::NO_MATE:
            std::printf("no mate by checks\n");
            break;
        case CheckMateVerdict::TOO_DEEP:
            std::printf("no mate by checks found within %d moves\n", CHECK_MATE_MAX_MOVES);
            break;
        case CheckMateVerdict::NODE_LIMIT:
        case CheckMateVerdict::STOPPED:
            std::printf("no mate by checks found within %llu nodes\n",
                        (unsigned long long)args.nodes);
            break;
    }
    std::printf("nodes %llu\n", (unsigned long long)r.nodes);
    return 0;
}

}  // namespace xq
