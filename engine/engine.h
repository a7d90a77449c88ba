// The Engine facade: the one API that the GUI, the UCCI/UCI protocol loop and bench use alike.
//
// go() is non-blocking: the search runs on background threads and reports through listeners
// that receive plain value structs (copies, never views into search memory). Listeners are
// called on a search thread; they must be quick and must not call back into the Engine except
// stop(). The deadline, node/depth caps and the stop flag are atomics, so set_movetime() and
// set_skill_level() act on a search that is already running. The search does no I/O.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "position.h"
#include "types.h"

namespace xq {

struct SearchLimits {
    int64_t movetime_ms = 0;             // fixed time for this move; 0 = not set
    int64_t time_left_ms[2] = {0, 0};    // clock of each colour; 0 = no clock
    int64_t increment_ms[2] = {0, 0};
    int movestogo = 0;                   // moves to the next time control; 0 = sudden death
    int depth = 0;                       // 0 = no depth limit
    uint64_t nodes = 0;                  // 0 = no node limit
    bool infinite = false;               // search until stop()
    bool ponder = false;                 // pondering: clock starts at ponderhit()
    std::vector<Move> searchmoves;       // only these root moves (empty = all)
    std::vector<Move> banmoves;          // never these root moves (UCCI banmoves)
};

struct Score {
    enum Kind : uint8_t { CENTIPAWNS, MATE } kind = CENTIPAWNS;
    // CENTIPAWNS: from the side to move's view. MATE: moves (not plies) to mate; positive when
    // the side to move mates, negative when it is mated.
    int value = 0;
    bool operator==(const Score&) const = default;
};

enum class Bound : uint8_t { EXACT, LOWER, UPPER };

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
    int hashfull = 0;                    // permille of the transposition table in use
    Color side_to_move = RED;            // whose view `score` is from
    std::vector<Move> pv;
};

struct CurrMoveInfo {
    int depth = 0;
    Move move = MOVE_NONE;
    int number = 0;                      // 1-based index in the root move list
};

struct BestMoveInfo {
    Move best = MOVE_NONE;               // MOVE_NONE: no legal move (the side to move has lost)
    Move ponder = MOVE_NONE;
    Score score;
    int depth = 0;
};

// What the transposition table holds for a position (UCCI probe / pophash).
struct HashProbe {
    Move move = MOVE_NONE;               // MOVE_NONE: no (legal) move stored
    std::optional<Score> value;          // from the side to move's view; none: move only
    Bound bound = Bound::EXACT;
    int depth = 0;
};

struct EngineSettings {
    int hash_mb = 64;
    int threads = 1;
    int multipv = 1;
    int skill_level = 10;                // 1 (weakest) .. 10 (full strength)
    bool ponder = false;
};

class Engine {
public:
    static constexpr int MIN_SKILL = 1, MAX_SKILL = 10;

    Engine();
    ~Engine();  // stops and joins any search
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    // Sets the root: an FEN plus moves in ICCS. On error (bad FEN, illegal or garbled move)
    // returns false with a message and keeps the previous position. Must not be searching.
    bool set_position(const std::string& fen, const std::vector<std::string>& moves,
                      std::string* error = nullptr);
    bool set_position(const std::string& fen, const std::vector<Move>& moves, std::string* error = nullptr);
    const Position& position() const;

    void go(const SearchLimits& limits);  // returns at once; a running search is stopped first
    void stop();                          // asks the search to finish; bestmove follows
    void ponderhit();                     // the ponder move was played: the clock starts now
    void wait();                          // blocks until the bestmove listener has run
    bool searching() const;

    // Live settings: they act on a running search too.
    void set_movetime(int64_t ms);        // moves the deadline of a running movetime search
    void set_skill_level(int level);      // clamped to 1..10
    int skill_level() const;

    // Settings applied at the next go().
    void set_hash_mb(int mb);
    void set_threads(int n);
    void set_multipv(int n);
    void set_ponder(bool on);
    EngineSettings settings() const;
    void new_game();                      // clears the hash table and histories

    void on_info(std::function<void(const SearchInfo&)> fn);
    void on_currmove(std::function<void(const CurrMoveInfo&)> fn);
    void on_bestmove(std::function<void(const BestMoveInfo&)> fn);

    // Static evaluation of the current root from the side to move's view (debug, UCCI probe).
    Value evaluate_root() const;
    // The transposition table's entry for pos, if it has one (UCCI probe). Safe during a search.
    std::optional<HashProbe> probe_hash(const Position& pos) const;

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace xq
