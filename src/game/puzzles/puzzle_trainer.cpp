#include "game/puzzles/puzzle_trainer.h"

#include <climits>

#include "game/puzzles/own_puzzles.h"

namespace xq {

bool PuzzleTrainer::open(const std::string& path, const std::string& state_dir,
                         std::string* error) {
    std::vector<Puzzle> set;
    std::string err;
    if (path.empty()) {
        if (error) *error = "no puzzle set found (assets/puzzles.txt)";
        return false;
    }
    const bool clean = load_puzzle_file(path, set, &err);
    if (set.empty()) {
        if (error) *error = err;
        return false;
    }
    const bool ok = open(std::move(set), state_dir, error);
    if (!clean && error) *error = err + (error->empty() ? "" : "\n" + *error);
    return ok;
}

bool PuzzleTrainer::open(std::vector<Puzzle> set, const std::string& state_dir,
                         std::string* error) {
    if (error) error->clear();
    if (set.empty()) {
        if (error) *error = "no puzzles in the set";
        return false;
    }
    set_ = std::move(set);
    state_dir_ = state_dir;
    progress_ = {};
    passed_.clear();
    std::string err;
    if (!load_puzzle_progress(state_dir_, progress_, &err) && error) *error = err;
    const bool own = set_.front().id >= OWN_PUZZLE_FIRST_ID;
    progress_.forget_unknown(set_, own ? OWN_PUZZLE_FIRST_ID : 1,
                             own ? INT_MAX : OWN_PUZZLE_FIRST_ID - 1);
    if (count_with_theme(set_, progress_.theme) == 0) progress_.theme = PuzzleTheme::ANY;
    if (!start(progress_.current)) next();
    return true;
}

bool PuzzleTrainer::start(int id) {
    for (const Puzzle& p : set_) {
        if (p.id != id) continue;
        session_.emplace(p);
        recorded_ = false;
        rating_change_.reset();
        if (progress_.current != id) {
            progress_.current = id;
            save();
        }
        return true;
    }
    return false;
}

void PuzzleTrainer::next() {
    const int current = session_ ? session_->puzzle().id : 0;
    if (current) passed_.insert(current);
    const Puzzle* p = progress_.next(set_, current, passed_);
    if (p) start(p->id);
}

void PuzzleTrainer::set_theme(PuzzleTheme t) {
    if (count_with_theme(set_, t) == 0) t = PuzzleTheme::ANY;
    progress_.theme = t;
    save();
    if (!session_ || !has_theme(session_->puzzle(), t)) next();
}

PuzzleSession::Answer PuzzleTrainer::play(Move m) {
    if (!session_) return PuzzleSession::Answer::OVER;
    const PuzzleSession::Answer a = session_->play(m);
    settle();
    return a;
}

void PuzzleTrainer::hint() {
    if (session_) session_->hint();
}

void PuzzleTrainer::retry() {
    if (session_) session_->retry();
}

void PuzzleTrainer::show_solution() {
    if (!session_) return;
    session_->show_solution();
    settle();
}

void PuzzleTrainer::settle() {
    if (recorded_ || !session_ || !session_->counted_score()) return;
    recorded_ = true;
    const double before = progress_.rating;
    progress_.record(session_->puzzle(), *session_->counted_score());
    rating_change_ = progress_.rating - before;
    save();
}

void PuzzleTrainer::save() {
    std::string err;
    save_error_ = save_puzzle_progress(state_dir_, progress_, &err) ? "" : err;
}

}  // namespace xq
