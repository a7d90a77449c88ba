#include "engine.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <random>
#include <system_error>
#include <thread>

#include "book/book.h"
#include "eval/evaluate.h"
#include "eval/nnue_eval.h"
#include "formats/iccs.h"
#include "learn/experience.h"
#include "platform/thread_priority.h"
#include "rules/movegen.h"
#include "rules/rules.h"
#include "search/search.h"
#include "search/skill.h"
#include "search/thread.h"
#include "search/tt.h"
#include "tb/tablebases.h"
#include "tb/verify.h"

namespace xq {

struct Engine::Impl {
    struct Listeners {
        std::function<void(const SearchInfo&)> info;
        std::function<void(const CurrMoveInfo&)> currmove;
        std::function<void(const BestMoveInfo&)> bestmove;
        std::function<void(const std::string&)> message;
    };

    // A message on the worker's queue.
    struct Command {
        enum class Kind { GO, CONFIGURE, NEW_GAME, WARM, JOB, QUIT } kind = Kind::QUIT;
        int id = 0;  // GO and JOB: the id returned to the caller
        // GO
        Position root;
        SearchLimits limits;
        int multipv = 1;
        int skill_level = SKILL_RANGE.max;
        int move_overhead_ms = MOVE_OVERHEAD_RANGE.fallback;
        bool time_by_position = true;
        bool own_book = false;
        RuleBook rule_book = DEFAULT_RULE_BOOK;
        std::shared_ptr<const nnue::Network> network;      // null: the hand-made evaluation
        std::shared_ptr<const tb::Tablebases> tablebases;  // null: none
        std::shared_ptr<const Experience> experience;      // null: none
        Listeners listeners;
        // CONFIGURE (0 = unchanged)
        int hash_mb = 0;
        int threads = 0;
        // JOB
        std::function<void(const std::atomic<bool>&)> job;
    };

    // ---- The caller's side, guarded by `control`.
    mutable std::mutex control;
    Position root;
    EngineSettings settings;
    Listeners listeners;
    mutable std::mutex book_mutex;  // the worker reads the book while the caller may load one
    Book book;
    std::shared_ptr<const nnue::Network> network;      // loaded, whether in use or not
    std::shared_ptr<const tb::Tablebases> tablebases;  // loaded, whether in use or not
    std::shared_ptr<const Experience> experience;      // set, whether in use or not

    // ---- The queue and the signals, guarded by `mutex`. Ids are issued in queue order, so
    // `completed_id` only grows.
    mutable std::mutex mutex;
    std::condition_variable queue_cv;  // the worker waits for commands
    std::condition_variable done_cv;   // wait() and sync() wait for the worker
    std::deque<Command> queue;
    int issued_id = 0;     // the last id handed out by go() or run_job()
    int completed_id = 0;  // the last search or job that has finished (and reported)
    int running_id = 0;    // the search or job now running, 0 if none
    int stop_upto = 0;     // every search and job up to this id is to stop
    int ponderhit_upto = 0;
    int movetime_upto = 0;  // set_movetime() applies to the searches up to this id
    int64_t movetime_ms = 0;
    int skill_upto = 0;  // set_skill_level() applies to the searches up to this id
    int live_skill = SKILL_RANGE.max;
    int pending_settings = 0;  // CONFIGURE and NEW_GAME messages not yet handled

    // ---- The worker's own state (the atomics and the time manager are read elsewhere).
    std::atomic<int> skill_level{SKILL_RANGE.fallback};  // the setting, for searches without one
    std::atomic<int> search_skill{SKILL_RANGE.max};      // the running search's own level
    TranspositionTable tt;
    mutable std::mutex tt_memory;  // held while the table is reallocated, and by probe_hash()
    ThreadPool pool;
    SearchContext ctx;
    std::atomic<int> hash_in_force{0};
    std::atomic<int> threads_in_force{1};
    std::atomic<int> threads_started{0};
    std::mt19937_64 rng{uint64_t(std::chrono::steady_clock::now().time_since_epoch().count())};
    std::thread worker;

    void post(Command c) {
        {
            std::lock_guard lock(mutex);
            if (c.kind == Command::Kind::CONFIGURE || c.kind == Command::Kind::NEW_GAME ||
                c.kind == Command::Kind::WARM)
                ++pending_settings;
            queue.push_back(std::move(c));
        }
        queue_cv.notify_one();
    }

