// An external UCI or UCCI engine: a program the player added, driven through pipes like any GUI
// drives it. UI-free; the EngineBridge uses it beside the built-in engine.
//
// Threads. The constructor returns at once: a driver thread of its own starts the program,
// detects the protocol (it sends `uci` and waits for `uciok`; with no answer in time it sends
// `ucci` and waits for `ucciok`; a program that quits on the first greeting, as ElephantEye does
// on `uci`, is started again for the other; a protocol found before is tried first, a protocol
// the player fixed is the only one tried), picks `UCI_Variant xiangqi` when the engine offers
// variants, sends the option values and `isready`, then finds the engine's dialect (its rank
// numbering and FEN letters, engine_dialect.h) from its answer to a short search of a test
// position, then runs the searches asked for, in order. A reader thread turns the program's
// output into lines. The caller never waits for the program: go(), stop() and set_options()
// are messages to the driver, and the reports come through the callbacks, on the driver thread.
//
// Timeouts everywhere (ExternalTimeouts): a program that does not start, exits, does not answer
// the handshake or `isready`, does not stop when told, refuses a position, or plays an illegal
// move is killed, and on_failure says why (with its last line of output and the likely cause);
// nothing is left waiting.
#pragma once

#include <atomic>
#include <condition_variable>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "game/engines/child_process.h"
#include "game/engines/external_protocol.h"

namespace xq {

struct ExternalTimeouts {
    int handshake_ms = 5000;     // for `uciok`, then again for `ucciok`
    int ready_ms = 10000;        // for `readyok` after the options (a big hash table takes time)
    int search_grace_ms = 5000;  // past the search's own time limit, before we send `stop`
    int stop_ms = 3000;          // for `bestmove` after `stop`
    int quit_ms = 1000;          // for the program to exit after `quit`
    // An engine that reads nothing while it searches analyses in searches of growing length:
    // the first lasts this long, each next one twice as long, up to analysis_step_max_ms.
    int analysis_step_ms = 1000;
    int analysis_step_max_ms = 8000;
};

// Why an external engine stopped working, for a message in either language
// (external_failure_text.h).
struct ExternalFailure {
    enum class Kind : uint8_t {
        NOT_STARTED,   // detail: why (missing, not executable, ...)
        EXITED,        // detail: how ("exit code 1")
        NO_HANDSHAKE,  // answered neither uci nor ucci in time
        NOT_READY,     // no readyok in time
        NO_BESTMOVE,   // no bestmove in time after stop
        ILLEGAL_MOVE,  // detail: the move as it wrote it; fen: the position
        NO_MOVE,       // said it had no move where there are legal moves
        NOT_XIANGQI,   // detail: its answer to the test position, not a Xiangqi move
        REFUSED,       // detail: its line refusing our position or move ("Bad move ...")
        ECHOES,        // detail: our greeting, which it sent back as it was (cat)
    } kind = Kind::EXITED;
    // What probably went wrong, in words for the player.
    enum class Cause : uint8_t {
        NONE,
        NOT_AN_ENGINE,       // exited or silent at the greeting: not a UCI/UCCI program
        CHESS_NOTATION,      // chess moves: a chess engine, or it needs UCI_Variant=xiangqi
        NO_XIANGQI_VARIANT,  // it offers UCI_Variant, but without xiangqi
        NOTATION,            // it reads our moves or FEN in another notation
    } cause = Cause::NONE;
    std::string detail;
    StartProblem start_problem = StartProblem::NONE;  // NOT_STARTED: why, by class
    std::string last_output;                          // its last line, to help the player see why
    std::string fen;  // ILLEGAL_MOVE, REFUSED: the position it was given
    int seconds = 0;  // the limit of a wait that ran out
};
std::string describe(const ExternalFailure& f);  // English, one line (logs, tests)

class ExternalEngine {
  public:
    enum class State : uint8_t { STARTING, READY, FAILED, STOPPED };
    struct Status {
        State state = State::STARTING;
        ExternalProtocol protocol = ExternalProtocol::UNKNOWN;
        EngineDialect dialect;  // found after the handshake
        std::string id_name;    // the name it gives itself ("id name ...")
        std::vector<ExternalOption> options;
        std::optional<ExternalFailure> failure;
    };
    struct Callbacks {
        std::function<void(const SearchInfo&)> info;
        std::function<void(const CurrMoveInfo&)> currmove;
        std::function<void(const BestMoveInfo&)> bestmove;
        // search_id: the search that was running or waiting (0: none).
        std::function<void(int search_id, const ExternalFailure&)> failure;
        std::function<void()> status_changed;  // handshake done, failure, ...
    };

    // `preferred`: the protocol to try first (UNKNOWN: uci first); `only_preferred`: the player
    // fixed it, the other is not tried.
    ExternalEngine(std::string path, ExternalProtocol preferred, OptionValues values,
                   Callbacks callbacks, ExternalTimeouts timeouts = {},
                   bool only_preferred = false);
    ~ExternalEngine();  // quit, kill after timeouts.quit_ms, join (waits at most about that)
    ExternalEngine(const ExternalEngine&) = delete;
    ExternalEngine& operator=(const ExternalEngine&) = delete;

    const std::string& path() const { return path_; }
    // The protocol the player fixed (UNKNOWN: found by the handshake).
    ExternalProtocol fixed_protocol() const {
        return only_preferred_ ? preferred_ : ExternalProtocol::UNKNOWN;
    }
    Status status() const;

