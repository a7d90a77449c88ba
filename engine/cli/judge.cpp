#include "cli/judge.h"

#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "formats/iccs.h"
#include "rules/position.h"
#include "rules/rules.h"

namespace xq {

namespace {

constexpr const char* JUDGE_USAGE =
    "usage: xiangqi-engine judge --fen \"<FEN>\" [--moves m1 m2 ...]\n"
    "Prints 'ongoing' or 'result 1-0|0-1|1/2-1/2 reason <word>' (docs/rules.md).\n";

int fail(const std::string& message) {
    std::fprintf(stderr, "error: %s\n%s", message.c_str(), JUDGE_USAGE);
    return 2;
}

const char* result_text(GameResult r) {
    return r == GameResult::RED_WINS ? "1-0" : r == GameResult::BLACK_WINS ? "0-1" : "1/2-1/2";
}

}  // namespace

int judge_command(int argc, char** argv) {
    const char* fen = nullptr;
    std::vector<const char*> moves;
    for (int i = 2; i < argc; ++i) {
        if (!std::strcmp(argv[i], "--fen") && i + 1 < argc) {
            fen = argv[++i];
        } else if (!std::strcmp(argv[i], "--moves")) {
            while (i + 1 < argc && std::strncmp(argv[i + 1], "--", 2) != 0)
                moves.push_back(argv[++i]);
        } else {
            return fail(std::string("unknown argument '") + argv[i] + "'");
        }
    }
    if (!fen) return fail("--fen is required");
    Position pos;
    std::string error;
    if (!pos.set_fen(fen, &error)) return fail("bad FEN: " + error);
    // The game is judged after every move, as the GUI's referee does: no move may follow an end.
    GameStatus status = judge_game(pos);
    for (size_t i = 0; i < moves.size(); ++i) {
        if (status.result != GameResult::ONGOING)
            return fail("move " + std::to_string(i + 1) + " '" + moves[i] +
                        "' comes after the end of the game (" + status.description + ")");
        const Move m = iccs_to_move(moves[i]);
        if (m == MOVE_NONE || !pos.is_legal(m))
            return fail("move " + std::to_string(i + 1) + " '" + moves[i] +
                        "' is not a legal move in " + pos.fen());
        pos.do_move(m);
        status = judge_game(pos);
    }
    if (status.result == GameResult::ONGOING)
        std::printf("ongoing\n");
    else
        std::printf("result %s reason %s\n", result_text(status.result),
                    end_reason_word(status.reason));
    return 0;
}

}  // namespace xq