    // Under `mutex`: asks everything issued so far to stop.
    void stop_locked() {
        stop_upto = issued_id;
        if (running_id != 0) ctx.stop.store(true);
    }

    void work(bool background_priority) {
        if (background_priority) lower_thread_priority();
        for (;;) {
            Command c;
            {
                std::unique_lock lock(mutex);
                queue_cv.wait(lock, [&] { return !queue.empty(); });
                c = std::move(queue.front());
                queue.pop_front();
            }
            switch (c.kind) {
                case Command::Kind::QUIT:
                    return;
                case Command::Kind::CONFIGURE:
                    configure(c);
                    settled();
                    break;
                case Command::Kind::NEW_GAME:
                    tt.clear();
                    pool.clear();
                    settled();
                    break;
                case Command::Kind::WARM:
                    tt.warm();
                    settled();
                    break;
                case Command::Kind::GO:
                    search(c);
                    break;
                case Command::Kind::JOB:
                    job(c);
                    break;
            }
        }
    }

    void settled() {
        {
            std::lock_guard lock(mutex);
            --pending_settings;
        }
        done_cv.notify_all();
    }

    void finished(int id) {
        {
            std::lock_guard lock(mutex);
            running_id = 0;
            completed_id = id;
        }
        done_cv.notify_all();
    }

    void configure(const Command& c) {
        const auto& say = c.listeners.message;
        if (c.hash_mb != 0 && size_t(c.hash_mb) != tt.size_mb()) {
            std::unique_lock memory(tt_memory);
            const bool resized = tt.resize(size_t(c.hash_mb));
            memory.unlock();
            if (resized)
                hash_in_force = c.hash_mb;
            else if (say)
                say("hash of " + std::to_string(c.hash_mb) + " MB: not enough memory; keeping " +
                    std::to_string(tt.size_mb()) + " MB");
        }
        if (c.threads != 0 && c.threads != pool.threads()) {
            const int before = pool.threads_started();
            const int got = pool.set_threads(c.threads);
            threads_started += pool.threads_started() - before;
            threads_in_force = got;
            if (got < c.threads && say)
                say("threads: the system started only " + std::to_string(got) + " of " +
                    std::to_string(c.threads));
        }
    }

    void job(Command& c) {
        {
            std::lock_guard lock(mutex);
            running_id = c.id;
            ctx.stop.store(stop_upto >= c.id);
        }
        c.job(ctx.stop);
        finished(c.id);
    }

    static std::vector<Move> root_moves(const Position& root, const SearchLimits& limits) {
        MoveList legal;
        generate_legal(root, legal);
        std::vector<Move> moves;
        for (Move m : legal) {
            if (!limits.searchmoves.empty() &&
                std::find(limits.searchmoves.begin(), limits.searchmoves.end(), m) ==
                    limits.searchmoves.end())
                continue;
            if (std::find(limits.banmoves.begin(), limits.banmoves.end(), m) !=
                limits.banmoves.end())
                continue;
            moves.push_back(m);
        }
        // A move must be returned whenever one exists, even if the filters exclude them all.
        if (moves.empty()) moves.assign(legal.begin(), legal.end());
        return moves;
    }

    // At a root the endgame tables cover: of `moves`, those with the best value (the soonest
    // mate, a draw, the latest loss), so the search plays the proven line. All of them when
    // the 60-move limit could come first, or when no table covers the root.
    static std::vector<Move> best_table_moves(const tb::Tablebases& tables, const Position& root,
                                              const std::vector<Move>& moves) {
        Position pos = root;
        const std::vector<tb::MoveValue> values = tb::move_values(tables, pos);
        if (values.empty()) return moves;
        const tb::TbValue best = values.front().value;
        if (best.wdl != tb::Wdl::DRAW && root.rule60() + best.dtm >= MOVE_LIMIT_PLIES) return moves;
        std::vector<Move> kept;
        for (const tb::MoveValue& mv : values)
            if (mv.value == best && std::find(moves.begin(), moves.end(), mv.move) != moves.end())
                kept.push_back(mv.move);
        return kept.empty() ? moves : kept;
    }

