// The Controller's analysis mode and game review: both drive the same engine as the
// game, through the bridge's mailbox, so the UI thread never waits.
#include "game/controller.h"
#include "game/search_requests.h"

namespace xq {

void Controller::set_analysis(bool on) {
    if (on == analysing_ || !bridge_ || (on && editor_.active())) return;
    if (on) cancel_review();
    search_.abandon();  // a move search, or the analysis itself
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
    if (!search_.idle()) search_.abandon();
    analysis_.restart(game_.position(), game_.ply(), lines);
    begin_search(Purpose::ANALYSIS, analysis_request(game_, lines));
}

bool Controller::start_review() {
    if (!bridge_ || game_.length() == 0 || editor_.active()) return false;
    set_analysis(false);
    cancel_review();
    search_.abandon();  // the engine's move or a hint
    if (!review_.start(game_, REVIEW_MOVETIME_MS.clamp(settings_.review_movetime_ms))) return false;
    search_.clear_status();  // the panel no longer shows an earlier search
    update_clock();
    step_review();
    return true;
}

void Controller::cancel_review() {
    if (!review_.running()) return;
    if (search_.is(Purpose::REVIEW)) {
        bridge_->stop();
        search_.finish();
    }
    review_.cancel();
    update_clock();
}

void Controller::step_review() {
    if (std::optional<SearchRequest> next = review_.next_search(game_.rule_book())) {
        begin_search(Purpose::REVIEW, *next);
        return;
    }
    // Every position judged: the scores and marks go into the game if it still holds the line;
    // the human sides' missed wins become puzzles, which the App stores.
    const bool human[2] = {!engine_plays(RED), !engine_plays(BLACK)};
    if (review_.finish(game_, score_history_, human)) ++record_revision_;
    notify(Message(Str::REVIEW_DONE));
    update_clock();
}

void Controller::review_mail(const EngineBridge::Mail& mail) {
    if (auto* info = std::get_if<SearchInfo>(&mail.info)) {
        review_.feed(*info);
    } else if (std::holds_alternative<BestMoveInfo>(mail.info)) {
        review_.searched();
        search_.finish();  // update() starts the next position
    }
}

}  // namespace xq
