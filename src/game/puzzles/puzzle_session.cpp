#include "game/puzzles/puzzle_session.h"

#include <algorithm>
#include <cmath>

namespace xq {

PuzzleSession::PuzzleSession(Puzzle puzzle) : puzzle_(std::move(puzzle)) {
    pos_.set_fen(puzzle_.fen);  // checked when the set was read
    solver_ = pos_.side_to_move();
}

PuzzleSession::Answer PuzzleSession::play(Move m) {
    if (state_ != PuzzleState::PLAYING) return Answer::OVER;
    if (!pos_.is_legal(m)) return Answer::ILLEGAL;
    const PuzzleStep& s = puzzle_.steps[step_];
    const auto it = std::find(s.accepted.begin(), s.accepted.end(), m);
    pos_.do_move(m);
    hint_level_ = 0;
    if (it == s.accepted.end()) {
        finish(PuzzleState::FAILED);
        return Answer::WRONG;
    }
    // The last step, or an alternative whose continuation the set does not hold.
    if (step_ + 1 == int(puzzle_.steps.size()) || it != s.accepted.begin() ||
        !pos_.is_legal(s.reply)) {
        finish(PuzzleState::SOLVED);
        return Answer::SOLVED;
    }
    pos_.do_move(s.reply);
    ++step_;
    return Answer::RIGHT;
}

int PuzzleSession::hint() {
    if (state_ != PuzzleState::PLAYING) return hint_level_;
    hint_level_ = std::min(hint_level_ + 1, 2);
    helped_ = true;
    return hint_level_;
}

Square PuzzleSession::hint_square() const {
    if (hint_level_ == 0 || state_ != PuzzleState::PLAYING) return SQ_NONE;
    return from_sq(puzzle_.steps[step_].accepted.front());
}

Move PuzzleSession::hint_move() const {
    if (hint_level_ < 2 || state_ != PuzzleState::PLAYING) return MOVE_NONE;
    return puzzle_.steps[step_].accepted.front();
}

void PuzzleSession::retry() {
    pos_.set_fen(puzzle_.fen);
    state_ = PuzzleState::PLAYING;
    step_ = 0;
    hint_level_ = 0;
    practice_ = counted_.has_value();
}

std::vector<Move> PuzzleSession::main_line() const {
    std::vector<Move> line;
    for (const PuzzleStep& s : puzzle_.steps) {
        line.push_back(s.accepted.front());
        if (s.reply != MOVE_NONE) line.push_back(s.reply);
    }
    return line;
}

void PuzzleSession::show_solution() {
    if (!counted_) counted_ = 0.0;
    pos_.set_fen(puzzle_.fen);
    for (Move m : main_line()) pos_.do_move(m);
    hint_level_ = 0;
    step_ = int(puzzle_.steps.size()) - 1;
    state_ = state_ == PuzzleState::SOLVED ? PuzzleState::SOLVED : PuzzleState::FAILED;
}

void PuzzleSession::finish(PuzzleState s) {
    state_ = s;
    if (!counted_) counted_ = s != PuzzleState::SOLVED ? 0.0 : helped_ ? PUZZLE_HINT_SCORE : 1.0;
}

double updated_puzzle_rating(double player, int puzzle, double score) {
    const double expected = 1.0 / (1.0 + std::pow(10.0, (puzzle - player) / 400.0));
    return player + PUZZLE_K * (score - expected);
}

}  // namespace xq
