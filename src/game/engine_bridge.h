// The one place where the UI thread and the engine's threads meet.
//
// Nothing here blocks the UI thread: start, stop-and-wait, new game (which clears the hash
// table) and the live settings are queued to the bridge's own control thread, which runs them in
// order. That thread runs at a lower scheduling priority (nice +10 on Linux) and the search
// threads it starts inherit it, so on a busy machine the window keeps its frame rate and the
// search takes the rest of the CPU.
//
// The engine's listeners run on a search thread: they copy the info into a mutex-protected
// mailbox and call the wake callback (the app pushes an SDL user event), which drains the mailbox
// once per frame. Every search gets an id, so results of a search the UI has since abandoned (undo,
// new game) are recognised and dropped.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
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

    // Stops any search, then searches the position fen + moves. Returns the new search id at
    // once; the search starts on the control thread. A position the engine rejects yields a
    // BestMoveInfo without a move.
    int start(const std::string& fen, const std::vector<Move>& moves, double movetime_s, int skill);
    // Stops the running search (and cancels a queued start); its remaining mail is still
    // delivered, tagged with its id.
    void stop();

    // Live: act on the running search too (and on a queued one).
    void set_movetime(double seconds);
    void set_skill(int level);
    void new_game();  // stops the search, clears the hash table and histories

    std::vector<Mail> drain();

  private:
    void post(Mail mail);
    void enqueue(std::function<void()> command);
    void control_loop();

    std::function<void()> wake_;
    std::unique_ptr<Engine> engine_;
    int last_id_ = 0;                // UI thread only
    std::atomic<int> wanted_id_{0};  // the search the UI still wants (0 = none)
    std::atomic<int> active_id_{0};  // tags the mail; set by the control thread between searches

    std::mutex mailbox_mutex_;
    std::vector<Mail> mailbox_;

    std::mutex queue_mutex_;
    std::condition_variable queue_cv_;
    std::deque<std::function<void()>> queue_;
    bool quit_ = false;
    std::thread control_;
};

}  // namespace xq
