// The Engine facade: the one API that the GUI, the UCCI/UCI protocol loop and bench use alike.
//
// Threads. The Engine owns one worker thread for its whole life, plus the Lazy SMP helper
// threads, which the worker creates when the thread count changes (never per search). Every
// call below returns at once (except wait() and sync()): go, new game, hash and thread changes
// and jobs are messages on the worker's queue, run in order. stop() and ponderhit() are signals
// that act on everything issued before them, even a search that has not started yet.
//
// Reports. Listeners receive plain value structs (copies, never views into search memory),
// tagged with the search id that go() returned. They are called on the worker or a search
// thread; they must be quick and must not call back into the Engine except stop(). The
// deadline and the skill level are atomics, so set_movetime() and set_skill_level() act on a
// search that is already running. The search does no I/O.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "rules/position.h"
#include "search/search_types.h"

namespace xq {

namespace tb {
class Tablebases;
}

class Experience;

// Whether a new Engine evaluates with the shipped network when it finds one (docs/nnue.md says
// which match decided it).
inline constexpr bool NNUE_BY_DEFAULT = true;

struct EngineOptions {
    // Run the search threads at a lower scheduling priority (nice +10 on Linux), so that a UI
    // on the same machine keeps its frame rate while the engine takes the rest of the CPU.
    bool background_priority = false;
};

class Engine {
  public:
    explicit Engine(EngineOptions options = {});
    ~Engine();  // stops and joins every thread
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    // Sets the root of the next go(): an FEN plus moves in ICCS. On error (bad FEN, illegal or
    // garbled move) returns false with a message and keeps the previous position. A running
    // search is not disturbed: it keeps its own copy.
    bool set_position(const std::string& fen, const std::vector<std::string>& moves,
                      std::string* error = nullptr);
    bool set_position(const std::string& fen, const std::vector<Move>& moves,
                      std::string* error = nullptr);
    const Position& position() const;  // the root of the next go() (the caller's thread only)

    // Queues a search of the current root and returns its id (1, 2, ...). Anything still
    // running or queued is stopped first; each search reports one bestmove. `style` sets the
    // level, lines and book of this search alone; what it leaves unset comes from the settings.
    int go(const SearchLimits& limits, const SearchStyle& style = {});
    void stop();             // ends every search and job issued so far; each still reports
    void ponderhit();        // the ponder move was played: the clock starts now
    void wait();             // blocks until every search and job issued so far has finished
    bool searching() const;  // a search or job is queued or running
    // Blocks until every hash, thread and new-game message issued so far is in force (UCI
    // isready). It does not wait for searches.
    void sync();

    // Runs `job` on the worker, after what is queued; `stop` becomes true on stop(). For long
    // computations that must not block a protocol reader (perft).
    int run_job(std::function<void(const std::atomic<bool>& stop)> job);

    // Live settings: they act on a running search too.
    void set_movetime(int64_t ms);  // moves the deadline of a running movetime search
    // The level of the searches issued so far (the running one too) and of later ones that do
    // not set their own; clamped to SKILL_RANGE.
    void set_skill_level(int level);
    int skill_level() const;

    // Queued: in force before the next search starts (and before sync() returns).
    void set_hash_mb(int mb);
    void set_threads(int n);
    void new_game();  // clears the hash table and histories
    // Has the system back the hash table's pages now rather than during the next search (a
    // protocol's isready and new game, the game's new game): its first moves keep their time.
    void warm_hash();
    // Read at the next go().
    void set_multipv(int n);
    void set_ponder(bool on);
    void set_move_overhead(int ms);     // clamped to MOVE_OVERHEAD_RANGE
    void set_rule_book(RuleBook book);  // the repetition rules of the searches (rules.h)
    // Under a clock, the time a move may take follows how settled the search is (the best
    // move's changes, its value's fall); off: the fixed share of the clock. Default on.
    void set_time_by_position(bool on);
    // The opening book: with own_book on, go() answers from the book (chosen by weight, so games
    // vary) while the position is in it; analysis (infinite, ponder, searchmoves) always
    // searches. Turning it on loads the shipped book if no other was loaded; false + message
    // when there is none.
    bool set_own_book(bool on, std::string* error = nullptr);
    bool load_book(const std::string& path, std::string* error = nullptr);
    size_t book_entries() const;
    // The trained evaluation (docs/nnue.md). With use_nnue on, searches evaluate with the
    // network, loading the shipped one (assets/xiangqi.nnue) if none was loaded; false + message
    // when there is none or it is unreadable, and the hand-made evaluation stays. Changing the
    // evaluation clears the hash table (its entries hold static evaluations).
    bool set_use_nnue(bool on, std::string* error = nullptr);
    // Loads a network file; on failure keeps the previous network and says why.
    bool load_nnue(const std::string& path, std::string* error = nullptr);
    bool nnue_loaded() const;
    // Endgame tables (docs/tablebases.md): loads every table (*.xqtb) of a folder; an empty
    // path unloads them. False + message when the folder holds none or one cannot be read; the
    // tables loaded before stay. With use_tablebases on (the default) searches probe them: an
    // exact mate distance or draw wherever they cover the position, and at a covered root only
    // the moves with the best value are searched. Read at the next go().
    bool set_tablebase_path(const std::string& path, std::string* error = nullptr);
    // The same with a set already loaded (the game shares its tables with its engine); null
    // unloads them.
    void set_tablebases(std::shared_ptr<const tb::Tablebases> set);
    void set_use_tablebases(bool on);
    size_t tablebases_loaded() const;  // tables, 0 when none
    // The experience (learn/experience.h, docs/learning.md): what the engine learned from its
    // games. With use_experience on (off by default) searches take a learned move's value from
    // it at the root and near it. set_experience hands over a table (null: none); the
    // file's loader reads one (an empty path: none): a missing file is an empty table, a damaged
    // one is kept as <path>.bad and the table starts empty (false, `note` says so). Read at the
    // next go().
    void set_experience(std::shared_ptr<const Experience> table);
    bool load_experience_file(const std::string& path, std::string* note = nullptr);
    void set_use_experience(bool on);
    size_t experience_entries() const;  // 0 when none
    EngineSettings settings() const;    // as asked; see hash_mb_in_force() for what was granted
    int hash_mb_in_force() const;
    int threads_in_force() const;
    int threads_started() const;  // threads the engine created so far, the worker included

    void on_info(std::function<void(const SearchInfo&)> fn);
    void on_currmove(std::function<void(const CurrMoveInfo&)> fn);
    void on_bestmove(std::function<void(const BestMoveInfo&)> fn);
    // Things the user should know that are not errors of a command, e.g. a hash size that the
    // memory could not hold. Called on the worker.
    void on_message(std::function<void(const std::string&)> fn);

    // Static evaluation of the current root from the side to move's view (debug, UCCI probe).
    Value evaluate_root() const;
    // The transposition table's entry for pos, if it has one (UCCI probe). Safe during a search.
    std::optional<HashProbe> probe_hash(const Position& pos) const;

  private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace xq
