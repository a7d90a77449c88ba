// The opening explorer's side of the engine (棋库 > 开局): the books it reads the first time its
// tab opens, the search it asks for the position shown (the books' moves scored, or the engine's
// own best moves where they have none) and the lines that search reports. The Controller runs
// the search on the analyser's engine whenever the game needs that engine for nothing else.
#pragma once

#include <optional>
#include <vector>

#include "book/book.h"
#include "game/analysis.h"
#include "game/engines/search_request.h"
#include "game/game.h"

namespace xq {

class ExplorerSearch {
  public:
    // The tab shown or left; the shipped books are read when it first shows (without them the
    // explorer shows the engine's moves only). The lines are dropped either way.
    void set_open(bool on);
    bool open() const { return open_; }

    std::vector<BookEntry> book_moves(const Position& pos) const { return book_.moves(pos); }
    std::vector<BookEntry> masters_book_moves(const Position& pos) const {
        return masters_book_.moves(pos);
    }

    // The lines are those of the position the game shows.
    bool follows(const Game& game) const {
        return lines_.key == game.position().key() && lines_.ply == game.ply();
    }
    // The search of the position the game shows, its lines kept when it is the one they follow
    // (a search started again after a hint keeps them until new ones come); nullopt, the lines
    // dropped, when the position has no legal move.
    std::optional<SearchRequest> search(const Game& game);
    void feed(const SearchInfo& info) { lines_.feed(info); }
    void clear() { lines_ = {}; }
    const AnalysisLines& lines() const { return lines_; }

  private:
    bool open_ = false;
    bool books_read_ = false;
    Book book_;
    Book masters_book_;
    AnalysisLines lines_;
};

}  // namespace xq
