// The study drives the game's engine through the bridge's mailbox, so the UI thread never waits.
#include "game/engine_study.h"

#include "game/search_requests.h"

namespace xq {

void EngineStudy::set_analysis(bool on) {
    if (on == analysing_ || !bridge_ || (on && host_.setting_up_position())) return;
    if (on) cancel_review();
    search_.abandon();  // a move search, or the analysis itself
    analysing_ = on;
    analysis_ = {};
    if (on) follow_analysis();
    host_.study_changed();
}

void EngineStudy::follow_analysis() {
    const Game& game = host_.studied_game();
    const int lines = ANALYSIS_LINES.clamp(settings_.analysis_lines);
    const bool same = analysis_.key == game.position().key() && analysis_.ply == game.ply() &&
                      analysis_.multipv == lines;
    if (same) return;
    if (!search_.idle()) search_.abandon();
    analysis_.restart(game.position(), game.ply(), lines);
    host_.begin_search(SearchPurpose::ANALYSIS, analysis_request(game, lines));
}

void EngineStudy::find_mate_by_checks() {
    const Game& game = host_.studied_game();
    mate_finder_.start(game.position(), game.ply());
}

bool EngineStudy::start_review() {
    const Game& game = host_.studied_game();
    if (!bridge_ || game.length() == 0 || host_.setting_up_position()) return false;
    set_analysis(false);
    cancel_review();
    search_.abandon();  // the engine's move or a hint
    if (!review_.start(game, REVIEW_MOVETIME_MS.clamp(settings_.review_movetime_ms))) return false;
    search_.clear_status();  // the panel no longer shows an earlier search
    host_.study_changed();
    step_review();
    return true;
}

void EngineStudy::cancel_review() {
    if (!review_.running()) return;
    if (search_.is(SearchPurpose::REVIEW)) {
        bridge_->stop();
        search_.finish();
    }
    review_.cancel();
    host_.study_changed();
}

void EngineStudy::step_review() {
    if (std::optional<SearchRequest> next = review_.next_search(host_.studied_game().rule_book())) {
        host_.begin_search(SearchPurpose::REVIEW, *next);
        return;
    }
    host_.review_judged(review_);
}

const MoveReview* EngineStudy::reviewed_move(int ply) const {
    return review_.reviewed_move(host_.studied_game(), ply);
}

void EngineStudy::set_exploring(bool on) {
    if (on == explorer_.open()) return;
    explorer_.set_open(on);
    // The explorer's search comes before pondering (the Controller ponders only without it).
    if (search_.is(SearchPurpose::PONDER)) search_.abandon();
    if (!on && search_.is(SearchPurpose::EXPLORE)) search_.abandon();
}

std::vector<BookEntry> EngineStudy::explorer_book_moves() const {
    return explorer_.book_moves(host_.studied_game().position());
}

std::vector<BookEntry> EngineStudy::explorer_masters_book_moves() const {
    return explorer_.masters_book_moves(host_.studied_game().position());
}

bool EngineStudy::take_mail(const EngineBridge::Mail& mail) {
    const auto* info = std::get_if<SearchInfo>(&mail.info);
    const bool answered = std::holds_alternative<BestMoveInfo>(mail.info);
    if (search_.is(SearchPurpose::REVIEW)) {
        if (info) review_.feed(*info);
        if (answered) {
            review_.searched();
            search_.finish();  // follow() starts the next position
        }
        return true;
    }
    if (search_.is(SearchPurpose::EXPLORE)) {
        if (info) explorer_.feed(*info);
        if (answered) search_.finish();
        return true;
    }
    if (info && search_.is(SearchPurpose::ANALYSIS)) {
        analysis_.feed(*info);
        return info->multipv != 1;  // the other lines are the analysis panel's alone
    }
    return false;
}

void EngineStudy::follow() {
    if (analysing_) follow_analysis();
    if (review_.running() && search_.idle()) step_review();
}

void EngineStudy::follow_explorer() {
    if (!explorer_.open() || !bridge_ || holds_engine() || host_.setting_up_position()) return;
    if (!search_.idle() && !search_.is(SearchPurpose::EXPLORE)) return;
    const Game& game = host_.studied_game();
    if (search_.is(SearchPurpose::EXPLORE)) {
        if (explorer_.follows(game)) return;
        search_.abandon();
    }
    if (std::optional<SearchRequest> request = explorer_.search(game))
        host_.begin_search(SearchPurpose::EXPLORE, *request);
}

void EngineStudy::game_replaced() {
    cancel_review();
    review_.forget_result();
    explorer_.clear();
}

void EngineStudy::stop() {
    set_analysis(false);  // both would look at the game's position, not the one being set up
    cancel_review();
}

}  // namespace xq
