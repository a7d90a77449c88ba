#include "game/library/explorer_search.h"

#include <string>

#include "game/library/masters_book.h"
#include "game/library/opening_explorer.h"
#include "game/search_requests.h"

namespace xq {

void ExplorerSearch::set_open(bool on) {
    open_ = on;
    if (on && !books_read_) {
        books_read_ = true;
        std::string error;
        if (!book_.load(default_book_path(), &error)) book_ = {};
        if (!masters_book_.load(masters_book_path(), &error)) masters_book_ = {};
    }
    lines_ = {};
}

std::optional<SearchRequest> ExplorerSearch::search(const Game& game) {
    if (game.legal_moves().empty()) {
        lines_ = {};
        return std::nullopt;
    }
    const Position& pos = game.position();
    const std::vector<Move> candidates =
        explorer_candidates(book_moves(pos), masters_book_moves(pos));
    const int lines = candidates.empty() ? EXPLORER_ENGINE_LINES : int(candidates.size());
    if (!follows(game)) lines_.restart(pos, game.ply(), MULTIPV_RANGE.clamp(lines));
    return explorer_request(game, candidates, lines_.multipv);
}

}  // namespace xq
