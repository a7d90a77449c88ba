// The one place where the UI thread and the engine's threads meet: a mailbox.
//
// The bridge has no thread of its own. Commands go straight to the Engine, whose calls never
// block (they are messages on its worker's queue), so the UI thread never waits for a search.
// The engine runs at a lower scheduling priority (EngineOptions::background_priority), so on a
// busy machine the window keeps its frame rate and the search takes the rest of the CPU.
//
// The engine's listeners run on a search thread: they copy each report into a mutex-protected
// mailbox and call the wake callback (the app pushes an SDL user event); the UI drains the
// mailbox once per frame. Every search has an id, so reports of a search the UI has since
// abandoned (undo, new game) are recognised and dropped.
#pragma once

#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <variant>
#include <vector>

#include "engine.h"

namespace xq {

class EngineBridge {
  public:
    struct Mail {
        int search_id = 0;
        std::variant<SearchInfo, CurrMoveInfo, BestMoveInfo> info;
    };

    // wake: called (on an engine thread) after each mail, to wake the UI; may be empty.
    explicit EngineBridge(std::function<void()> wake);
    ~EngineBridge();  // stops the search and joins every thread

    // Stops any search, then searches the position fen + moves within `limits` (a fixed time
    // per move, or the clocks). Returns the new search id at once. A position the engine rejects
    // yields a BestMoveInfo without a move (with a negative id, which no engine search has).
    // multipv: lines to report (analysis, review); use_book false: search even where the
    // opening book has the position (a review must judge every move).
    int start(const std::string& fen, const std::vector<Move>& moves, const SearchLimits& limits,
              int skill, int multipv = 1, bool use_book = true);
    // Stops the running search; its remaining mail is still delivered, tagged with its id.
    void stop();

    // Live: act on the running search too.
    void set_movetime(double seconds);
    void set_skill(int level);
    void new_game();  // stops the search, then clears the hash table and histories
    // The opening book (on by default). book_error() says why it is off after asking for it.
    void set_book(bool on);
    bool book() const { return book_; }
    const std::string& book_error() const { return book_error_; }
    // The engine evaluates with the shipped network (docs/nnue.md), else the hand-made eval.
    bool uses_network() const { return engine_->settings().use_nnue; }

    std::vector<Mail> drain();

  private:
    void post(Mail mail);

    std::function<void()> wake_;
    int last_rejected_id_ = 0;  // UI thread only
    bool book_ = false;
    std::string book_error_;
    std::mutex mailbox_mutex_;
    std::vector<Mail> mailbox_;
    std::unique_ptr<Engine> engine_;  // last: destroyed (joined) before the mailbox
};

}  // namespace xq
