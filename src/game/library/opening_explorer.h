// The opening explorer's table (棋库 > 开局): for the position shown, the moves that the opening
// book, the engine's analysis and the open game collection know, one row per move, with the
// book's weight as a share, the engine's score and the collection's games. UI-free: the panel
// draws the rows, the controller runs the engine on explorer_candidates().
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "book/book.h"
#include "game/analysis.h"
#include "rules/position.h"

namespace xq {

// What a game collection knows of one next move: how many of its games played it, how they
// went for the side that played it, and the last of them.
struct ExplorerGames {
    Move move = MOVE_NONE;
    int games = 0;
    double score = 0;       // 0..1 for the side that played the move (a draw counts one half)
    std::string last_game;  // e.g. "2023 Xu Yinchuan - Lu Qin", shown as is; or ""
    int red_wins = 0, draws = 0, black_wins = 0;  // the rest of `games` have no result
    int average_year = 0, last_year = 0;          // 0: no game with a known year
    std::string players;  // the strongest players who chose it, e.g. "胡荣华, 吕钦"; or ""

    // Red's wins, draws and losses in percent of the decided games (all 0 when none is).
    struct Shares {
        int red_wins = 0, draws = 0, black_wins = 0;
    };
    Shares shares() const;
};

// A source of collection statistics for the shown position (the game line from the start given
// too, for a source that counts by line). Unset: the explorer has no games column.
using ExplorerGamesSource =
    std::function<std::vector<ExplorerGames>(const Position& pos, const std::vector<Move>& line)>;

struct ExplorerRow {
    Move move = MOVE_NONE;
    int book_weight = 0;                 // 0: not a book move
    int book_percent = 0;                // its share of the book's weights, rounded
    int masters_percent = -1;            // its share in the masters' book; -1: not in it
    std::optional<SearchInfo> eval;      // the engine's latest line starting with the move
    std::optional<ExplorerGames> games;  // the collection's games with it
};

// The moves the engine should evaluate: the engine's book's (heaviest first), then the masters'
// book's by weight while there are fewer than EXPLORER_MAX_CANDIDATES (more lines would make
// each too shallow to tell the moves apart); empty when the books have none, and then the
// engine looks for its own best EXPLORER_ENGINE_LINES moves.
std::vector<Move> explorer_candidates(const std::vector<BookEntry>& book_moves,
                                      const std::vector<BookEntry>& masters_book_moves = {});
constexpr size_t EXPLORER_MAX_CANDIDATES = 8;
constexpr int EXPLORER_ENGINE_LINES = 3;

// The rows for `pos`: book moves first (heaviest first), then the masters' book's, then the
// moves only the games know (most games first), then the engine's own moves (best first).
// `lines` counts only when it analysed `pos`; `games` may be null (no games column),
// `masters_book` too (no masters' book).
std::vector<ExplorerRow> explorer_rows(const Position& pos,
                                       const std::vector<BookEntry>& book_moves,
                                       const AnalysisLines& lines,
                                       const std::vector<ExplorerGames>* games,
                                       const std::vector<BookEntry>* masters_book = nullptr);

}  // namespace xq
