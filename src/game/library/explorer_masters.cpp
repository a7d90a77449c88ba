#include "game/library/explorer_masters.h"

#include <cmath>

namespace xq {

namespace {

const std::string& player_name(const MasterDb& masters, int id, bool chinese) {
    const MasterPlayer& p = masters.player(id);
    return chinese || p.en.empty() ? p.zh : p.en;
}

}  // namespace

std::vector<ExplorerGames> explorer_games(const MasterDb& masters, const Position& pos,
                                          bool chinese) {
    std::vector<ExplorerGames> out;
    const Color side = pos.side_to_move();
    for (const MasterMoveStats& s : masters.next_moves(pos.key())) {
        ExplorerGames g;
        g.move = s.move;
        g.games = s.games;
        g.red_wins = s.red_wins;
        g.draws = s.draws;
        g.black_wins = s.black_wins;
        const int decided = s.red_wins + s.draws + s.black_wins;
        const int wins = side == RED ? s.red_wins : s.black_wins;
        g.score = decided > 0 ? (wins + s.draws / 2.0) / decided : 0.5;
        g.average_year = int(std::lround(s.average_year));
        g.last_year = s.last_year;
        for (int id : s.players) {
            if (!g.players.empty()) g.players += ", ";
            g.players += player_name(masters, id, chinese);
        }
        out.push_back(std::move(g));
    }
    return out;
}

std::vector<MasterGameRow> master_game_rows(const MasterDb& masters, const Position& pos,
                                            size_t limit, bool chinese) {
    std::vector<MasterGameRow> rows;
    const Collection& games = masters.collection();
    for (const MasterHit& hit : masters.games_through(pos.key(), limit)) {
        MasterGameRow r;
        r.game = hit.game;
        r.ply = hit.ply;
        const int year = masters.year(hit.game);
        if (year > 0) r.label = std::to_string(year) + " ";
        r.label += player_name(masters, masters.red_player(hit.game), chinese) + " - " +
                   player_name(masters, masters.black_player(hit.game), chinese);
        const std::string& ecco = masters.ecco(hit.game);
        if (!ecco.empty()) r.label += " (" + ecco + ")";
        if (size_t(hit.game) < games.games.size())
            r.outcome = games.games[size_t(hit.game)].outcome;
        rows.push_back(std::move(r));
    }
    return rows;
}

}  // namespace xq
