// The Controller's pondering: while the player thinks, the built-in engine searches its answer
// to the reply it expects (the second move of its last principal variation). A ponder hit keeps
// that search and starts its clock; a miss stops it. The search is at full strength: the low
// levels never ponder, so they stay as weak as measured.
#include "game/clock/clock_limits.h"
#include "game/controller.h"
#include "game/search_requests.h"

namespace xq {

bool Controller::ponder_wanted() const {
    if (!bridge_ || !settings_.ponder || !ponder_guess_ || level() < SKILL_RANGE.max) return false;
    const Color player = game_.side_to_move();
    if (engine_plays(player) || !engine_plays(~player) || mode() == Mode::DEMO) return false;
    // Only the built-in engine ponders (an external one is told nothing on the player's time).
    if (bridge_->external_plays(player_role(~player))) return false;
    if (!live_ || reading_ || ended_ || game_.over() || paused_ || editor_.active() || analysing_ ||
        review_.running() || explorer_.open())
        return false;
    return ponder_guess_->key == game_.position().key() &&
           game_.position().is_legal(ponder_guess_->reply);
}

void Controller::start_ponder() {
    const Color engine_side = ~game_.side_to_move();
    // The engine's clock stands while the player thinks: its reading now is the one it will
    // have when the reply comes, and the budget counts from the ponder hit.
    const SearchLimits limits =
        clock_limits(clocks_.clock(), engine_side, now_, settings_.movetime_s);
    begin_search(Purpose::PONDER,
                 ponder_request(game_, ponder_guess_->reply, limits, player_role(engine_side)));
}

void Controller::drop_ponder() {
    if (search_ == Purpose::PONDER) abandon_search();
}

void Controller::ponder_answered(Move m) {
    if (search_ != Purpose::PONDER) return;
    const bool hit = m == engine_status_.pondering && !game_.over() && engine_turn();
    if (!hit) {
        abandon_search();  // update() starts the search of the move played
        return;
    }
    bridge_->ponderhit();
    search_ = Purpose::MOVE;
    search_ply_ = game_.ply();
    search_start_ = now_;
    engine_status_.pondering = MOVE_NONE;
    ponder_guess_.reset();
}

}  // namespace xq
