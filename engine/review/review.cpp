#include "review/review.h"

#include <chrono>
#include <cmath>
#include <mutex>
#include <thread>

#include "engine.h"
#include "rules/movegen.h"
#include "search/win_chance.h"

namespace xq {

const char* mark_suffix(Mark m) {
    switch (m) {
        case Mark::GOOD:
            return "!";
        case Mark::INACCURACY:
            return "?!";
        case Mark::MISTAKE:
            return "?";
        case Mark::BLUNDER:
            return "??";
        case Mark::NONE:
            break;
    }
    return "";
}

Mark mark_for_drop(double drop) {
    if (drop >= BLUNDER_DROP) return Mark::BLUNDER;
    if (drop >= MISTAKE_DROP) return Mark::MISTAKE;
    if (drop >= INACCURACY_DROP) return Mark::INACCURACY;
    return Mark::NONE;
}

namespace {

Score negated(Score s) {
    s.value = -s.value;
    return s;
}

}  // namespace

ReviewResult review_from_evals(const Position& start, const std::vector<Move>& moves,
                               const std::vector<PositionEval>& evals) {
    ReviewResult r;
    r.complete = evals.size() == moves.size() + 1;
    for (const PositionEval& e : evals) r.complete = r.complete && e.searched;
    Position pos = start;
    double accuracy_sum[2] = {0, 0};
    for (size_t i = 0; i < moves.size(); ++i) {
        MoveReview mr;
        mr.played = moves[i];
        mr.mover = pos.side_to_move();
        const bool known = i + 1 < evals.size() && evals[i].searched && evals[i + 1].searched;
        if (known) {
            const PositionEval& e = evals[i];
            mr.before = e.best;
            mr.after = negated(evals[i + 1].best);
            mr.best = e.best_line.empty() ? MOVE_NONE : e.best_line[0];
            mr.best_line = e.best_line;
            mr.drop = mr.played == mr.best
                          ? 0
                          : std::max(0.0, win_chance(mr.before) - win_chance(mr.after));
            mr.mark = mark_for_drop(mr.drop);
            if (mr.played == mr.best && e.second &&
                win_chance(e.best) - win_chance(*e.second) >= ONLY_MOVE_GAP &&
                !pos.is_capture(mr.played))
                mr.mark = Mark::GOOD;
            SideSummary& s = r.side[mr.mover];
            ++s.moves;
            s.inaccuracies += mr.mark == Mark::INACCURACY;
            s.mistakes += mr.mark == Mark::MISTAKE;
            s.blunders += mr.mark == Mark::BLUNDER;
            s.good += mr.mark == Mark::GOOD;
            accuracy_sum[mr.mover] += 100.0 * std::exp(-mr.drop / ACCURACY_DROP_SCALE);
        }
        pos.do_move(moves[i]);
        r.moves.push_back(std::move(mr));
    }
    for (Color c : {RED, BLACK})
        if (r.side[c].moves) r.side[c].accuracy = accuracy_sum[c] / r.side[c].moves;
    return r;
}

GameReview::GameReview(const Position& start, std::vector<Move> moves, ReviewOptions options)
    : start_(start), moves_(std::move(moves)), options_(options) {
    evals_.resize(moves_.size() + 1);
    no_move_.resize(evals_.size());
    Position pos = start_;
    for (size_t i = 0; i <= moves_.size(); ++i) {
        no_move_[i] = count_legal_moves(pos) == 0;
        if (i < moves_.size()) pos.do_move(moves_[i]);
    }
}

int GameReview::next_ply() {
    // A side without a legal move has lost (mate or stalemate): score mate 0, no search.
    while (next_ < positions() && no_move_[next_]) {
        evals_[next_].searched = true;
        evals_[next_].best = Score{Score::MATE, 0};
        ++next_;
    }
    return next_;
}

SearchLimits GameReview::limits() const {
    SearchLimits l;
    if (options_.depth > 0)
        l.depth = options_.depth;
    else
        l.movetime_ms = std::max<int64_t>(1, options_.movetime_ms);
    return l;
}

void GameReview::feed(const SearchInfo& info) {
    if (done() || info.bound != Bound::EXACT || info.pv.empty()) return;
    PositionEval& e = evals_[next_];
    if (info.multipv == 1) {
        e.best = info.score;
        e.best_line = info.pv;
        e.depth = info.depth;
    } else if (info.multipv == 2) {
        e.second = info.score;
    }
}

void GameReview::finish() {
    if (done()) return;
    // A search stopped before its first report leaves the position unknown (not searched).
    evals_[next_].searched = !evals_[next_].best_line.empty();
    ++next_;
}

ReviewResult run_review(Engine& engine, GameReview& review,
                        const std::function<void(int, int)>& progress,
                        const std::atomic<bool>* cancel) {
    std::mutex mutex;
    std::vector<SearchInfo> infos;
    engine.on_info([&](const SearchInfo& i) {
        std::lock_guard lock(mutex);
        infos.push_back(i);
    });
    engine.set_multipv(GameReview::MULTIPV);
    engine.set_threads(review.options().threads);
    engine.set_own_book(false);
    const auto cancelled = [&] { return cancel && cancel->load(); };
    while (review.next_ply() < review.positions() && !cancelled()) {
        const int ply = review.next_ply();
        std::vector<Move> line(review.moves().begin(), review.moves().begin() + ply);
        engine.set_position(review.start().fen(), line);
        engine.go(review.limits());
        while (engine.searching()) {
            if (cancelled()) engine.stop();
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        }
        engine.wait();
        if (cancelled()) break;
        {
            std::lock_guard lock(mutex);
            for (const SearchInfo& i : infos) review.feed(i);
            infos.clear();
        }
        review.finish();
        if (progress) progress(review.searched(), review.positions());
    }
    review.next_ply();  // a game that ends in mate: the last position needs no search
    engine.on_info({});
    return review.result();
}

}  // namespace xq
