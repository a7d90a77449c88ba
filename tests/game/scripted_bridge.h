// A bridge that stands in for the engines in the controller's tests: it records every search
// request and answers only when the test says so, with a legal move of the searched position.
// Its base still holds a real (idle) engine, which it never asks to search.
#pragma once

#include <optional>
#include <vector>

#include "game/engines/engine_bridge.h"
#include "game/game.h"

namespace xq::test {

class ScriptedBridge : public EngineBridge {
  public:
    ScriptedBridge() : EngineBridge(nullptr) {}

    int start(const SearchRequest& request) override {
        requests.push_back(request);
        running = ++last_id;
        pondering = request.limits.ponder;
        return running;
    }
    void stop() override {
        // A stopped search still reports its best move, as the engines do.
        if (running != 0) stopped.push_back(running);
        running = 0;
        pondering = false;
    }
    void ponderhit() override {
        if (running != 0 && pondering) ++ponderhits;
        pondering = false;
    }
    void new_game() override { stop(); }
    void set_movetime(double) override {}
    void set_skill(int level) override { live_skill = level; }
    std::vector<Mail> drain() override { return std::exchange(mail, {}); }

    // GCC 12 at -O3 takes the mail vector's growth, which moves the SearchInfo inside earlier
    // mail, for a read of uninitialised members (a known false -Wmaybe-uninitialized).
#if defined(__GNUC__) && !defined(__clang__)  // Clang has no such warning
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
    // The running search reports `pick`-th legal move of its position (modulo their number)
    // as its best move, with a legal reply to it as the ponder move, and ends. A pondering
    // search does not answer until its ponder hit, as the engines do.
    void answer(size_t pick) {
        if (running == 0 || requests.empty() || pondering) return;
        const SearchRequest& r = requests.back();
        Game g;
        if (!g.reset(r.fen)) return;
        for (Move m : r.moves) g.play(m, true);
        BestMoveInfo best;
        if (!g.legal_moves().empty()) {
            best.best = g.legal_moves()[pick % g.legal_moves().size()];
            g.play(best.best, true);
            if (!g.legal_moves().empty())
                best.ponder = g.legal_moves()[(pick / 7) % g.legal_moves().size()];
        }
        mail.push_back({running, best});
        running = 0;
    }
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
    // The searches stopped since the last call report (a move-less best move: what an engine
    // says when it was stopped before it found one is not looked at by these tests).
    void report_stopped() {
        for (int id : std::exchange(stopped, {})) mail.push_back({id, BestMoveInfo{}});
    }

    std::vector<SearchRequest> requests;
    std::vector<Mail> mail;
    std::vector<int> stopped;
    int last_id = 0;
    int running = 0;
    bool pondering = false;  // the running search waits for its ponder hit
    int ponderhits = 0;
    std::optional<int> live_skill;
};

}  // namespace xq::test
