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
    tree_.clear();
    path_.clear();
    start_comment_.clear();
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
    ended_by_record_ = false;
    if (adjudication() != Adjudication::NONE) {
        status_ = adjudicated_status_;
        return;
    }
    Position p = pos_;
    status_ = judge_game(p, 2, rule_book_);
    if (status_.result != GameResult::ONGOING || !path_.empty() || ply_ != int(tree_.size()))
        return;
    const std::string result = tag("Result");
    const GameResult recorded = result == "1-0"       ? GameResult::RED_WINS
                                : result == "0-1"     ? GameResult::BLACK_WINS
                                : result == "1/2-1/2" ? GameResult::DRAW
                                                      : GameResult::ONGOING;
    if (recorded == GameResult::ONGOING) return;
    const std::string reason = tag("Termination");
    status_ = {recorded, EndReason::NONE, reason.empty() ? "result recorded in the file" : reason};
    ended_by_record_ = true;
}

void Game::set_rule_book(RuleBook book) {
    if (book == rule_book_) return;
    rule_book_ = book;
    settle();
}

bool Game::is_legal(Move m) const {
    return std::find(legal_.begin(), legal_.end(), m) != legal_.end();
}

bool Game::play(Move m, bool past_end) {
    if ((over() && !past_end) || !is_legal(m)) return false;
    if (!at_end() && line_[size_t(ply_)] == m) {
        // redo
    } else {
        path_ = play_into(tree_, path_, ply_, m);
        line_ = line_moves(tree_, path_);
    }
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

void Game::follow(LinePath path, int ply) {
    std::vector<Move> moves = line_moves(tree_, path);
    ply = std::clamp(ply, 0, int(moves.size()));
    int shared = 0;
    while (shared < ply_ && shared < ply && line_[size_t(shared)] == moves[size_t(shared)])
        ++shared;
    for (; ply_ > shared; --ply_) pos_.undo_move();
    line_ = std::move(moves);
    path_ = std::move(path);
    for (; ply_ < ply; ++ply_) pos_.do_move(line_[size_t(ply_)]);
    settle();
}

bool Game::go_to_line(const LinePath& path, int ply) {
    if (!path_fits(tree_, path) || ply < 0 || ply > int(line_moves(tree_, path).size()))
        return false;
    if (path == path_ && ply == ply_) return false;
    follow(path, ply);
    return true;
}

const std::string& Game::comment() const {
    const MoveNode* n = current_node();
    return n ? n->comment : start_comment_;
}

void Game::set_comment(std::string text) {
    MoveNode* n = ply_ > 0 ? node_on(tree_, path_, ply_ - 1) : nullptr;
    (n ? n->comment : start_comment_) = std::move(text);
}

void Game::set_mark(std::string mark) {
    if (MoveNode* n = ply_ > 0 ? node_on(tree_, path_, ply_ - 1) : nullptr)
        n->suffix = std::move(mark);
}

bool Game::promote_variation() {
    if (!in_variation()) return false;
    xq::promote_variation(tree_, path_, ply_ - 1);
    line_ = line_moves(tree_, path_);  // the same moves
    return true;
}

bool Game::make_main_line() {
    if (path_.empty()) return false;
    xq::make_main_line(tree_, path_);
    line_ = line_moves(tree_, path_);
    return true;
}

bool Game::delete_variation() {
    if (!in_variation()) return false;
    LinePath path = path_;
    const int start = xq::delete_variation(tree_, path, ply_ - 1);
    // The position first goes back to where the variation began, while the old line is known.
    for (; ply_ > start; --ply_) pos_.undo_move();
    line_ = line_moves(tree_, path);
    path_ = std::move(path);
    adjudicated_ply_ = -1;
    settle();
    return true;
}

bool Game::set_tree(MoveLine tree, std::string start_comment) {
    Position p;
    if (!p.set_fen(start_fen_)) return false;
    for (const MoveNode& n : tree) {
        if (!p.is_legal(n.move)) return false;
        p.do_move(n.move);
    }
    go_to(0);
    tree_ = std::move(tree);
    path_.clear();
    line_ = line_moves(tree_, path_);
    start_comment_ = std::move(start_comment);
    adjudicated_ply_ = -1;
    settle();
    return true;
}

void Game::resign(Color loser) {
    if (over()) return;
    // The game ends here: moves after this ply (kept for redo) are no longer part of it, so a
    // redo cannot step past the resignation and the end is announced at once.
    truncate_line(tree_, path_, ply_);
    line_ = line_moves(tree_, path_);
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
    truncate_line(tree_, path_, ply_);  // as for a resignation
    line_ = line_moves(tree_, path_);
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
    auto it =
        std::find_if(tags_.begin(), tags_.end(), [&](const auto& t) { return t.first == name; });
    if (it == tags_.end()) {
        if (!value.empty()) tags_.emplace_back(name, value);
    } else if (value.empty()) {
        tags_.erase(it);
    } else {
        it->second = value;
    }
    if (name == "Result" || name == "Termination") settle();  // the recorded end may change
}

void Game::set_tags(Tags tags) {
    tags_ = std::move(tags);
    settle();
}

std::vector<std::string> Game::iccs_moves() const {
    std::vector<std::string> out;
    out.reserve(size_t(ply_));
    for (int i = 0; i < ply_; ++i) out.push_back(move_to_iccs(line_[i]));
    return out;
}

}  // namespace xq
