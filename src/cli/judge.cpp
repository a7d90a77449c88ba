// `xiangqi-engine judge`: the referee of engine/rules/rules.h on the command line, with the
// rule book that --rules names.
#include <cstdio>
#include <string>

#include "cli/commands.h"
#include "formats/iccs.h"
#include "rules/position.h"
#include "rules/rules.h"

namespace xq {

namespace {

const char* result_text(GameResult r) {
    return r == GameResult::RED_WINS ? "1-0" : r == GameResult::BLACK_WINS ? "0-1" : "1/2-1/2";
}

}  // namespace

int judge_command(const JudgeArgs& args) {
    const std::vector<std::string>& moves = args.moves;
    Position pos;
    std::string error;
    if (!pos.set_fen(args.fen, &error)) return input_error("bad FEN: " + error);
    // The game is judged after every move, as the GUI's referee does: no move may follow an end.
    GameStatus status = judge_game(pos, 2, args.rules);
    for (size_t i = 0; i < moves.size(); ++i) {
        if (status.result != GameResult::ONGOING)
            return input_error("move " + std::to_string(i + 1) + " '" + moves[i] +
                               "' comes after the end of the game (" + status.description + ")");
        const Move m = iccs_to_move(moves[i]);
        if (m == MOVE_NONE || !pos.is_legal(m))
            return input_error("move " + std::to_string(i + 1) + " '" + moves[i] +
                               "' is not a legal move in " + pos.fen());
        pos.do_move(m);
        status = judge_game(pos, 2, args.rules);
    }
    if (status.result == GameResult::ONGOING)
        std::printf("ongoing\n");
    else
        std::printf("result %s reason %s\n", result_text(status.result),
                    end_reason_word(status.reason));
    return 0;
}

}  // namespace xq
