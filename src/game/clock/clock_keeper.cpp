#include "game/clock/clock_keeper.h"

namespace xq {

SavedClock ClockKeeper::saved(int64_t now) const {
    SavedClock s;
    for (Color c : {RED, BLACK}) {
        s.control[c] = clock_.control(c);
        s.side[c] = clock_.saved(c, now);
    }
    return s;
}

void ClockKeeper::remember(const Game& game, int64_t now) {
    ClockHistory::Entry e;
    for (Color c : {RED, BLACK}) e.side[c] = clock_.at(c, now);
    history_.record(game.line(), game.ply(), e);
}

void ClockKeeper::reset(const TimeControl& red, const TimeControl& black, const Game& game,
                        int64_t now) {
    clock_.reset(red, black);
    history_.clear();
    left_at_end_.reset();
    remember(game, now);
}

void ClockKeeper::restore(const SavedClock& saved, const Game& game, int64_t now) {
    for (Color c : {RED, BLACK}) clock_.restore(c, saved.side[c]);
    remember(game, now);
}

void ClockKeeper::moved(Color mover, const Game& game, int64_t now) {
    clock_.moved(mover, now);
    left_at_end_.reset();
    remember(game, now);
}

std::optional<ClockKeeper::LeftAtEnd> ClockKeeper::before_navigation(const Game& game,
                                                                     int64_t now) const {
    if (!clock_.timed() || !game.at_end()) return std::nullopt;
    LeftAtEnd left{game.line(), {}, clock_.running(), now};
    for (Color c : {RED, BLACK}) left.clocks.side[c] = clock_.at(c, now);
    return left;
}

void ClockKeeper::after_navigation(std::optional<LeftAtEnd> left, const Game& game, int64_t now,
                                   bool paused, bool ended) {
    if (!clock_.timed()) return;  // the time used is counted, never taken back
    if (left) left_at_end_ = std::move(left);
    clock_.stop(now);
    if (game.at_end() && left_at_end_ && left_at_end_->line == game.line()) {
        for (Color c : {RED, BLACK}) clock_.restore(c, left_at_end_->clocks.side[c]);
        if (left_at_end_->running && !paused)
            clock_.run(*left_at_end_->running, left_at_end_->left_at);
        left_at_end_.reset();
    } else if (std::optional<ClockHistory::Entry> e = history_.at(game.line(), game.ply())) {
        for (Color c : {RED, BLACK}) clock_.restore(c, e->side[c]);
    }
    // No reading kept for this move (a loaded game): a fallen flag still gets time to play on.
    if (!game.over() && !ended)
        for (Color c : {RED, BLACK}) clock_.give_time_after_flag(c, MIN_TIME_AFTER_UNDO_MS);
}

ClockKeeper::Tick ClockKeeper::follow(bool run, Color stm, int64_t now) {
    if (!run) {
        clock_.stop(now);
        return Tick::NOTHING;
    }
    clock_.run(stm, now);
    if (clock_.flag_fallen(stm, now)) {
        clock_.stop(now);
        return Tick::FLAG_FELL;
    }
    // One warning as the clock drops under LOW_TIME_MS (again after a byo-yomi period refills).
    const int64_t left = clock_.time_to_flag(stm, now);
    if (left >= LOW_TIME_MS) low_time_warned_[stm] = false;
    if (left < LOW_TIME_MS && left > 0 && !low_time_warned_[stm]) {
        low_time_warned_[stm] = true;
        return Tick::LOW_TIME;
    }
    return Tick::NOTHING;
}

}  // namespace xq
