// The game controller: who moves (human or engine, by mode), the engine's searches for moves
// and hints, undo/redo, resign and draw offers, and the engine information the panels show.
// It owns no window: the App feeds it moves and time, the panels call its actions.
//
// Its parts do the work: the record (Game), the engine's one search (SearchSlot), the clocks
// (ClockKeeper), who plays (SeatsInForce), the engine's study of the game (EngineStudy), the
// position editor, the learning. The Controller keeps the decisions that need several of them:
// whose turn it is, which search runs, what a move or a take-back changes. Its public methods
// (about 70, over the 40 the house aims at) are the game's actions and the reads the panels
// need; most of the reads are one line into a part, kept here so that a panel asks one object.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "game/clock/clock.h"
#include "game/clock/clock_keeper.h"
#include "game/engine_study.h"
#include "game/engines/engine_bridge.h"
#include "game/game.h"
#include "game/game_seats.h"
#include "game/learning/game_learning.h"
#include "game/played_by.h"
#include "game/position_editor.h"
#include "game/puzzles/puzzle_set.h"
#include "game/search_slot.h"
#include "game/settings.h"
#include "game/sound_events.h"
#include "game/text/message.h"

namespace xq {

class Controller final : private EngineStudy::Host {
  public:
    Controller(Settings& settings, EngineBridge* bridge);  // bridge may be null: no engine

    Game& game() { return game_; }
    const Game& game() const { return game_; }
    Settings& settings() { return settings_; }
    const Settings& settings() const { return settings_; }
    bool has_engine() const { return bridge_ != nullptr; }

    bool engine_plays(Color c) const;
    // The seats in force: the game's own (set_game_seats) or the settings'.
    GameSeats seats() const;
    Mode mode() const { return seats().mode; }
    int level() const { return seats().level; }
    // This game alone is played with these seats (an endgame challenge); the settings are not
    // changed. Dropped when the game is replaced, or when the player edits the mode, the level
    // or the opponent in the settings (the game then follows them).
    void set_game_seats(const GameSeats& seats);
    bool has_game_seats() const { return seats_.game_has_own(); }
    // The position shown is where the game goes on: a move played there (by either side, or a
    // take-back) or the end of the line. Stepping back through the record to look is not live:
    // the engine waits and its clock stops. While the game is live and not over, the engine
    // always has a search running for the side it plays (or a move found, waiting its pace).
    bool live() const { return live_; }
    bool engine_turn() const;
    // The external engine that plays side `c` (its name in the settings), "" for the built-in
    // engine or a human.
    std::string engine_name(Color c) const;
    // Who made the last move of each side in this game (nobody after a new or loaded game).
    const PlayedBy& played_by(Color c) const { return played_by_[c]; }
    bool human_can_move() const;  // the board accepts moves now
    // The engine searches for the game (a move, a hint, the analysis, the review); the opening
    // explorer's search does not count.
    // Pondering does not count either: it is the player's turn.
    bool engine_thinking() const {
        return !search_.idle() && !search_.is(Purpose::EXPLORE) && !search_.is(Purpose::PONDER);
    }
    // The engine is searching for its move in the game (or holds it, waiting for its pace).
    bool engine_seeking_move() const { return search_.is(Purpose::MOVE); }
    // The engine thinks on the player's time (controller_ponder.cpp): at full strength, with
    // Settings::ponder on, it searches its answer to the reply it expects while the player
    // thinks. When the player plays that reply, the search goes on as the engine's move (a
    // ponder hit, its time running from then); any other move stops it and a new one starts.
    bool pondering() const { return search_.is(Purpose::PONDER); }
    // Seconds the current search has run (as of the last update()).
    double search_seconds() const {
        return engine_thinking() ? (now_ - search_.started_ms()) / 1000.0 : 0;
    }
    bool flipped() const;  // Black at the bottom