    // A book move for this search, or MOVE_NONE: analysis and restricted searches search.
    Move book_move(const Command& c) {
        const SearchLimits& l = c.limits;
        if (!c.own_book || l.infinite || l.ponder || !l.searchmoves.empty()) return MOVE_NONE;
        std::lock_guard lock(book_mutex);
        const Move m = book.pick(c.root, rng);
        if (std::find(l.banmoves.begin(), l.banmoves.end(), m) != l.banmoves.end())
            return MOVE_NONE;
        return m;
    }

    void search(Command& c) {
        if (const Move m = book_move(c); m != MOVE_NONE) {
            {
                std::lock_guard lock(mutex);
                running_id = c.id;
            }
            if (c.listeners.message) c.listeners.message("book move " + move_to_iccs(m));
            BestMoveInfo result;
            result.best = m;
            result.search_id = c.id;
            result.from_book = true;
            if (c.listeners.bestmove) c.listeners.bestmove(result);
            finished(c.id);
            return;
        }
        std::vector<Move> moves = root_moves(c.root, c.limits);
        if (c.tablebases) moves = best_table_moves(*c.tablebases, c.root, moves);
        tt.new_search();
        ctx.tt = &tt;
        ctx.limits = c.limits;
        ctx.multipv = c.multipv;
        ctx.search_id = c.id;
        ctx.on_info = c.listeners.info;
        ctx.on_currmove = c.listeners.currmove;
        ctx.network = c.network.get();
        ctx.rule_book = c.rule_book;
        ctx.tablebases = c.tablebases.get();
        ctx.experience = c.experience.get();
        ctx.tb_hits.store(0);
        ctx.time_by_position = c.time_by_position;
        {
            // A stop or ponderhit may have come while this search waited in the queue.
            std::lock_guard lock(mutex);
            running_id = c.id;
            ctx.stop.store(stop_upto >= c.id);
            if (movetime_upto >= c.id && c.limits.movetime_ms > 0)
                c.limits.movetime_ms = ctx.limits.movetime_ms = movetime_ms;
            search_skill.store(skill_upto >= c.id ? live_skill : c.skill_level);
            ctx.time.start(c.limits, c.root.side_to_move(), c.move_overhead_ms);
            if (ponderhit_upto >= c.id && c.limits.ponder) ctx.time.ponderhit();
        }
        BestMoveInfo result = moves.empty() ? BestMoveInfo{} : best_move(c.root, moves);
        if (moves.empty()) result.score = Score{Score::MATE, 0};
        result.search_id = c.id;
        if (c.listeners.bestmove) c.listeners.bestmove(result);
        finished(c.id);
    }

