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

#include "rules/position.h"
#include "search/search_types.h"

namespace xq {

class Engine {
  public:
    Engine();
    ~Engine();  // stops and joins any search
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    // Sets the root: an FEN plus moves in ICCS. On error (bad FEN, illegal or garbled move)
    // returns false with a message and keeps the previous position. Must not be searching.
    bool set_position(const std::string& fen, const std::vector<std::string>& moves,
                      std::string* error = nullptr);
    bool set_position(const std::string& fen, const std::vector<Move>& moves,
                      std::string* error = nullptr);
    const Position& position() const;

    void go(const SearchLimits& limits);  // returns at once; a running search is stopped first
    void stop();                          // asks the search to finish; bestmove follows
    void ponderhit();                     // the ponder move was played: the clock starts now
    void wait();                          // blocks until the bestmove listener has run
    bool searching() const;

    // Live settings: they act on a running search too.
    void set_movetime(int64_t ms);    // moves the deadline of a running movetime search
    void set_skill_level(int level);  // clamped to 1..10
    int skill_level() const;

    // Settings applied at the next go().
    void set_hash_mb(int mb);
    void set_threads(int n);
    void set_multipv(int n);
    void set_ponder(bool on);
    EngineSettings settings() const;
    void new_game();  // clears the hash table and histories

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
