#include "game/library/opening_explorer.h"

#include <algorithm>
#include <cmath>

namespace xq {

ExplorerGames::Shares ExplorerGames::shares() const {
    const int decided = red_wins + draws + black_wins;
    if (decided == 0) return {};
    // Rounded so that the three add up to 100.
    const int red = int(std::lround(100.0 * red_wins / decided));
    const int drawn = std::min(100 - red, int(std::lround(100.0 * draws / decided)));
    return {red, drawn, 100 - red - drawn};
}

std::vector<Move> explorer_candidates(const std::vector<BookEntry>& book_moves,
                                      const std::vector<BookEntry>& masters_book_moves) {
    std::vector<Move> moves;
    for (const BookEntry& e : book_moves)
        if (std::find(moves.begin(), moves.end(), e.move) == moves.end()) moves.push_back(e.move);
    for (const BookEntry& e : masters_book_moves) {
        if (moves.size() >= EXPLORER_MAX_CANDIDATES) break;
        if (std::find(moves.begin(), moves.end(), e.move) == moves.end()) moves.push_back(e.move);
    }
    return moves;
}

std::vector<ExplorerRow> explorer_rows(const Position& pos,
                                       const std::vector<BookEntry>& book_moves,
                                       const AnalysisLines& lines,
                                       const std::vector<ExplorerGames>* games,
                                       const std::vector<BookEntry>* masters_book) {
    std::vector<ExplorerRow> rows;
    auto row_of = [&](Move m) -> ExplorerRow& {
        for (ExplorerRow& r : rows)
            if (r.move == m) return r;
        rows.push_back({});
        rows.back().move = m;
        return rows.back();
    };

    // The book: heaviest first, as Book::moves gives them.
    int total = 0;
    for (const BookEntry& e : book_moves) total += e.weight;
    for (const BookEntry& e : book_moves) {
        if (!pos.is_legal(e.move)) continue;
        ExplorerRow& r = row_of(e.move);
        r.book_weight += e.weight;
        r.book_percent = total > 0 ? int(std::lround(100.0 * r.book_weight / total)) : 0;
    }

    // The masters' book, heaviest first: its share beside the engine's book's.
    if (masters_book) {
        int masters_total = 0;
        for (const BookEntry& e : *masters_book) masters_total += e.weight;
        for (const BookEntry& e : *masters_book) {
            if (!pos.is_legal(e.move) || masters_total == 0) continue;
            ExplorerRow& r = row_of(e.move);
            r.masters_percent =
                std::max(r.masters_percent, 0) + int(std::lround(100.0 * e.weight / masters_total));
        }
    }

    // The collection's moves, most games first; a move only it knows comes after the book's.
    if (games) {
        std::vector<ExplorerGames> sorted = *games;
        std::stable_sort(
            sorted.begin(), sorted.end(),
            [](const ExplorerGames& a, const ExplorerGames& b) { return a.games > b.games; });
        for (const ExplorerGames& g : sorted)
            if (g.games > 0 && pos.is_legal(g.move)) row_of(g.move).games = g;
    }

    // The engine's lines, best first, when they are of this position; a move only the engine
    // knows comes last.
    if (lines.key == pos.key())
        for (const SearchInfo& info : lines.lines)
            if (!info.pv.empty() && pos.is_legal(info.pv[0])) row_of(info.pv[0]).eval = info;
    return rows;
}

}  // namespace xq
