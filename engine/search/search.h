// The alpha-beta search of one thread: iterative deepening with aspiration windows, PVS,
// quiescence with check evasions, null move with a Xiangqi zugzwang guard, LMR, futility and
// razoring, killers and histories, and a static evaluation corrected by what earlier searches
// found (correction.h). Several Searchers running on one root and sharing the
// transposition table make up Lazy SMP (thread.h). docs/engine.md describes the details.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

#include "eval/evaluate.h"
#include "eval/nnue_eval.h"
#include "learn/experience.h"
#include "rules/position.h"
#include "search/correction.h"
#include "search/movepick.h"
#include "search/search_counters.h"
#include "search/search_types.h"
#include "search/timeman.h"
#include "search/tt.h"

namespace xq {

namespace tb {
class Tablebases;
}

// Converts an internal score to what the API reports (mate distance in moves).
Score to_score(Value v);

struct RootMove {
    Move move = MOVE_NONE;
    Value score = -VALUE_INFINITE;
    Value previous_score = -VALUE_INFINITE;
    int seldepth = 0;
    std::vector<Move> pv;
    // The last iteration at which the experience set this move's value, and what its search
    // had found instead: the report tells when that turned the engine away from the move.
    int learned_depth = 0;
    Value unlearned_score = -VALUE_INFINITE;
    uint64_t nodes = 0;  // spent below this move by the main thread, over the whole search
};

// The experience (learn/experience.h) sets the value of a learned move at the root and at the
// nodes this near it, when it was learned at least as deep as the node is searched.
constexpr int EXPERIENCE_MAX_PLY = 4;

// Everything the threads of one search share. Written before the threads start, except the
// atomics.
struct SearchContext {
    TranspositionTable* tt = nullptr;
    TimeManager time;
    SearchLimits limits;
    int multipv = 1;    // lines reported to the listener
    int search_id = 0;  // copied into every report
    std::atomic<bool> stop{false};
    std::atomic<int>* skill_level = nullptr;  // live setting (SKILL_RANGE)
    std::function<void(const SearchInfo&)> on_info;
    std::function<void(const CurrMoveInfo&)> on_currmove;
    std::function<uint64_t()> total_nodes;     // all threads
    std::function<SearchStats()> total_stats;  // all threads' counters (nodes included)
    // Under a clock, the soft limit stretches or shrinks with how settled the search is
    // (TimeByPosition, soft_time_scale in timeman.h).
    bool time_by_position = true;
    const nnue::Network* network = nullptr;  // the trained evaluation, or null: the hand-made one
    RuleBook rule_book = DEFAULT_RULE_BOOK;  // rules repetitions as the referee does (rules.h)
    const tb::Tablebases* tablebases = nullptr;  // endgame tables to probe, or null: none
    std::atomic<uint64_t> tb_hits{0};            // positions they decided, all threads
    const Experience* experience = nullptr;      // what the engine learned, or null: none
};

class Searcher {
  public:
    explicit Searcher(int id);
    int id() const { return id_; }
    void clear();  // histories and killers (new game)

    // Searches `root` over `root_moves` until the context says stop. Thread 0 manages time and
    // reports; the others are Lazy SMP helpers.
    void run(const Position& root, const std::vector<Move>& root_moves, SearchContext& ctx);

    uint64_t nodes() const { return nodes_.load(std::memory_order_relaxed); }
    // Zeroes the node count and the counters. The pool does it for every thread before any
    // starts, so that a helper still to start adds no counts of the last search to the totals.
    void reset_counts() {
        nodes_.store(0, std::memory_order_relaxed);
        counters_.reset();
    }
    // This thread's counts since its search began, nodes included.
    SearchStats stats() const {
        SearchStats s;
        s.nodes = nodes();
        counters_.add_to(s);
        return s;
    }
    int completed_depth() const { return completed_depth_; }
    const std::vector<RootMove>& root_moves() const { return root_moves_; }

  private:
    struct Frame {
        Move killers[2] = {MOVE_NONE, MOVE_NONE};
        Value static_eval = VALUE_NONE;
        Move move = MOVE_NONE;  // move made from this node (MOVE_NONE for a null move)
        // The continuation-history row of that move (null for a null move).
        PieceToHistory* cont = nullptr;
        // The move left out by a singular-extension search of this node (MOVE_NONE otherwise).
        Move excluded = MOVE_NONE;
        // Set by the node itself: its value rests on a repetition ruling (a win or loss by
        // perpetual check or chase) that another path to the same position need not share,
        // so the value must not go into the hash table.
        bool path_dependent = false;
        // Fail highs among the nodes at this ply since their grandparent began. Many mean that
        // the moves made one ply up keep being refuted: the node reading it (a parent of such
        // nodes) is likely an all-node and reduces its late moves more.
        int cutoff_count = 0;
    };

