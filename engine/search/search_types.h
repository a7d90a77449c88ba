// The value types that the search, the Engine facade, the protocols and the game share: what a
// search is asked to do, what it reports, and the ranges of the engine's settings. It sits low in
// the stack (it needs only the rules' vocabulary) so that every layer above can use it.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "rules/rule_book.h"
#include "rules/types.h"

namespace xq {

// The ranges of the engine's settings: the one definition the facade, the protocols' option
// lists and the game's controls all use.
struct SettingRange {
    int min, max, fallback;
    constexpr int clamp(int v) const { return v < min ? min : v > max ? max : v; }
};
constexpr SettingRange HASH_MB_RANGE{1, 4096, 64};
constexpr SettingRange THREADS_RANGE{1, 256, 1};
constexpr SettingRange MULTIPV_RANGE{1, 128, 1};
constexpr SettingRange SKILL_RANGE{1, 20, 20};  // 1 (weakest) .. 20 (full strength)
// Milliseconds every time budget keeps in hand for what happens outside the search: the pipe, the
// GUI, a machine that deschedules the engine (docs/engine.md, "Time").
constexpr SettingRange MOVE_OVERHEAD_RANGE{0, 5000, 10};

struct SearchLimits {
    int64_t movetime_ms = 0;           // fixed time for this move; 0 = not set
    int64_t time_left_ms[2] = {0, 0};  // clock of each colour; 0 = no clock
    int64_t increment_ms[2] = {0, 0};
    int movestogo = 0;              // moves to the next time control; 0 = sudden death
    int depth = 0;                  // 0 = no depth limit
    uint64_t nodes = 0;             // 0 = no node limit
    bool infinite = false;          // search until stop()
    bool ponder = false;            // pondering: clock starts at ponderhit()
    std::vector<Move> searchmoves;  // only these root moves (empty = all)
    std::vector<Move> banmoves;     // never these root moves (UCCI banmoves)
};

struct Score {
    enum Kind : uint8_t { CENTIPAWNS, MATE } kind = CENTIPAWNS;
    // CENTIPAWNS: from the side to move's view. MATE: moves (not plies) to mate; positive when
    // the side to move mates, negative when it is mated.
    int value = 0;
    bool operator==(const Score&) const = default;
};

enum class Bound : uint8_t { EXACT, LOWER, UPPER };

// What the search did in one iteration (one depth) of the built-in engine, summed over its
// threads: the counts since the iteration began (docs/engine.md, "Search statistics").
struct SearchStats {
    uint64_t nodes = 0;               // all nodes, quiescence ones included
    uint64_t beta_cutoffs = 0;        // fail highs in the move loop of the main search
    uint64_t first_move_cutoffs = 0;  // of those, on the first move searched
    uint64_t tt_hits = 0;             // table probes that found the position
    uint64_t qnodes = 0;              // quiescence nodes
    uint64_t null_tries = 0;          // null-move searches
    uint64_t null_cutoffs = 0;        // of those, that cut the node off
    uint64_t lmr_reductions = 0;      // late moves searched at a reduced depth
    uint64_t lmr_researches = 0;      // of those, searched again deeper after beating alpha
    bool operator==(const SearchStats&) const = default;
    SearchStats& operator+=(const SearchStats& o) {
        nodes += o.nodes;
        beta_cutoffs += o.beta_cutoffs;
        first_move_cutoffs += o.first_move_cutoffs;
        tt_hits += o.tt_hits;
        qnodes += o.qnodes;
        null_tries += o.null_tries;
        null_cutoffs += o.null_cutoffs;
        lmr_reductions += o.lmr_reductions;
        lmr_researches += o.lmr_researches;
        return *this;
    }
    SearchStats operator-(const SearchStats& o) const {
        return {nodes - o.nodes,
                beta_cutoffs - o.beta_cutoffs,
                first_move_cutoffs - o.first_move_cutoffs,
                tt_hits - o.tt_hits,
                qnodes - o.qnodes,
                null_tries - o.null_tries,
                null_cutoffs - o.null_cutoffs,
                lmr_reductions - o.lmr_reductions,
                lmr_researches - o.lmr_researches};
    }
};

// One completed (or aspiration-failed) iteration of the search.
struct SearchInfo {
    int depth = 0;
    int seldepth = 0;
    int multipv = 1;
    Score score;
    Bound bound = Bound::EXACT;
    uint64_t nodes = 0;
    uint64_t nps = 0;
    int64_t time_ms = 0;
    int hashfull = 0;          // permille of the transposition table in use
    uint64_t tbhits = 0;       // positions the endgame tables decided (docs/tablebases.md)
    Color side_to_move = RED;  // whose view `score` is from
    std::vector<Move> pv;
    int search_id = 0;  // the id Engine::go() returned for this search
    // The first line only: a move the search found better than this line's, that the engine
    // turned down because it learned from its games that the move is worse (learn/).
    Move avoided = MOVE_NONE;
    // The built-in engine's counts of this iteration; none from an external engine.
    std::optional<SearchStats> stats;
};

struct CurrMoveInfo {
    int depth = 0;
    Move move = MOVE_NONE;
    int number = 0;  // 1-based index in the root move list
    int search_id = 0;
};

struct BestMoveInfo {
    Move best = MOVE_NONE;  // MOVE_NONE: no legal move (the side to move has lost)
    Move ponder = MOVE_NONE;
    Score score;
    int depth = 0;
    int search_id = 0;
    bool from_book = false;  // the opening book's move: no search, no figures
};

// What the transposition table holds for a position (UCCI probe / pophash).
struct HashProbe {
    Move move = MOVE_NONE;       // MOVE_NONE: no (legal) move stored
    std::optional<Score> value;  // from the side to move's view; none: move only
    Bound bound = Bound::EXACT;
    int depth = 0;
};

// How one search plays, for that search alone. A field left unset takes the engine's own
// setting (the protocol's options); the game describes each of its searches completely, so that
// a hint, an analysis or a review never plays at the level of the engine's last move.
struct SearchStyle {
    std::optional<int> skill_level;
    std::optional<int> multipv;
    std::optional<bool> own_book;
    std::optional<RuleBook> rule_book;   // how the search rules the repetitions it meets
    std::optional<bool> use_experience;  // consult what the engine learned (Engine::set_experience)
};

struct EngineSettings {
    int hash_mb = HASH_MB_RANGE.fallback;
    int threads = THREADS_RANGE.fallback;
    int multipv = MULTIPV_RANGE.fallback;
    int skill_level = SKILL_RANGE.fallback;
    bool ponder = false;
    bool own_book = false;  // answer from the opening book while it has the position
    bool use_nnue = false;  // evaluate with the trained network (Engine::set_use_nnue)
    int move_overhead_ms = MOVE_OVERHEAD_RANGE.fallback;
    RuleBook rule_book = DEFAULT_RULE_BOOK;  // the repetition rules the search applies
    // Probe the endgame tables once a folder of them is loaded (Engine::set_tablebase_path).
    bool use_tablebases = true;
    // Consult the experience file (what the engine learned from its games), once one is set.
    bool use_experience = false;
    // Under a clock, think longer while the best move is unsettled and shorter once it is
    // (Engine::set_time_by_position).
    bool time_by_position = true;
};

}  // namespace xq
