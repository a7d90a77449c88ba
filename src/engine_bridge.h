// The one place where the UI thread and the engine's search threads meet.
//
// The engine's listeners run on a search thread: they copy the info into a mutex-protected
// mailbox and push an SDL user event to wake the UI, which drains the mailbox once per frame.
// Every search gets an id, so results of a search the UI has since abandoned (undo, new game)
// are recognised and dropped.
#pragma once

#include <atomic>
#include <cstdint>
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

    // wake_event: an SDL_RegisterEvents type pushed after each mail (0 = none).
    explicit EngineBridge(uint32_t wake_event);
    ~EngineBridge();

    // Stops any search, then searches the position fen + moves. Returns the new search id.
    int start(const std::string& fen, const std::vector<Move>& moves, double movetime_s, int skill);
    // Stops the running search; its remaining mail is still delivered, tagged with its id.
    void stop();
    bool searching() const;
    int current_id() const { return current_id_; }

    // Live: act on the running search too.
    void set_movetime(double seconds);
    void set_skill(int level);
    void new_game();

    std::vector<Mail> drain();

  private:
    void post(Mail mail);

    uint32_t wake_event_;
    std::unique_ptr<Engine> engine_;
    std::atomic<int> current_id_{0};  // written by the UI thread only while no search runs
    std::mutex mutex_;
    std::vector<Mail> mailbox_;
};

}  // namespace xq
