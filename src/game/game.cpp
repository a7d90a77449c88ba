#include "game/game.h"

#include <algorithm>

#include "formats/iccs.h"
#include "rules/movegen.h"

namespace xq {

Game::Game() {
    reset(START_FEN);
}

bool Game::reset(std::string_view fen, std::string* error) {
    Position p;
    if (!p.set_fen(fen, error)) return false;
    start_fen_ = p.fen();
    pos_ = std::move(p);
    line_.clear();
    tags_.clear();
    ply_ = 0;
    adjudication_ = Adjudication::NONE;
    adjudicated_ply_ = -1;
    settle();
    return true;
}

Position Game::position_at(int ply) const {
    ply = std::clamp(ply, 0, length());
    Position p = pos_;
    for (int i = ply_; i > ply; --i) p.undo_move();
    for (int i = ply_; i < ply; ++i) p.do_move(line_[i]);
    return p;
}

void Game::settle() {
    MoveList list;
    generate_legal(pos_, list);
    legal_.assign(list.begin(), list.end());
    if (adjudication() != Adjudication::NONE) {
        status_ = adjudicated_status_;
        return;
    }
    Position p = pos_;
    status_ = judge_game(p);
}

bool Game::is_legal(Move m) const {
    return std::find(legal_.begin(), legal_.end(), m) != legal_.end();
}

std::vector<Move> Game::legal_moves_from(Square s) const {
    std::vector<Move> out;
    for (Move m : legal_)
        if (from_sq(m) == s) out.push_back(m);
    return out;
}

bool Game::play(Move m, bool past_end) {
    if ((over() && !past_end) || !is_legal(m)) return false;
    if (would_branch(m)) line_.resize(ply_);
    if (at_end()) line_.push_back(m);
    pos_.do_move(m);
    ++ply_;
    adjudicated_ply_ = -1;
    settle();
    return true;
}

bool Game::undo() {
    return go_to(ply_ - 1);
}
bool Game::redo() {
    return go_to(ply_ + 1);
}

bool Game::go_to(int ply) {
    if (ply < 0 || ply > length() || ply == ply_) return false;
    for (; ply_ > ply; --ply_) pos_.undo_move();
    for (; ply_ < ply; ++ply_) pos_.do_move(line_[ply_]);
    settle();
    return true;
}

void Game::resign(Color loser) {
    if (over()) return;
    // The game ends here: moves after this ply (kept for redo) are no longer part of it, so a
    // redo cannot step past the resignation and the end is announced at once.
    line_.resize(ply_);
    adjudication_ = Adjudication::RESIGNATION;
    adjudicated_ply_ = ply_;
    adjudicated_status_ = {loser == RED ? GameResult::BLACK_WINS : GameResult::RED_WINS,
                           EndReason::NONE, loser == RED ? "Red resigns" : "Black resigns"};
    settle();
}

void Game::time_forfeit(Color loser) {
    if (over()) return;
    adjudication_ = Adjudication::TIME_FORFEIT;
    adjudicated_ply_ = ply_;
    adjudicated_status_ = {loser == RED ? GameResult::BLACK_WINS : GameResult::RED_WINS,
                           EndReason::NONE,
                           loser == RED ? "Red lost on time" : "Black lost on time"};
    settle();
}

void Game::agree_draw() {
    if (over()) return;
    line_.resize(ply_);  // as for a resignation
    adjudication_ = Adjudication::DRAW_AGREED;
    adjudicated_ply_ = ply_;
    adjudicated_status_ = {GameResult::DRAW, EndReason::NONE, "Draw agreed"};
    settle();
}

std::string Game::tag(const std::string& name) const {
    for (const auto& [n, v] : tags_)
        if (n == name) return v;
    return {};
}

void Game::set_tag(const std::string& name, const std::string& value) {
    for (auto it = tags_.begin(); it != tags_.end(); ++it) {
        if (it->first != name) continue;
        if (value.empty())
            tags_.erase(it);
        else
            it->second = value;
        return;
    }
    if (!value.empty()) tags_.emplace_back(name, value);
}

std::vector<std::string> Game::iccs_moves() const {
    std::vector<std::string> out;
    for (int i = 0; i < ply_; ++i) out.push_back(move_to_iccs(line_[i]));
    return out;
}

}  // namespace xq
