#include "formats/pgn.h"
#include "game/library/master_db.h"

namespace xq {

namespace {

const char* master_result(GameOutcome o) {
    switch (o) {
        case GameOutcome::RED_WINS:
            return RESULT_RED_WINS;
        case GameOutcome::DRAW:
            return RESULT_DRAW;
        case GameOutcome::BLACK_WINS:
            return RESULT_BLACK_WINS;
        case GameOutcome::UNKNOWN:
            break;
    }
    return RESULT_UNKNOWN;
}

}  // namespace

std::string masters_game_pgn(const Collection& c, size_t index) {
    const CollectionGame& g = c.games.at(index);
    GameRecord r;
    r.set_tag("Event", g.event);
    r.set_tag("Site", g.site);
    r.set_tag("Date", g.date);
    r.set_tag("Red", g.red);
    r.set_tag("Black", g.black);
    if (!g.ecco_code.empty()) r.set_tag("ECCO", g.ecco_code);
    r.result = master_result(g.outcome);
    const auto first = c.moves.begin() + std::ptrdiff_t(g.key_begin);
    r.set_moves(std::vector<Move>(first, first + g.plies));
    return write_pgn(r);
}

}  // namespace xq
