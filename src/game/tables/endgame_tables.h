// The endgame tables in the game (docs/tablebases.md): the tables kept in the player's data
// folder, their verdict on a position (who wins, in how many plies, and every move's value),
// and the tables of an ending made on the player's machine when asked: the generator of
// engine/tb solves the ending and the smaller ones it leads to, on a thread of its own, writing
// each table to the folder as it is done, so that an interrupted build resumes where it stopped.
//
// Only endings in which one side has no attacking piece are made here: their tables are exact
// under any rule book (that side can neither check nor chase).
#pragma once

#include <atomic>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

#include "rules/position.h"
#include "tb/material.h"
#include "tb/tablebases.h"
#include "tb/verify.h"

namespace xq {

class EndgameTables {
  public:
    // `folder` "": no tables, none made. `threads`: the generator's.
    explicit EndgameTables(std::string folder, int threads = 1);
    ~EndgameTables();  // a build stops at once; the tables it wrote stay (the rest later)
    EndgameTables(const EndgameTables&) = delete;
    EndgameTables& operator=(const EndgameTables&) = delete;

    // Reads the folder's tables on the worker thread; poll() takes them.
    void open();
    // Takes what the worker finished (the folder read, or a build). True when the set changed.
    bool poll();
    // The tables in force, shared with the engine (null before any were read).
    std::shared_ptr<const tb::Tablebases> set() const { return set_; }

    struct Verdict {
        std::string table;                 // its name, e.g. KRKAA
        tb::TbValue value;                 // for the side to move
        bool exact_draws = true;           // its draws hold under any rule book
        std::vector<tb::MoveValue> moves;  // every legal move, best first
    };
    // The tables' verdict on `pos`; nullopt when none covers it.
    std::optional<Verdict> verdict(const Position& pos) const;

    // The ending of `pos` (its table's name) when no table covers it and this machine can
    // make it: one side without attackers and the other with one or two (exact under any rule
    // book), or three attackers in all on both sides (made under the repetition convention,
    // tb::RULES_REPETITION_DRAW), within the memory bound.
    std::optional<std::string> makeable(const Position& pos) const;
    // Starts making the tables of `ending` (a name makeable() gave); false while the worker
    // reads or builds, or for a name that is no ending (progress().error says why).
    bool build(const std::string& ending);
    // The worker reads the folder or builds, or has finished and poll() has not taken it yet.
    bool working() const;

    struct Progress {
        bool running = false;
        std::string ending;  // being made, or the last one made
        int done = 0;        // tables made in this build
        int needed = 0;      // tables the ending needs that the folder lacked
        std::string error;   // why the last build or read failed, "" when it did not
    };
    Progress progress() const;
    const std::string& folder() const { return folder_; }

    // The generator's memory bound for a table made in the game (the player's machine is not
    // the project's build machine).
    static constexpr uint64_t MEMORY_LIMIT = uint64_t(2) << 30;

  private:
    void run(std::optional<tb::Material> material);  // on the worker: read, then build
    void join();

    std::string folder_;
    int threads_;
    std::shared_ptr<const tb::Tablebases> set_;
    std::thread worker_;
    std::atomic<bool> stop_{false};
    std::atomic<int> done_{0};
    mutable std::mutex mutex_;  // guards what the worker hands over
    bool busy_ = false;         // from open() or build() to the poll() that takes the result
    bool finished_ = false;
    std::shared_ptr<const tb::Tablebases> fresh_;
    Progress progress_;
    mutable std::unordered_map<uint64_t, bool> fits_memory_;  // by material key
};

}  // namespace xq