    // Actions.
    bool human_move(Move m, uint32_t now_ms);  // false if illegal
    void new_game();                           // from the handicap chosen in the settings
    bool set_position(const std::string& fen, std::string* error);
    // With `clock`, the clocks continue from there under its controls (which become the
    // settings'), paused while a timed clock waits; otherwise they start full.
    bool load_game(const Game& g, const SavedClock* clock = nullptr);
    // A game the player opened (a file, pasted text) is for reading: no engine moves and no
    // clock runs; the player steps through it and may move either side (a move before the end
    // starts a variation; a finished game takes none at its end) until continue_playing().
    void open_game(const Game& g, const SavedClock* clock = nullptr);
    bool reading_game() const { return reading_; }
    // The game goes on from the position shown under the mode: the engine plays its side again,
    // and a result the file recorded at the end of the main line is dropped when that is the
    // position shown. False when there is nothing to continue (a decided game, a game not read).
    bool can_continue_playing() const;
    bool continue_playing();
    void undo();  // takes back the engine's reply too
    void redo();
    void go_to(int ply);
    // The variation tree (game.h): follow a line to a move, edit the variation holding the
    // current move, comment or mark the current move.
    void go_to_line(const LinePath& path, int ply);
    enum class TreeEdit : uint8_t { PROMOTE, MAKE_MAIN_LINE, DELETE };
    bool edit_tree(TreeEdit edit);
    void set_comment(const std::string& text);  // spaces and line ends at either end dropped
    void set_mark(const std::string& mark);
    // The position editor. While it is open the game waits (no engine search); it is
    // opened on the position shown. Playing from the edited position starts a game there
    // (false with the problems in `error` when it cannot be played). An "analyse it" exit
    // belongs here too: set_position() then start the analysis.
    PositionEditor& editor() { return editor_; }
    const PositionEditor& editor() const { return editor_; }
    void open_editor();
    bool play_from_editor(std::string* error);
    void resign();
    void offer_draw();
    void hint();
    void settings_changed();  // mode / time / skill edited in the panel
    // Two players at one board: the draw was offered and the other player answered.
    bool draw_needs_answer() const { return !engine_plays(RED) && !engine_plays(BLACK); }
    void answer_draw(bool accepted);
    // The engine plays the best move found so far (its search is stopped); false if it is not
    // searching for a move.
    bool move_now();
    // A descriptive tag of the game (written to the game file).
    void set_tag(const std::string& name, const std::string& value) {
        game_.set_tag(name, value);
        ++record_revision_;
    }

    // Clocks: the side to move's clock runs unless paused, the game is over, or the position
    // shown is an earlier one where the engine is to move. A flag fall ends the game. They start
    // with the game's first move (a human's first move is free, as on online sites; an engine
    // playing first spends from its clock). After the end they stay where they stopped while the
    // player looks back through the game; taking a move back (undo) or playing one goes on.
    const Clock& clock() const { return clocks_.clock(); }
    Clock::Side clock_side(Color c) const { return clocks_.clock().at(c, now_); }
    SavedClock saved_clock() const;
    bool paused() const { return paused_; }
    void set_paused(bool paused);

    // The sounds of what happened since the last call (moves, the end, low time), in order.
    std::vector<Sound> take_sounds() { return std::exchange(sounds_, {}); }

    // Once per frame: drains engine mail, plays the engine's move, starts the next search.
    void update(uint32_t now_ms);

    // The last move played, for the board's move animation (move is MOVE_NONE when animations
    // are off or the position was set some other way).
    struct Animation {
        Move move = MOVE_NONE;
        Piece captured = NO_PIECE;
        uint32_t start_ms = 0;
        bool running(uint32_t now_ms) const {
            return move != MOVE_NONE && now_ms - start_ms < ANIM_MS;
        }
    };
    const Animation& animation() const { return anim_; }

    // The engine's study of the game: analysis, review, explorer, mate by checks (engine_study.h).
    EngineStudy& study() { return study_; }
    const EngineStudy& study() const { return study_; }

    // The engine learns from its games against the player (game_learning.h); update() follows.
    GameLearning& learning() { return learning_; }
    const GameLearning& learning() const { return learning_; }
    const EngineStatus& engine_status() const { return search_.status(); }
    // Red's-view score after each ply that the engine evaluated (NaN = unknown).
    const std::vector<float>& score_history() const { return score_history_; }
    std::optional<Move> hint_move() const { return hint_; }