    // Searches fen + moves (a legal line) under `limits`; the reports carry `search_id`. A search
    // still running is stopped first; a search asked for and not yet begun is replaced.
    // multipv is sent as the MultiPV option when the engine has one. use_book false (and any
    // infinite analysis) turns the engine's own book off (UCCI `usebook`, UCI `OwnBook`) when it
    // has one: ElephantEye answers a book position at once, with no search, otherwise.
    void go(int search_id, const std::string& fen, const std::vector<Move>& moves,
            const SearchLimits& limits, int multipv, bool use_book = true);
    void stop();      // the running search reports its bestmove
    void new_game();  // `ucinewgame` (UCI) before the next search
    // Option values by name; sent before the next search (only those that changed).
    void set_options(const OptionValues& values);
    // Asks the program to quit without waiting (the destructor then joins quickly).
    void shut_down();
    bool finished() const { return finished_; }

  private:
    struct Request {
        int id = 0;
        std::string fen;
        std::vector<Move> moves;
        SearchLimits limits;
        int multipv = 1;
        bool use_book = true;
    };
    using Clock = std::chrono::steady_clock;

    void run();  // the driver thread
    void read_loop();
    bool start_child(std::string* error);  // (again) with a fresh reader
    void end_child();                      // killed, reaped, its reader joined
    bool handshake();
    // One greeting; true on its ok. A program that sends the greeting back (cat) sets
    // peer_.echoed.
    bool greet(ExternalProtocol p);
    void choose_variant();
    bool probe_dialect();
    bool sync();  // isready → readyok, dropping what comes before (a late bestmove)
    void send_book(bool on);
    bool send(const std::string& line);
    // The next line, or nullopt at `deadline` (or on quit); sets inbox_.eof at the end of output.
    std::optional<std::string> next_line(Clock::time_point deadline, bool wake_on_command);
    bool wait_ready();
    void send_options(const OptionValues& values);
    void apply_settings();  // changed option values, ucinewgame
    void begin(Request r);
    // The session after the handshake: the engine's lines, the UI's requests, stops and the
    // time an answer is due, until quit or a failure.
    void serve();
    // What serve() does when no line came, decided under the lock from what the UI asked.
    enum class Step : uint8_t { WAIT, QUIT, EXITED, GIVE_UP, STOP, BEGIN, APPLY };
    Step next_step(Clock::time_point now, std::optional<Request>* request);  // BEGIN: *request
    void send_stop(Clock::time_point now);  // the running search is told to stop; answer due
    void send_search(const Request& r);     // position, banmoves, go; the time limits
    void on_search_line(const std::string& line);
    void fail(ExternalFailure::Kind kind, const std::string& detail = {},
              ExternalFailure::Cause cause = ExternalFailure::Cause::NONE, int seconds = 0);
    void fail_exited(ExternalFailure::Cause cause = ExternalFailure::Cause::NONE);
    // No answer came: the program exited, or `kind` after waiting `timeout_ms`.
    void fail_unanswered(ExternalFailure::Kind kind, int timeout_ms);
    void set_state(State s);
    // Whether the UI asked to quit and the engine's output ended, read under the lock.
    struct Ended {
        bool quit = false;
        bool eof = false;
    };
    Ended ended() const;
    std::string option_name(const std::string& wanted) const;
    ExternalProtocol protocol() const;  // the engine's spelling or ""

    const std::string path_;
    const ExternalTimeouts timeouts_;
    const bool only_preferred_;
    Callbacks callbacks_;
    std::unique_ptr<ChildProcess> child_;  // replaced only while no reader runs

    // What the UI asked for and what the program wrote, shared by the threads.
    struct Inbox {
        std::deque<std::string> lines;
        bool eof = false;
        std::optional<Request> pending;
        bool stop_asked = false;
        bool new_game_asked = false;
        bool quit_asked = false;
        OptionValues wanted_options;
        Status status;
        std::string last_output;
    };
    // What the driver found out about the program and what it has told it.
    struct Peer {
        EngineDialect dialect;
        bool no_xiangqi_variant = false;  // it offers UCI_Variant without xiangqi
        bool deaf_while_searching = false;
        bool echoed = false;  // it sent our greeting back: not an engine
        OptionValues sent_options;
        int sent_multipv = 1;
        std::string sent_book;  // the book option's value we sent ("" : never)
    };
    // The running search's bookkeeping (its request is running_).
    struct RunningSearch {
        Position root;
        bool stop_sent = false;
        Score last_score;  // of line 1, for the bestmove report
        int last_depth = 0;
        std::optional<Clock::time_point> stop_at, give_up_at;
        uint64_t counted_nodes = 0;  // of UCCI's separate "info time .. nodes .." lines
        int64_t counted_ms = 0;
        // An analysis goes in steps of growing length; it shows only what is as deep as what it
        // showed before (a new step starts again from depth 1).
        bool stepping = false;
        int64_t step_ms = 0;
        int shown_depth = 0;
        Clock::time_point step_ends;
    };

    mutable std::mutex mutex_;  // inbox_
    std::condition_variable wake_;
    Inbox inbox_;

    const ExternalProtocol preferred_;
    // Driver thread only.
    Peer peer_;
    std::optional<Request> running_;
    RunningSearch search_;

    std::atomic<bool> finished_{false};
    std::thread reader_;
    std::thread driver_;  // last: started when everything else exists
};

}  // namespace xq
