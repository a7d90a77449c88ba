#include "game/library/masters_book.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <unordered_map>
#include <utility>

#include "platform/shipped_asset.h"

namespace xq {

std::string masters_book_path() {
    return find_shipped_asset("masters_book.bin");
}

uint16_t masters_book_weight(int games, double score) {
    const double w = std::round(games * (0.2 + std::clamp(score, 0.0, 1.0)));
    return uint16_t(std::clamp(w, 1.0, 65535.0));
}

namespace {

struct MoveTally {
    int games = 0;
    int decided = 0;
    double points = 0;  // for the side that played the move
};

}  // namespace

Book make_masters_book(const Collection& c, const MastersBookLimits& limits) {
    // Per position, its games and per move the tally; a game counts once per position (the first
    // time it is reached, as the explorer counts).
    std::unordered_map<uint64_t, std::pair<int, std::map<Move, MoveTally>>> positions;
    std::unordered_map<uint64_t, int> seen_in_game;  // position -> last game that counted it
    const uint64_t start = Position().key();
    for (size_t g = 0; g < c.games.size(); ++g) {
        const CollectionGame& game = c.games[g];
        // Whose move a ply is follows from the standard start; other starts are left out.
        if (game.key_count == 0 || c.keys[game.key_begin] != start) continue;
        const uint32_t plies = std::min<uint32_t>(game.key_count, uint32_t(limits.max_ply) + 1);
        for (uint32_t ply = 0; ply < plies; ++ply) {
            const uint64_t key = c.keys[game.key_begin + ply];
            auto [it, fresh] = seen_in_game.try_emplace(key, int(g));
            if (!fresh && it->second == int(g)) continue;
            it->second = int(g);
            auto& [count, moves] = positions[key];
            ++count;
            const Move m = c.moves[game.key_begin + ply];
            if (m == MOVE_NONE) continue;
            MoveTally& t = moves[m];
            ++t.games;
            const bool red_moves = ply % 2 == 0;
            switch (game.outcome) {
                case GameOutcome::RED_WINS:
                    ++t.decided;
                    t.points += red_moves ? 1 : 0;
                    break;
                case GameOutcome::BLACK_WINS:
                    ++t.decided;
                    t.points += red_moves ? 0 : 1;
                    break;
                case GameOutcome::DRAW:
                    ++t.decided;
                    t.points += 0.5;
                    break;
                case GameOutcome::UNKNOWN:
                    break;
            }
        }
    }
    Book book;
    for (const auto& [key, entry] : positions) {
        const auto& [count, moves] = entry;
        if (count < limits.min_position_games) continue;
        for (const auto& [move, t] : moves) {
            if (t.games < limits.min_move_games) continue;
            const double score = t.decided > 0 ? t.points / t.decided : 0.5;
            if (t.decided >= 8 && score < limits.weakest_score) continue;
            book.add(key, move, masters_book_weight(t.games, score));
        }
    }
    book.finish();
    return book;
}

}  // namespace xq
