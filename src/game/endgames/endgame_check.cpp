#include "game/endgames/endgame_check.h"

#include "game/game.h"

namespace xq {

EndgameCheck play_out_endgame(Engine& engine, const Endgame& e, const EndgameCheckLimits& limits) {
    return play_out_endgame(engine, engine, e, limits);
}

EndgameCheck play_out_endgame(Engine& red, Engine& black, const Endgame& e,
                              const EndgameCheckLimits& limits) {
    EndgameCheck out;
    Game game;
    if (!game.reset(e.fen)) {
        out.how = "bad FEN";
        return out;
    }
    BestMoveInfo best;
    for (Engine* engine : {&red, &black}) {
        engine->on_bestmove([&best](const BestMoveInfo& b) { best = b; });
        engine->new_game();
    }
    auto finish = [&] {
        red.on_bestmove(nullptr);
        black.on_bestmove(nullptr);
        return out;
    };
    while (!game.over() && game.ply() < limits.max_plies) {
        Engine& engine = game.side_to_move() == RED ? red : black;
        engine.set_position(e.fen, game.line());
        SearchLimits sl;
        if (limits.movetime_ms > 0)
            sl.movetime_ms = limits.movetime_ms;
        else
            sl.nodes = limits.nodes;
        best = {};
        engine.go(sl);
        engine.wait();
        // A forced mate found by the side that wins it decides the game: playing it out adds
        // nothing but time.
        if (!limits.to_the_end && best.score.kind == Score::MATE && best.score.value > 0) {
            const Color winner = game.side_to_move();
            (winner == RED ? out.red_won : out.black_won) = true;
            out.plies = game.ply();
            out.how = std::string(winner == RED ? "Red" : "Black") + " mates in " +
                      std::to_string(best.score.value) + " after " + std::to_string(out.plies) +
                      " plies";
            return finish();
        }
        if (best.best == MOVE_NONE || !game.play(best.best)) break;
    }
    out.plies = game.ply();
    const GameResult r = game.status().result;
    out.red_won = r == GameResult::RED_WINS;
    out.black_won = r == GameResult::BLACK_WINS;
    out.how = (game.over() ? game.status().description : std::string("no result")) + " after " +
              std::to_string(out.plies) + " plies";
    return finish();
}

bool endgame_confirmed(const Endgame& e, const EndgameCheck& c) {
    return e.result == EndgameResult::RED_WINS ? c.red_won : !c.red_won && !c.black_won;
}

}  // namespace xq
