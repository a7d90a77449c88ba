// Plays a tournament: one game after another on an EngineBridge of its own (the built-in engine
// at each entrant's level, or the external engines of the entrants), keeping the clocks,
// adjudicating, appending each finished game to the PGN collection and saving the state after
// each game. UI-free and without threads of its own: update() is called by the owner (once a
// frame in the app, in a loop in the tests); the engines search on their own threads and their
// reports come through the bridge's mailbox, so the caller never waits for a search.
//
// Adjudication: the game's own rules (mate, stalemate, the repetition rulings, the natural move
// limit) through Game; a fallen flag under a game clock; an engine that fails (crashes, gives
// no move, plays an illegal move, or, an external one, makes no move within the time per move
// and a grace) loses the game, with the reason as its Termination, and the tournament goes on.
//
// Pausing keeps the game in progress in the saved state (its moves, and its clocks as they stood
// when the side to move began its move); resuming, also after a restart, continues it from its
// last position with the same engines and colours. The search cut short is started again.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "game/clock/clock.h"
#include "game/engines/engine_bridge.h"
#include "game/game.h"
#include "game/tournament/crosstable.h"
#include "game/tournament/tournament_openings.h"
#include "game/tournament/tournament_schedule.h"
#include "game/tournament/tournament_state.h"

namespace xq {

// How long past its time per move an external engine may take before it loses the game by fault.
constexpr int64_t MOVETIME_GRACE_MS = 1000;

class TournamentRunner {
  public:
    enum class State : uint8_t { NONE, RUNNING, PAUSED, FINISHED };

    // wake: called on an engine thread after each report (may be empty). state_dir: where
    // tournament.ini is kept ("" : not saved).
    TournamentRunner(std::function<void()> wake, std::string state_dir);
    ~TournamentRunner();
    TournamentRunner(const TournamentRunner&) = delete;
    TournamentRunner& operator=(const TournamentRunner&) = delete;

    // Starts a new tournament (any other is dropped). False with a message when the setup
    // cannot be played or its openings cannot be read; nothing changes then.
    bool start(const TournamentSetup& setup, const std::string& event, const std::string& pgn_path,
               std::string* error);
    // Reads the saved tournament: paused if games remain, else finished. False when there is
    // none (error empty) or it cannot be read (error says why).
    bool restore(std::string* error);
    void pause();   // the search is stopped, the state saved with the game in progress
    void resume();  // plays on: the game in progress from where it stood, then the next ones
    void stop();    // ends the tournament where it is; its games and state stay

    // Drains the engines' reports, plays their moves, adjudicates, begins the next game.
    void update(int64_t now_ms);

    State state() const { return state_; }
    const TournamentRecord& record() const { return record_; }
    const std::vector<Pairing>& schedule() const { return schedule_; }
    int games_total() const { return int(schedule_.size()); }
    int games_played() const { return int(record_.results.size()); }
    Crosstable crosstable() const {
        return make_crosstable(int(record_.setup.entrants.size()), record_.results);
    }
    // Is a game being played? (Not while paused or after the end; between games the next one
    // begins in the same update.)
    bool in_game() const { return in_game_; }
    const Game& game() const { return game_; }
    const Clock& clock() const { return clock_; }
    std::optional<Pairing> current() const;
    // Changes when a move is played or a game begins or ends (to redraw).
    uint64_t revision() const { return revision_; }
    // The last problem (a PGN or state file that could not be written), "" when none.
    const std::string& problem() const { return problem_; }

    void set_external_timeouts(const ExternalTimeouts& t) { timeouts_ = t; }  // tests

  private:
    void begin_game();
    UnfinishedGame unfinished() const;
    void start_search(int64_t now);
    void play(Move m, int64_t now);
    void fault(Color loser, const std::string& why);
    void finish_game();
    void check_time(int64_t now);
    void save();
    void open_bridge();
    const Entrant& entrant(Color c) const;

    std::function<void()> wake_;
    std::string state_dir_;
    ExternalTimeouts timeouts_;
    State state_ = State::NONE;
    TournamentRecord record_;
    std::vector<Pairing> schedule_;
    std::vector<Opening> openings_;
    std::unique_ptr<EngineBridge> bridge_;
    bool in_game_ = false;
    Game game_;
    Clock clock_;
    std::string termination_;  // set when the game ends other than on the board
    int search_id_ = 0;
    // A game that has begun starts its first search at the next update(), with that call's
    // time: starting the engines and clearing their tables is charged to nobody's clock.
    bool search_pending_ = false;
    int64_t search_start_ = 0;
    uint64_t revision_ = 0;
    std::string problem_;
};

}  // namespace xq
