// The searches the game asks of its engines, each described whole (search_request.h): the
// engine's move plays at the game's level with its book; the player's questions (a hint), the
// analysis, the review and the opening explorer are answered at full strength whatever the
// level, each with the lines and book it needs.
#pragma once

#include <string>
#include <vector>

#include "game/engines/search_request.h"
#include "game/game.h"

namespace xq {

// The machine's cores (at least 1).
int machine_cores();
// The search threads for a `setting` of Settings::engine_threads (0: the machine's cores, at most
// AUTO_ENGINE_THREADS).
int engine_threads(int setting);

// The moves from the game's start to the position shown.
std::vector<Move> moves_to_shown(const Game& g);

// The engine's moves (and its pondering) consult what it learned from its games, when the bridge
// holds an experience (GameLearning).
SearchRequest move_request(const Game& g, const SearchLimits& limits, int level, bool book,
                           EngineRole role);
// The engine's next move searched on the player's time, in the position after the reply it
// expects (`expected`, legal in the position shown), at full strength without the book: the
// engine thinks until told the reply came (ponderhit), when `limits` start to run, or stopped.
SearchRequest ponder_request(const Game& g, Move expected, const SearchLimits& limits,
                             EngineRole role);
// The player's question: the best move at full strength within the fixed time per move.
SearchRequest hint_request(const Game& g, double movetime_s, bool book);
SearchRequest analysis_request(const Game& g, int lines);
// The explorer scores `candidates` (the book's moves), or finds the engine's own best `lines`
// moves when there are none.
SearchRequest explorer_request(const Game& g, const std::vector<Move>& candidates, int lines);
// A review judges every move: no book, the review's own limits and lines, the game's rule book.
SearchRequest review_request(const std::string& start_fen, const std::vector<Move>& moves,
                             const SearchLimits& limits, int lines, RuleBook rule_book);

}  // namespace xq
