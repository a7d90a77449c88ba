#include "engine.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <random>
#include <thread>

#include "eval/evaluate.h"
#include "formats/iccs.h"
#include "rules/movegen.h"
#include "search/search.h"
#include "search/skill.h"
#include "search/thread.h"
#include "search/tt.h"

namespace xq {

struct Engine::Impl {
    // `control` serialises the control calls (go, position, settings); the search thread never
    // takes it, so stop() and listeners cannot deadlock against it.
    std::mutex control;
    Position root;
    EngineSettings settings;
    std::atomic<int> skill_level{10};
    TranspositionTable tt;
    ThreadPool pool;
    SearchContext ctx;
    std::thread search_thread;
    std::function<void(const SearchInfo&)> info_fn;
    std::function<void(const CurrMoveInfo&)> currmove_fn;
    std::function<void(const BestMoveInfo&)> bestmove_fn;
    std::function<void(const BestMoveInfo&)> active_bestmove_fn;  // the running search's copy
    std::mt19937_64 rng{uint64_t(std::chrono::steady_clock::now().time_since_epoch().count())};

    std::mutex done_mutex;
    std::condition_variable done_cv;
    bool running = false;  // guarded by done_mutex
    std::atomic<bool> searching{false};

    void stop_and_join() {
        ctx.stop.store(true, std::memory_order_relaxed);
        if (search_thread.joinable()) search_thread.join();
    }

    void apply_settings() {
        if (tt.size_mb() != size_t(settings.hash_mb)) tt.resize(size_t(settings.hash_mb));
        if (pool.threads() != settings.threads) pool.set_threads(settings.threads);
    }

    std::vector<Move> root_moves(const SearchLimits& limits) const {
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

    // Runs on the search thread.
    void search_and_report(std::vector<Move> moves) {
        BestMoveInfo result;
        if (moves.empty()) {
            result.score = Score{Score::MATE, 0};
        } else {
            SearchOutcome out = pool.run(root, moves, ctx);
            const int level = skill_level.load(std::memory_order_relaxed);
            std::vector<ScoredRootMove> lines;
            const int exact =
                std::min<int>(int(out.root_moves.size()), skill_params(level).multipv);
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
                Position p = root;
                p.do_move(result.best);
                TTData t;
                if (tt.probe(p.key(), t) && t.move && p.is_legal(t.move)) result.ponder = t.move;
            }
        }
        if (active_bestmove_fn) active_bestmove_fn(result);
        {
            std::lock_guard<std::mutex> lock(done_mutex);
            running = false;
            searching.store(false);
        }
        done_cv.notify_all();
    }
};

Engine::Engine() : impl_(std::make_unique<Impl>()) {
    impl_->tt.resize(size_t(impl_->settings.hash_mb));
    impl_->ctx.skill_level = &impl_->skill_level;
}

Engine::~Engine() {
    std::lock_guard<std::mutex> lock(impl_->control);
    impl_->stop_and_join();
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
    std::lock_guard<std::mutex> lock(impl_->control);
    impl_->stop_and_join();
    impl_->root = std::move(p);
    return true;
}

const Position& Engine::position() const {
    return impl_->root;
}

void Engine::go(const SearchLimits& limits) {
    Impl& d = *impl_;
    std::lock_guard<std::mutex> lock(d.control);
    d.stop_and_join();
    d.apply_settings();
    d.tt.new_search();
    d.ctx.tt = &d.tt;
    d.ctx.limits = limits;
    d.ctx.multipv = std::max(1, d.settings.multipv);
    d.ctx.on_info = d.info_fn;
    d.ctx.on_currmove = d.currmove_fn;
    d.active_bestmove_fn = d.bestmove_fn;
    d.ctx.stop.store(false);
    d.ctx.time.start(limits, d.root.side_to_move());
    {
        std::lock_guard<std::mutex> done(d.done_mutex);
        d.running = true;
        d.searching.store(true);
    }
    d.search_thread =
        std::thread([&d, moves = d.root_moves(limits)] { d.search_and_report(moves); });
}

void Engine::stop() {
    impl_->ctx.stop.store(true, std::memory_order_relaxed);
}

void Engine::ponderhit() {
    impl_->ctx.time.ponderhit();
}

void Engine::wait() {
    std::unique_lock<std::mutex> lock(impl_->done_mutex);
    impl_->done_cv.wait(lock, [&] { return !impl_->running; });
}

bool Engine::searching() const {
    return impl_->searching.load();
}

void Engine::set_movetime(int64_t ms) {
    impl_->ctx.time.set_movetime(ms);
}

void Engine::set_skill_level(int level) {
    impl_->skill_level.store(SKILL_RANGE.clamp(level));
}

int Engine::skill_level() const {
    return impl_->skill_level.load();
}

void Engine::set_hash_mb(int mb) {
    std::lock_guard<std::mutex> lock(impl_->control);
    impl_->settings.hash_mb = HASH_MB_RANGE.clamp(mb);
}

void Engine::set_threads(int n) {
    std::lock_guard<std::mutex> lock(impl_->control);
    impl_->settings.threads = THREADS_RANGE.clamp(n);
}

void Engine::set_multipv(int n) {
    std::lock_guard<std::mutex> lock(impl_->control);
    impl_->settings.multipv = MULTIPV_RANGE.clamp(n);
}

void Engine::set_ponder(bool on) {
    std::lock_guard<std::mutex> lock(impl_->control);
    impl_->settings.ponder = on;
}

EngineSettings Engine::settings() const {
    std::lock_guard<std::mutex> lock(impl_->control);
    EngineSettings s = impl_->settings;
    s.skill_level = impl_->skill_level.load();
    return s;
}

void Engine::new_game() {
    std::lock_guard<std::mutex> lock(impl_->control);
    impl_->stop_and_join();
    impl_->apply_settings();
    impl_->tt.clear();
    impl_->pool.clear();
}

void Engine::on_info(std::function<void(const SearchInfo&)> fn) {
    std::lock_guard<std::mutex> lock(impl_->control);
    impl_->info_fn = std::move(fn);
}

void Engine::on_currmove(std::function<void(const CurrMoveInfo&)> fn) {
    std::lock_guard<std::mutex> lock(impl_->control);
    impl_->currmove_fn = std::move(fn);
}

void Engine::on_bestmove(std::function<void(const BestMoveInfo&)> fn) {
    std::lock_guard<std::mutex> lock(impl_->control);
    impl_->bestmove_fn = std::move(fn);
}

Value Engine::evaluate_root() const {
    std::lock_guard<std::mutex> lock(impl_->control);
    return evaluate(impl_->root);
}

// Added by the protocol helper for UCCI probe/pophash: a read-only look into the hash table.
// TT entries are relaxed atomics, so this is safe while a search runs.
std::optional<HashProbe> Engine::probe_hash(const Position& pos) const {
    TTData t;
    if (!impl_->tt.probe(pos.key(), t) || t.bound == BOUND_NONE) return std::nullopt;
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
