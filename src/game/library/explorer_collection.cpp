#include "game/library/explorer_collection.h"

#include "game/library/collection_stats.h"

namespace xq {

std::string collection_game_label(const CollectionGame& game) {
    auto name = [](const std::string& s) { return s.empty() ? std::string("?") : s; };
    std::string label = game.date.empty() ? "" : game.date + " ";
    return label + name(game.red) + " - " + name(game.black);
}

std::vector<ExplorerGames> explorer_games(const Collection& collection, const Position& pos) {
    std::vector<ExplorerGames> out;
    for (const NextMoveStats& s : next_move_stats(collection, pos.key())) {
        ExplorerGames g;
        g.move = s.move;
        g.games = s.games;
        g.score = s.score_percent(pos.side_to_move()) / 100;
        g.red_wins = s.red_wins;
        g.draws = s.draws;
        g.black_wins = s.black_wins;
        if (s.last_game >= 0 && size_t(s.last_game) < collection.games.size())
            g.last_game = collection_game_label(collection.games[size_t(s.last_game)]);
        out.push_back(std::move(g));
    }
    return out;
}

}  // namespace xq
