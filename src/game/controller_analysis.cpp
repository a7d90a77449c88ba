// The Controller's analysis mode and game review: both drive the same engine as the
// game, through the bridge's mailbox, so the UI thread never waits.
#include <cmath>

#include "game/controller.h"
#include "game/puzzles/own_puzzles.h"
#include "game/search_requests.h"
#include "search/win_chance.h"

namespace xq {

namespace {

std::vector<Move> line_to(const Game& g, int ply) {
    return std::vector<Move>(g.line().begin(), g.line().begin() + ply);
}

float red_view_cp(Score s, Color side) {
    const float v = s.kind == Score::MATE ? (s.value > 0 ? 3000.f : -3000.f) : float(s.value);
    return side == RED ? v : -v;
}

}  // namespace

void Controller::set_analysis(bool on) {
    if (on == analysing_ || !bridge_ || (on && editor_.active())) return;
    if (on) cancel_review();
    abandon_search();  // a move search, or the analysis itself
    analysing_ = on;
    analysis_ = {};
    if (on) follow_analysis();
    update_clock();
}

void Controller::follow_analysis() {
    const int lines = ANALYSIS_LINES.clamp(settings_.analysis_lines);
    const bool same = analysis_.key == game_.position().key() && analysis_.ply == game_.ply() &&
                      analysis_.multipv == lines;
    if (same) return;
    if (search_ != Purpose::NONE) abandon_search();
    analysis_.restart(game_.position(), game_.ply(), lines);
    begin_search(Purpose::ANALYSIS, analysis_request(game_, lines));
}

bool Controller::start_review() {
    if (!bridge_ || game_.length() == 0 || editor_.active()) return false;
    set_analysis(false);
    cancel_review();
    abandon_search();  // the engine's move or a hint
    Position start;
    if (!start.set_fen(game_.start_fen())) return false;
    reviewed_fen_ = game_.start_fen();
    reviewed_moves_ = line_to(game_, game_.length());
    ReviewOptions options;
    options.movetime_ms = REVIEW_MOVETIME_MS.clamp(settings_.review_movetime_ms);
    review_.emplace(start, reviewed_moves_, options);
    engine_status_ = {};  // the panel no longer shows an earlier search
    review_result_.reset();
    update_clock();
    step_review();
    return true;
}

void Controller::cancel_review() {
    if (!review_) return;
    if (search_ == Purpose::REVIEW) {
        bridge_->stop();
        search_ = Purpose::NONE;
    }
    review_.reset();
    update_clock();
}

void Controller::step_review() {
    GameReview& r = *review_;
    const int ply = r.next_ply();
    if (r.done()) {
        review_result_ = r.result();
        // The score graph shows what the review found, position by position.
        const bool same_line = game_.start_fen() == reviewed_fen_ &&
                               game_.length() >= int(reviewed_moves_.size()) &&
                               line_to(game_, int(reviewed_moves_.size())) == reviewed_moves_;
        if (same_line) {
            Position pos = r.start();
            for (int i = 0; i < r.positions(); ++i) {
                const PositionEval& e = r.evals()[i];
                if (e.searched && i < int(score_history_.size()))
                    score_history_[i] = red_view_cp(e.best, pos.side_to_move());
                if (i < int(reviewed_moves_.size())) pos.do_move(reviewed_moves_[i]);
            }
            // The marks go into the record (the move list shows them, the PGN keeps them);
            // a move the review leaves unmarked keeps any mark the user gave it.
            const int shown = game_.ply();
            for (int p = 1; p <= int(review_result_->moves.size()); ++p) {
                const Mark m = review_result_->moves[p - 1].mark;
                if (m == Mark::NONE || !game_.go_to(p)) continue;
                game_.set_mark(mark_suffix(m));
            }
            game_.go_to(shown);
            ++record_revision_;
        }
        // The human sides' missed wins become puzzles (own_puzzles.h); the App stores them.
        const bool human[2] = {!engine_plays(RED), !engine_plays(BLACK)};
        own_puzzles_found_ =
            own_puzzles_from_review(r.start(), reviewed_moves_, *review_result_, r.evals(), human);
        review_.reset();
        notify(Message(Str::REVIEW_DONE));
        update_clock();
        return;
    }
    const std::vector<Move> moves(reviewed_moves_.begin(), reviewed_moves_.begin() + ply);
    begin_search(Purpose::REVIEW, review_request(reviewed_fen_, moves, r.limits(),
                                                 GameReview::MULTIPV, game_.rule_book()));
}

void Controller::review_mail(const EngineBridge::Mail& mail) {
    if (auto* info = std::get_if<SearchInfo>(&mail.info)) {
        review_->feed(*info);
    } else if (std::holds_alternative<BestMoveInfo>(mail.info)) {
        review_->finish();
        search_ = Purpose::NONE;  // update() starts the next position
    }
}

const MoveReview* Controller::reviewed_move(int ply) const {
    if (!review_result_ || ply < 1 || ply > int(review_result_->moves.size())) return nullptr;
    if (game_.start_fen() != reviewed_fen_ || game_.length() < ply) return nullptr;
    for (int i = 0; i < ply; ++i)
        if (game_.line()[i] != reviewed_moves_[i]) return nullptr;
    return &review_result_->moves[ply - 1];
}

}  // namespace xq
