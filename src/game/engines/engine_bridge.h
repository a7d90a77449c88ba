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
//
// Other engines: an external UCI/UCCI engine (external_engine.h) can take the opponent's or
// the analyser's role. Its reports come into the same mailbox with the same search ids, so the
// controller does not know which engine answers. When it fails, the mailbox gets an
// ExternalNote, the role goes back to the built-in engine, and the search it was running is
// run again by the built-in engine under the same id.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "engine.h"
#include "game/engines/external_engine.h"
#include "game/engines/external_engine_spec.h"
#include "game/engines/search_request.h"

namespace xq {

// An external engine failed (search_id: the search it was running, or 0); the built-in engine
// has taken its role.
struct ExternalNote {
    std::string engine;  // its name in the settings
    std::string path;
    ExternalFailure failure;
    bool had_role = false;  // it was the opponent or the analyser (not only shown in the list)
};

// The search methods are virtual so that tests can stand in for the engines (a scripted bridge
// that answers when told), to check the controller's rules over many random games.
class EngineBridge {
  public:
    struct Mail {
        int search_id = 0;
        std::variant<SearchInfo, CurrMoveInfo, BestMoveInfo, ExternalNote> info;
    };
    using Role = EngineRole;
    static constexpr int ROLES = 3;

    // wake: called (on an engine thread) after each mail, to wake the UI; may be empty.
    explicit EngineBridge(std::function<void()> wake);
    virtual ~EngineBridge();  // stops the search and joins every thread

    // Stops any search, then starts the one the request describes, with its level, lines and
    // book for it alone. Returns the new search id at once. A position the engine rejects yields
    // a BestMoveInfo without a move. The request's role picks the engine (the built-in one
    // unless an external one has it); the book is used only when the request asks for it and
    // set_book() has it on.
    virtual int start(const SearchRequest& request);
    // Stops the running search; its remaining mail is still delivered, tagged with its id.
    virtual void stop();

    // Live: act on the running search (and only on it).
    // The built-in engine's pondering search (limits.ponder) becomes the move's search: the
    // reply it expected came, and its time runs from now.
    virtual void ponderhit();
    virtual void set_movetime(double seconds);
    virtual void set_skill(int level);
    virtual void new_game();  // stops the search, then clears the hash table and histories
    // Waits until the built-in engine has done what it was told before searching (a new game's
    // cleared table, a new hash size): a tournament starts a game's clock after that.
    void settle() { engine_->sync(); }
    // The opening book (on by default). book_error() says why it is off after asking for it.
    // `masters`: the masters' book (assets/masters_book.bin) instead of the engine's own; when
    // it cannot be read, the engine's own book stays and book_error() says why.
    void set_book(bool on, bool masters = false);
    bool book() const { return book_; }
    bool masters_book() const { return masters_; }
    // The book's file name and its number of positions (the book in use).
    std::string book_name() const;
    size_t book_positions() const { return engine_->book_entries(); }
    const std::string& book_error() const { return book_error_; }
    // What the built-in engine learned from its games (docs/learning.md), consulted by the
    // searches whose request asks for it (the engine's moves); null: nothing.
    void set_experience(std::shared_ptr<const Experience> table);
    // The game's endgame tables for the built-in engine (null: none). Searches at full strength
    // use them, and those that ask for them at any level (SearchRequest::tables_at_any_level):
    // a weaker level otherwise stays as weak in the endings as it was measured.
    void set_tablebases(std::shared_ptr<const tb::Tablebases> set);
    // The engine evaluates with the shipped network (docs/nnue.md), else the hand-made eval.
    bool uses_network() const { return engine_->settings().use_nnue; }

    virtual std::vector<Mail> drain();

    // ---- external engines; UI thread only.
    // The engine for a role: null, the built-in one. The program starts in the background; the
    // same spec again changes nothing (a failed engine is not restarted until the spec changes
    // or set_external is given null first); a spec with the same path and other option values
    // keeps the program and sends the new values.
    void set_external(Role role, const ExternalEngineSpec* spec);
    // Keeps this engine running (or starts it) so that its protocol and options can be shown;
    // null: none.
    void inspect(const ExternalEngineSpec* spec);
    // What the program at `path` is doing (nullopt: no engine with that path is known).
    std::optional<ExternalEngine::Status> external_status(const std::string& path) const;
    bool external_plays(Role role) const { return bool(role_[int(role)]); }
    // The name in the settings of the external engine that has the role ("": none).
    std::string external_name(Role role) const {
        return role_[int(role)] && wanted_[int(role)] ? wanted_[int(role)]->name : std::string();
    }
    // The name of the external engine running the last search ("" : the built-in engine).
    std::string searching_engine() const {
        const int r = int(current_.search.role);
        return current_.external && wanted_[r] ? wanted_[r]->name : std::string();
    }
    void set_external_timeouts(const ExternalTimeouts& t) { timeouts_ = t; }  // tests

  private:
    struct Request {
        int id = 0;
        SearchRequest search;
        bool external = false;
    };
    struct Posted {
        bool builtin = false;  // tagged with the Engine's own search id (translated in drain)
        Mail mail;
    };
    void post(Mail mail, bool builtin);
    void run_builtin(const Request& r);
    std::shared_ptr<ExternalEngine> engine_for(const ExternalEngineSpec& spec);
    void retire(std::shared_ptr<ExternalEngine> e);
    void external_failed(int search_id, ExternalNote& note);

    std::function<void()> wake_;
    bool book_ = false;
    bool masters_ = false;  // the masters' book is loaded
    std::string book_error_;
    // UI thread only: ids, the last request, the external engines.
    int next_id_ = 0;
    std::map<int, int> builtin_ids_;  // the Engine's search id -> ours
    Request current_;
    ExternalTimeouts timeouts_;
    std::optional<ExternalEngineSpec> wanted_[ROLES];  // by Role
    std::shared_ptr<ExternalEngine> role_[ROLES];
    // The engines with a role and the one inspected (some may be null or the same).
    std::vector<std::shared_ptr<ExternalEngine>> running() const {
        return {role_[0], role_[1], role_[2], inspected_};
    }
    std::shared_ptr<ExternalEngine> inspected_;
    std::vector<std::shared_ptr<ExternalEngine>> retired_;  // quitting in the background
    std::map<std::string, ExternalEngine::Status> failed_;  // by path: why it failed
    std::map<std::string, std::string> names_;              // path -> name in the settings

    std::mutex mailbox_mutex_;
    std::vector<Posted> mailbox_;
    std::unique_ptr<Engine> engine_;  // destroyed (joined) before the mailbox
};

}  // namespace xq