    template <bool PV>
    Value search(Value alpha, Value beta, int depth, int ply, bool cut_node);
    template <bool PV>
    Value qsearch(Value alpha, Value beta, int ply);
    Value search_root(Value alpha, Value beta, int depth, int pv_index);
    void iterate();
    void report(int depth, Value alpha, Value beta);
    void check_limits();
    // After a completed iteration (main thread): may the next one start?
    bool time_for_next_iteration();
    bool stopped() const { return ctx_->stop.load(std::memory_order_relaxed) && may_stop_; }
    bool draw_or_repetition(int ply, Value& value);
    bool rules_decide(int ply, Value& value);  // draw_or_repetition without its check
    // Plays `line` from the current position and takes it back: each move must be legal.
    void assert_line_legal(const std::vector<Move>& line);
    bool probe_tablebase(int ply, Value& value);
    // The learned value of move `m` of the position `key` searched `depth` deep, or `searched`
    // when the experience holds none that deep.
    Value experience_value(uint64_t key, Move m, int depth, Value searched) const;
    // A root move other than the best whose search at `depth` (or the iteration before, when
    // this one stopped before reaching it) beat `best` but whose learned value did not: the
    // experience turned the engine away from it. MOVE_NONE if none.
    Move avoided_by_experience(int depth, Value best) const;
    bool mate_in_one_threat();
    bool null_move_allowed() const;
    void update_pv(int ply, Move m);
    void update_quiet_stats(int ply, Move best, const Move* quiets, int quiet_count, int depth);
    QuietHistory quiet_history(int ply) const;
    void set_frame_move(int ply, Move m);  // before making m at this ply
    int max_depth() const;
    Value static_evaluate() { return nnue_.network() ? nnue_.evaluate(pos_) : evaluate(pos_); }
    void count_node() {
        nodes_.store(nodes_.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
    }

    const int id_;
    SearchContext* ctx_ = nullptr;
    Position pos_;
    nnue::IncrementalEvaluator nnue_;
    std::vector<RootMove> root_moves_;
    std::atomic<uint64_t> nodes_{0};
    SearchCounters counters_;
    SearchStats iteration_start_;  // all threads' counts when this iteration began (main thread)
    // Time by position (main thread): changes of the best root move, halved every iteration,
    // and the completed iterations since it last changed.
    int best_move_changes_ = 0;
    double decayed_best_move_changes_ = 0;
    int stable_iterations_ = 0;
    Move iteration_best_ = MOVE_NONE;  // the best move of the last completed iteration
    // The best values of the last completed iterations, newest last (mate values left out).
    std::vector<Value> iteration_values_;
    int root_depth_ = 0;
    int root_index_ = 0;  // history index of the root: repetitions before it need two
    int completed_depth_ = 0;
    int seldepth_ = 0;
    int pv_index_ = 0;
    Move last_reported_best_ = MOVE_NONE;       // first PV move of the last report (main thread)
    Value last_reported_score_ = VALUE_NONE;    // and its value
    Value window_alpha_ = 0, window_beta_ = 0;  // the window of the last root scores
    bool root_scored_ = false;                  // search_root scored a move (not stopped first)
    int multipv_ = 1;                           // lines searched exactly (reporting and skill)
    int null_min_ply_ = 0;   // no null move before this ply (verification search)
    bool may_stop_ = false;  // depth 1 always completes, so a move is always known
    // Answers of mate_in_one_threat by position: the key with the answer in its lowest bit.
    static constexpr size_t THREAT_MEMO_SIZE = 1 << 14;
    std::vector<uint64_t> threat_memo_ = std::vector<uint64_t>(THREAT_MEMO_SIZE);
    ButterflyHistory history_;
    ContinuationHistory cont_history_;
    CorrectionHistory correction_;
    CaptureHistory capture_history_;
    Move counter_moves_[PIECE_NB][SQUARE_NB];  // by the piece and square of the previous move
    Frame frames_[MAX_PLY + 4];
    Move pv_[MAX_PLY + 2][MAX_PLY + 2];
    int pv_len_[MAX_PLY + 2];
};

}  // namespace xq
