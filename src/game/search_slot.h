// The one search the game's engine runs at a time (the Controller's): what it is for, the id
// its mail carries, the ply and the time it began, the move it found before its pace allows
// it, the reply it expects of the player, and what the engine panel shows of it. Only the game
// thread touches it; the bridge (engines/engine_bridge.h) is where that thread meets the
// engine's.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "game/engines/engine_bridge.h"

namespace xq {

// The engine's latest view of a search, for the debug panel.
struct EngineStatus {
    std::vector<SearchInfo> iterations;  // of the current or last search
    CurrMoveInfo currmove;
    Position root;  // the searched position, for notation of the PV
    bool searching = false;
    // Pondering: the reply the engine expects of the player, in the position shown; its search
    // (root: the position after it) runs on the player's time. MOVE_NONE otherwise.
    Move pondering = MOVE_NONE;
    int threads = 0;         // the built-in engine's search threads for this search
    bool book_move = false;  // the answer came from the opening book, without a search
};

enum class SearchPurpose : uint8_t { NONE, MOVE, HINT, ANALYSIS, REVIEW, EXPLORE, PONDER };

class SearchSlot {
  public:
    explicit SearchSlot(EngineBridge* bridge) : bridge_(bridge) {}  // null: no engine

    SearchPurpose purpose() const { return purpose_; }
    bool is(SearchPurpose p) const { return purpose_ == p; }
    bool idle() const { return purpose_ == SearchPurpose::NONE; }
    int ply() const { return ply_; }                   // of the game when the search began
    uint32_t started_ms() const { return start_ms_; }  // when it began (or a ponder hit)

    // Starts `request` for `p`, searched from the game's position `shown` at `ply`. The panel
    // shows it in place of the last search, except the explorer's and the review's.
    void begin(SearchPurpose p, const SearchRequest& request, const Position& shown, int ply,
               uint32_t now_ms);
    // Stops the search and forgets a move it held. The review goes on: it searches its own
    // list of positions, whatever the board shows.
    void abandon();
    // The search answered: the slot is free.
    void finish();
    // Mail of the running search (not of one abandoned since).
    bool owns(const EngineBridge::Mail& mail) const { return !idle() && mail.search_id == id_; }
    // The panel's view follows the mail: each iteration, the move searched, a book answer.
    void show(const EngineBridge::Mail& mail);
    // The panel shows no search (of another game, or before the analysis or a review).
    void clear_status() { status_ = {}; }
    const EngineStatus& status() const { return status_; }

    // The engine's move, found before its pace allows it: held until take_move(), with the
    // reply the search expects (MOVE_NONE: none) after it in `shown`.
    void hold(Move best, Move expected_reply, const Position& shown);
    bool holds_move() const { return held_move_.has_value(); }
    Move take_move();  // the held move; the slot is free

    // Pondering: the reply the last move search expects, in the position (by key) after its
    // move; a ponder hit makes the pondering search the engine's move from `now_ms`.
    struct PonderGuess {
        Move reply = MOVE_NONE;
        uint64_t key = 0;
    };
    const std::optional<PonderGuess>& ponder_guess() const { return ponder_guess_; }
    void forget_ponder_guess() { ponder_guess_.reset(); }
    void ponder_hit(int ply, uint32_t now_ms);

  private:
    EngineBridge* bridge_;
    SearchPurpose purpose_ = SearchPurpose::NONE;
    int id_ = 0;
    int ply_ = 0;
    uint32_t start_ms_ = 0;
    std::optional<Move> held_move_;
    std::optional<PonderGuess> ponder_guess_;
    EngineStatus status_;
};

}  // namespace xq