    // A message for the status line until the next move (empty = none); errors show in colour.
    // Kept as a key and arguments: translated when drawn.
    void notify(Message m) { message = std::move(m); }
    void notify(const std::string& text, bool error = false) {  // text shown as is
        message = Message(Str::COUNT, {MessageArg::literal(text)}, error);
    }
    Message message;
    // Grows with every change of the game record: the App saves the game when it has moved.
    uint64_t record_revision() const { return record_revision_; }
    // Grows whenever the game on the board is replaced by another (new, loaded, opened, pasted,
    // set up): what is bound to one game (its file) can tell that it is no longer shown.
    uint64_t game_serial() const { return game_serial_; }

    static constexpr uint32_t ANIM_MS = 180;
    static constexpr int64_t LOW_TIME_MS = ClockKeeper::LOW_TIME_MS;  // also shown red below it
    static constexpr int64_t MIN_TIME_AFTER_UNDO_MS = ClockKeeper::MIN_TIME_AFTER_UNDO_MS;

    // The bridge, for the Game tab's view of the external engines (their status); null without
    // an engine.
    const EngineBridge* bridge() const { return bridge_; }
    // The protocols the handshakes found go into the settings (tried first next time); true
    // when one changed, for the App to save them.
    bool remember_protocols();

  private:
    using Purpose = SearchPurpose;
    // Every search starts here, with the threads the settings give.
    void begin_search(Purpose p, const SearchRequest& request) override;
    // The study's host (EngineStudy::Host).
    const Game& studied_game() const override { return game_; }
    bool setting_up_position() const override { return editor_.active(); }
    void study_changed() override { update_clock(); }
    void review_judged(ReviewSession& review) override;
    // The game on the board was replaced: what belonged to the last one goes.
    void game_replaced();
    // Another position of the same game is shown: hints and arrows of the last one go.
    void shown_position_changed();
    void use_external_engines();
    EngineBridge::Role player_role(
        Color side) const;  // whose engine moves for that side  // the settings' opponent and
                            // analyser, to the bridge
    void external_note(const ExternalNote& note);
    void start_search(Purpose p);                    // the engine's move or a hint
    void search_answered(const BestMoveInfo& best);  // the search's last mail
    // Pondering (controller_ponder.cpp).
    bool ponder_wanted() const;
    void start_ponder();
    void drop_ponder();  // stops a pondering search; update() starts it again while wanted
    // The player's move `m` was played: a ponder hit turns the search into the engine's move.
    void ponder_answered(Move m);
    // The engine's move waits for its pace (engine_pace.h): milliseconds from the search's start.
    int64_t engine_pace() const;
    void play_engine_move();  // the held move, now
    void played(Move m, uint32_t now_ms);
    void say(Str s, const std::string& detail = "");
    std::optional<int> engine_score_for(Color c) const;
    void update_clock();  // runs the side to move's clock when it should; a flag fall ends the game
    void reset_clock();
    // Navigation takes the clocks along (clock_keeper.h): read before leaving, applied after.
    std::optional<ClockKeeper::LeftAtEnd> clock_before_navigation() const {
        return clocks_.before_navigation(game_, now_);
    }
    void clock_after_navigation(std::optional<ClockKeeper::LeftAtEnd> left);

    Settings& settings_;
    EngineBridge* bridge_;
    Game game_;
    SearchSlot search_;  // the engine's one search, and what it found
    PlayedBy played_by_[2];
    std::vector<float> score_history_;
    std::optional<Move> hint_;
    Animation anim_;
    uint32_t now_ = 0;
    uint64_t record_revision_ = 0;
    uint64_t game_serial_ = 0;
    ClockKeeper clocks_;
    bool paused_ = false;
    // The game ended (mate, flag, resignation, draw) and no move was taken back or played since:
    // going back through it only shows the clocks, and a new time control waits for a new game.
    bool ended_ = false;
    std::vector<Sound> sounds_;
    PositionEditor editor_;
    EngineStudy study_{*this, settings_, bridge_, search_};
    bool keep_message_ = false;  // the next move keeps the message (external_note)
    bool reading_ = false;       // open_game: a game for reading, not playing
    bool live_ = true;
    SeatsInForce seats_;
    GameLearning learning_;
};

}  // namespace xq
