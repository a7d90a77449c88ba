// The clocks follow the position shown: going back (undo, ←, a click in the move list) shows each
// side's clock as it stood at that move, and a move played there goes on from it, so that taking
// moves back takes their time back too. Undoing a flag fall therefore gives a game that can go on.
// Returning to the game's last position brings its clocks back, charged with the time the side
// to move there spent meanwhile (looking back is not a pause).
#include "game/controller.h"

namespace xq {

void Controller::remember_clock() {
    ClockHistory::Entry e;
    for (Color c : {RED, BLACK}) e.side[c] = clock_.at(c, now_);
    clock_history_.record(game_.line(), game_.ply(), e);
}

std::optional<Controller::LiveClock> Controller::clock_before_navigation() const {
    if (!clock_.timed() || !game_.at_end()) return std::nullopt;
    LiveClock live{game_.line(), {}, clock_.running(), now_};
    for (Color c : {RED, BLACK}) live.clocks.side[c] = clock_.at(c, now_);
    return live;
}

void Controller::clock_after_navigation(std::optional<LiveClock> left) {
    if (!clock_.timed()) return;  // the time used is counted, never taken back
    if (left) live_clock_ = std::move(left);
    clock_.stop(now_);
    if (game_.at_end() && live_clock_ && live_clock_->line == game_.line()) {
        for (Color c : {RED, BLACK}) clock_.restore(c, live_clock_->clocks.side[c]);
        if (live_clock_->running && !paused_)
            clock_.run(*live_clock_->running, live_clock_->left_at);
        live_clock_.reset();
    } else if (std::optional<ClockHistory::Entry> e =
                   clock_history_.at(game_.line(), game_.ply())) {
        for (Color c : {RED, BLACK}) clock_.restore(c, e->side[c]);
    }
    // No reading kept for this move (a loaded game): a fallen flag still gets time to play on.
    if (!game_.over() && !ended_)
        for (Color c : {RED, BLACK}) clock_.give_time_after_flag(c, MIN_TIME_AFTER_UNDO_MS);
    update_clock();
}

}  // namespace xq