    BestMoveInfo best_move(const Position& start, const std::vector<Move>& moves) {
        BestMoveInfo result;
        SearchOutcome out = pool.run(start, moves, ctx);
        const int level = search_skill.load(std::memory_order_relaxed);
        std::vector<ScoredRootMove> lines;
        const int exact = std::min<int>(int(out.root_moves.size()), skill_params(level).multipv);
        for (int i = 0; i < exact; ++i) {
            if (out.root_moves[i].score == -VALUE_INFINITE) break;
            lines.push_back({out.root_moves[i].move, out.root_moves[i].score});
        }
        const RootMove& top = out.root_moves[0];
        result.best = level >= SKILL_RANGE.max || lines.empty()
                          ? top.move
                          : pick_skill_move(lines, level, rng);
        const RootMove* chosen = &top;
        for (const RootMove& rm : out.root_moves)
            if (rm.move == result.best) chosen = &rm;
        result.score = to_score(chosen->score == -VALUE_INFINITE ? top.score : chosen->score);
        result.depth = out.depth;
        if (chosen->pv.size() > 1) {
            result.ponder = chosen->pv[1];
        } else {
            // Ask the hash table for a reply to offer as the ponder move.
            Position p = start;
            p.do_move(result.best);
            TTData t;
            if (tt.probe(p.key(), t) && t.move && p.is_legal(t.move)) result.ponder = t.move;
        }
        return result;
    }
};

Engine::Engine(EngineOptions options) : impl_(std::make_unique<Impl>()) {
    Impl& d = *impl_;
    d.ctx.skill_level = &d.search_skill;
    if (!d.tt.resize(size_t(d.settings.hash_mb))) throw std::bad_alloc();
    d.hash_in_force = d.settings.hash_mb;
    d.worker = std::thread([&d, options] { d.work(options.background_priority); });
    d.threads_started = 1;
    // The shipped network when there is one (else the hand-made evaluation stays); as
    // set_use_nnue(true) but without the new game it posts: the table was just cleared.
    if (NNUE_BY_DEFAULT) {
        const std::string path = nnue::default_network_path();
        if (!path.empty()) d.network = nnue::load_network(path, nullptr);
        d.settings.use_nnue = d.network != nullptr;
    }
}

Engine::~Engine() {
    Impl& d = *impl_;
    {
        std::lock_guard lock(d.mutex);
        d.stop_locked();
        d.queue.clear();  // nothing queued is wanted any more; the running search still reports
    }
    d.post(Impl::Command{});  // QUIT
    d.worker.join();
}

bool Engine::set_position(const std::string& fen, const std::vector<std::string>& moves,
                          std::string* error) {
    std::vector<Move> parsed;
    for (const std::string& text : moves) {
        const Move m = iccs_to_move(text);
        if (m == MOVE_NONE) {
            if (error) *error = "garbled move '" + text + "' (expected ICCS like h2e2)";
            return false;
        }
        parsed.push_back(m);
    }
    return set_position(fen, parsed, error);
}

bool Engine::set_position(const std::string& fen, const std::vector<Move>& moves,
                          std::string* error) {
    Position p;
    if (!p.set_fen(fen, error)) return false;
    for (size_t i = 0; i < moves.size(); ++i) {
        if (!p.is_legal(moves[i])) {
            if (error)
                *error = "illegal move " + move_to_iccs(moves[i]) + " (move " +
                         std::to_string(i + 1) + " after the FEN)";
            return false;
        }
        p.do_move(moves[i]);
    }
    std::lock_guard lock(impl_->control);
    impl_->root = std::move(p);
    return true;
}

const Position& Engine::position() const {
    return impl_->root;
}

int Engine::go(const SearchLimits& limits, const SearchStyle& style) {
    Impl& d = *impl_;
    Impl::Command c;
    c.kind = Impl::Command::Kind::GO;
    c.limits = limits;
    c.skill_level = SKILL_RANGE.clamp(style.skill_level.value_or(d.skill_level.load()));
    {
        std::lock_guard lock(d.control);
        c.root = d.root;
        c.multipv = MULTIPV_RANGE.clamp(style.multipv.value_or(d.settings.multipv));
        c.move_overhead_ms = d.settings.move_overhead_ms;
        c.time_by_position = d.settings.time_by_position;
        c.own_book = style.own_book.value_or(d.settings.own_book);
        c.rule_book = style.rule_book.value_or(d.settings.rule_book);
        if (d.settings.use_nnue) c.network = d.network;
        if (d.settings.use_tablebases) c.tablebases = d.tablebases;
        if (style.use_experience.value_or(d.settings.use_experience)) c.experience = d.experience;
        c.listeners = d.listeners;
    }
    {
        std::lock_guard lock(d.mutex);
        d.stop_locked();
        c.id = ++d.issued_id;
    }
    const int id = c.id;
    d.post(std::move(c));
    return id;
}

int Engine::run_job(std::function<void(const std::atomic<bool>& stop)> job) {
    Impl& d = *impl_;
    Impl::Command c;
    c.kind = Impl::Command::Kind::JOB;
    c.job = std::move(job);
    {
        std::lock_guard lock(d.mutex);
        c.id = ++d.issued_id;
    }
    const int id = c.id;
    d.post(std::move(c));
    return id;
}

void Engine::stop() {
    std::lock_guard lock(impl_->mutex);
    impl_->stop_locked();
}

void Engine::ponderhit() {
    Impl& d = *impl_;
    std::lock_guard lock(d.mutex);
    d.ponderhit_upto = d.issued_id;
    if (d.running_id != 0 && d.ctx.time.pondering()) d.ctx.time.ponderhit();
}

void Engine::wait() {
    Impl& d = *impl_;
    std::unique_lock lock(d.mutex);
    d.done_cv.wait(lock, [&] { return d.completed_id >= d.issued_id; });
}

bool Engine::searching() const {
    std::lock_guard lock(impl_->mutex);
    return impl_->completed_id < impl_->issued_id;
}

void Engine::sync() {
    Impl& d = *impl_;
    std::unique_lock lock(d.mutex);
    d.done_cv.wait(lock, [&] { return d.pending_settings == 0; });
}

void Engine::set_movetime(int64_t ms) {
    Impl& d = *impl_;
    std::lock_guard lock(d.mutex);
    d.movetime_upto = d.issued_id;  // also a search still in the queue
    d.movetime_ms = ms;
    if (d.running_id != 0) d.ctx.time.set_movetime(ms);
}

void Engine::set_skill_level(int level) {
    Impl& d = *impl_;
    level = SKILL_RANGE.clamp(level);
    d.skill_level.store(level);
    std::lock_guard lock(d.mutex);
    d.skill_upto = d.issued_id;  // also a search still in the queue
    d.live_skill = level;
    if (d.running_id != 0) d.search_skill.store(level);
}

int Engine::skill_level() const {
    return impl_->skill_level.load();
}

void Engine::set_hash_mb(int mb) {
    Impl::Command c;
    c.kind = Impl::Command::Kind::CONFIGURE;
    {
        std::lock_guard lock(impl_->control);
        c.hash_mb = impl_->settings.hash_mb = HASH_MB_RANGE.clamp(mb);
        c.listeners = impl_->listeners;
    }
    impl_->post(std::move(c));
}

void Engine::set_threads(int n) {
    Impl::Command c;
    c.kind = Impl::Command::Kind::CONFIGURE;
    {
        std::lock_guard lock(impl_->control);
        c.threads = impl_->settings.threads = THREADS_RANGE.clamp(n);
        c.listeners = impl_->listeners;
    }
    impl_->post(std::move(c));
}

void Engine::new_game() {
    Impl::Command c;
    c.kind = Impl::Command::Kind::NEW_GAME;
    impl_->post(std::move(c));
}

void Engine::warm_hash() {
    Impl::Command c;
    c.kind = Impl::Command::Kind::WARM;
    impl_->post(std::move(c));
}

void Engine::set_multipv(int n) {
    std::lock_guard lock(impl_->control);
    impl_->settings.multipv = MULTIPV_RANGE.clamp(n);
}

void Engine::set_move_overhead(int ms) {
    std::lock_guard lock(impl_->control);
    impl_->settings.move_overhead_ms = MOVE_OVERHEAD_RANGE.clamp(ms);
}

void Engine::set_rule_book(RuleBook book) {
    std::lock_guard lock(impl_->control);
    impl_->settings.rule_book = book;
}

void Engine::set_ponder(bool on) {
    std::lock_guard lock(impl_->control);
    impl_->settings.ponder = on;
}

bool Engine::load_book(const std::string& path, std::string* error) {
    Book fresh;
    if (!fresh.load(path, error)) return false;
    std::lock_guard lock(impl_->book_mutex);
    impl_->book = std::move(fresh);
    return true;
}

bool Engine::set_own_book(bool on, std::string* error) {
    if (on && book_entries() == 0) {
        const std::string path = default_book_path();
        if (path.empty()) {
            if (error) *error = "no opening book found (assets/book.bin)";
            return false;
        }
        if (!load_book(path, error)) return false;
    }
    std::lock_guard lock(impl_->control);
    impl_->settings.own_book = on;
    return true;
}

bool Engine::load_nnue(const std::string& path, std::string* error) {
    std::shared_ptr<const nnue::Network> fresh = nnue::load_network(path, error);
    if (!fresh) return false;
    bool in_use;
    {
        std::lock_guard lock(impl_->control);
        impl_->network = std::move(fresh);
        in_use = impl_->settings.use_nnue;
    }
    if (in_use) new_game();
    return true;
}

bool Engine::set_use_nnue(bool on, std::string* error) {
    if (on && !nnue_loaded()) {
        const std::string path = nnue::default_network_path();
        if (path.empty()) {
            if (error)
                *error = std::string("no network found (assets/") + nnue::DEFAULT_NET_NAME + ")";
            return false;
        }
        if (!load_nnue(path, error)) return false;
    }
    bool changed;
    {
        std::lock_guard lock(impl_->control);
        changed = impl_->settings.use_nnue != on;
        impl_->settings.use_nnue = on;
    }
    if (changed) new_game();
    return true;
}

bool Engine::set_tablebase_path(const std::string& path, std::string* error) {
    std::shared_ptr<tb::Tablebases> fresh;
    if (!path.empty()) {
        fresh = std::make_shared<tb::Tablebases>();
        const int loaded = fresh->load_folder(path, error);
        if (loaded < 0) return false;
        if (loaded == 0) {
            if (error) *error = "no endgame table (*.xqtb) in " + path;
            return false;
        }
    }
    set_tablebases(std::move(fresh));
    return true;
}

void Engine::set_tablebases(std::shared_ptr<const tb::Tablebases> set) {
    std::lock_guard lock(impl_->control);
    impl_->tablebases = std::move(set);
}

void Engine::set_time_by_position(bool on) {
    std::lock_guard lock(impl_->control);
    impl_->settings.time_by_position = on;
}

void Engine::set_use_tablebases(bool on) {
    std::lock_guard lock(impl_->control);
    impl_->settings.use_tablebases = on;
}

void Engine::set_experience(std::shared_ptr<const Experience> table) {
    std::lock_guard lock(impl_->control);
    impl_->experience = std::move(table);
}

bool Engine::load_experience_file(const std::string& path, std::string* note) {
    if (path.empty()) {
        set_experience(nullptr);
        return true;
    }
    auto table = std::make_shared<Experience>();
    const ExperienceLoad how = load_experience(path, *table, note);
    set_experience(std::move(table));
    return how == ExperienceLoad::LOADED || how == ExperienceLoad::MISSING;
}

void Engine::set_use_experience(bool on) {
    std::lock_guard lock(impl_->control);
    impl_->settings.use_experience = on;
}

size_t Engine::experience_entries() const {
    std::lock_guard lock(impl_->control);
    return impl_->experience ? impl_->experience->size() : 0;
}

size_t Engine::tablebases_loaded() const {
    std::lock_guard lock(impl_->control);
    return impl_->tablebases ? impl_->tablebases->size() : 0;
}

bool Engine::nnue_loaded() const {
    std::lock_guard lock(impl_->control);
    return impl_->network != nullptr;
}

size_t Engine::book_entries() const {
    std::lock_guard lock(impl_->book_mutex);
    return impl_->book.size();
}

EngineSettings Engine::settings() const {
    std::lock_guard lock(impl_->control);
    EngineSettings s = impl_->settings;
    s.skill_level = impl_->skill_level.load();
    return s;
}

int Engine::hash_mb_in_force() const {
    return impl_->hash_in_force.load();
}

int Engine::threads_in_force() const {
    return impl_->threads_in_force.load();
}

int Engine::threads_started() const {
    return impl_->threads_started.load();
}

void Engine::on_info(std::function<void(const SearchInfo&)> fn) {
    std::lock_guard lock(impl_->control);
    impl_->listeners.info = std::move(fn);
}

void Engine::on_currmove(std::function<void(const CurrMoveInfo&)> fn) {
    std::lock_guard lock(impl_->control);
    impl_->listeners.currmove = std::move(fn);
}

void Engine::on_bestmove(std::function<void(const BestMoveInfo&)> fn) {
    std::lock_guard lock(impl_->control);
    impl_->listeners.bestmove = std::move(fn);
}

void Engine::on_message(std::function<void(const std::string&)> fn) {
    std::lock_guard lock(impl_->control);
    impl_->listeners.message = std::move(fn);
}

Value Engine::evaluate_root() const {
    std::lock_guard lock(impl_->control);
    if (impl_->settings.use_nnue && impl_->network)
        return nnue::evaluate(*impl_->network, impl_->root);
    return evaluate(impl_->root);
}

// A read-only look into the hash table for UCCI probe/pophash. TT entries are relaxed atomics,
// so this is safe while a search runs; `tt_memory` keeps a resize out.
std::optional<HashProbe> Engine::probe_hash(const Position& pos) const {
    TTData t;
    {
        std::lock_guard memory(impl_->tt_memory);
        if (!impl_->tt.probe(pos.key(), t) || t.bound == BOUND_NONE) return std::nullopt;
    }
    HashProbe h;
    h.move = t.move != MOVE_NONE && pos.is_legal(t.move) ? t.move : MOVE_NONE;
    if (t.value != VALUE_NONE) h.value = to_score(t.value);  // relative to the node = pos
    h.bound = t.bound == BOUND_EXACT   ? Bound::EXACT
              : t.bound == BOUND_LOWER ? Bound::LOWER
                                       : Bound::UPPER;
    h.depth = t.depth;
    return h;
}

}  // namespace xq
