// The UCCI and UCI text protocols: a loop that reads commands from a stream and drives the
// Engine facade like any other client. The first command picks the dialect: `ucci` (xqbase
// UCCI 3.0) or `uci` (UCI as Pikafish speaks it). docs/protocol.md lists every command.
//
// Threads: run() reads lines on the caller's thread and never blocks on a search, so stop,
// isready, ponderhit and quit are answered while the engine thinks. The Engine's listeners
// print info and bestmove from its search thread. Every output line goes out whole, under a
// mutex, and is flushed at once.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <iosfwd>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine.h"

namespace xq {

class Tokens;
struct PositionArgs;

enum class Dialect : uint8_t { NONE, UCCI, UCI };

class ProtocolLoop {
  public:
    ProtocolLoop(Engine& engine, std::istream& in, std::ostream& out);
    ~ProtocolLoop();  // stops a running search and detaches the listeners
    ProtocolLoop(const ProtocolLoop&) = delete;
    ProtocolLoop& operator=(const ProtocolLoop&) = delete;

    // Handles lines until `quit` or the end of the input. At the end of the input a running
    // search is stopped and its bestmove printed: nobody is left to send stop.
    void run();

    // Handles one command line; returns false after `quit`.
    bool handle_line(std::string_view line);

    // Blocks until the running search (if any) has reported. A ponder or UCI infinite search
    // that has finished keeps its bestmove until stop or ponderhit; this does not wait for that.
    void wait_for_search();

    // The text a search report becomes in this session's dialect ("" when it prints nothing).
    // Public so that tests can format reports a short search seldom makes (aspiration fails).
    std::string info_text(const SearchInfo& info) const;

    Dialect dialect() const { return dialect_; }
    bool thinking() const { return thinking_; }

  private:
    // ---- shared (protocol.cpp)
    void say(std::string_view line);
    void note(std::string_view text);      // "info string ..." / "info message ..."
    void error(std::string_view message);  // "info string error: ..." / "info message error: ..."
    bool handle_boot(std::string_view command);
    bool handle_position(Tokens& tokens);
    // isready: the settings sent so far in force and, unless a search runs, the hash table's
    // pages backed (Engine::warm_hash), so that the next go starts at full speed.
    void handle_isready();
    // A new game (UCI ucinewgame, UCCI setoption newgame, Clear Hash): the table cleared and
    // warmed before the next command is read, so neither costs the next search its time.
    void handle_new_game();
    void handle_stop();
    void handle_ponderhit(bool draw_offer);
    void handle_quit();
    void handle_display();
    void handle_perft(Tokens& tokens);
    bool reject_while_thinking(std::string_view command);
    void start_search(const SearchLimits& limits, bool hold_bestmove, bool bounded);
    bool answer_without_search();  // no legal move: answers at once, returns true
    void release_held_bestmove();
    void finish_at_end_of_input();
    void on_info(const SearchInfo& info);
    void on_currmove(const CurrMoveInfo& info);
    void on_bestmove(const BestMoveInfo& info);
    std::optional<int64_t> int_arg(Tokens& tokens, std::string_view name, int64_t min, int64_t max);
    bool parse_search_moves(Tokens& tokens, std::vector<Move>& moves, std::string_view what);

    // ---- UCCI (protocol_ucci.cpp)
    void ucci_handshake();
    bool ucci_command(std::string_view command, Tokens& tokens);
    void ucci_setoption(Tokens& tokens);
    void ucci_banmoves(Tokens& tokens);
    void ucci_go(Tokens& tokens);
    void ucci_probe(Tokens& tokens);
    std::string ucci_info(const SearchInfo& info) const;
    std::string ucci_bestmove(const BestMoveInfo& info) const;
    int64_t ucci_time_ms(double value) const;

    // ---- UCI (protocol_uci.cpp)
    void uci_handshake();
    bool uci_command(std::string_view command, Tokens& tokens);
    void uci_setoption(Tokens& tokens);
    void uci_go(Tokens& tokens);
    std::string uci_info(const SearchInfo& info) const;
    std::string uci_stats(const SearchInfo& info) const;  // "" unless SearchStats asks for it
    std::string uci_bestmove(const BestMoveInfo& info) const;

    Engine& engine_;
    std::istream& in_;
    std::ostream& out_;
    std::mutex out_mutex_;
    Dialect dialect_ = Dialect::NONE;

    // Search state. thinking_ is true from go until bestmove has been printed; the bestmove
    // listener clears it just before printing, so a client that answers a bestmove with
    // position + go at once always finds the loop idle.
    std::atomic<bool> thinking_{false};
    std::mutex search_mutex_;     // guards the fields below
    bool hold_bestmove_ = false;  // ponder / UCI infinite: wait for stop or ponderhit
    bool pondering_ = false;
    bool bounded_ = false;  // the search ends by itself (depth, nodes or time)
    std::optional<std::string> held_bestmove_;
    std::atomic<int64_t> go_time_ns_{0};  // steady clock at go, for the currmove throttle
    // UCI SearchStats: an "info string stats ..." line after each iteration's info line.
    std::atomic<bool> search_stats_{false};

    // UCCI state
    bool use_millisec_ = true;  // see docs/protocol.md: the spec recommends ms
    bool batch_ = false;
    std::atomic<bool> draw_offered_{false};
    int search_game_ply_ = 0;     // the game's length at go, for the draw rule
    std::vector<Move> banmoves_;  // cleared by the next position
};

}  // namespace xq
