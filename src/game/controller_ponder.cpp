// The Controller's pondering: while the player thinks, the built-in engine searches its answer
// to the reply it expects (the second move of its last principal variation). A ponder hit keeps
// that search and starts its clock; a miss stops it. The search is at full strength: the low
// levels never ponder, so they stay as weak as measured.
#include "game/clock/clock_limits.h"
#include "game/controller.h"
#include "game/search_requests.h"

namespace xq {

bool Controller::ponder_wanted() const {
    if (!bridge_ || !settings_.ponder || !search_.ponder_guess() || level() < SKILL_RANGE.max)
        return false;
    const Color player = game_.side_to_move();
    if (engine_plays(player) || !engine_plays(~player) || mode() == Mode::DEMO) return false;
    // Only the built-in engine ponders (an external one is told nothing on the player's time).
    if (bridge_->external_plays(player_role(~player))) return false;
    if (!live_ || reading_ || ended_ || game_.over() || paused_ || editor_.active() ||
        study_.holds_engine() || study_.exploring())
        return false;
    const SearchSlot::PonderGuess& guess = *search_.ponder_guess();
    return guess.key == game_.position().key() && game_.position().is_legal(guess.reply);
}

void Controller::start_ponder() {
    const Color engine_side = ~game_.side_to_move();
    // The engine's clock stands while the player thinks: its reading now is the one it will
    // have when the reply comes, and the budget counts from the ponder hit.
    const SearchLimits limits =
        clock_limits(clocks_.clock(), engine_side, now_, settings_.movetime_s);
    begin_search(Purpose::PONDER, ponder_request(game_, search_.ponder_guess()->reply, limits,
                                                 player_role(engine_side)));
}

void Controller::drop_ponder() {
    if (search_.is(Purpose::PONDER)) search_.abandon();
}

void Controller::ponder_answered(Move m) {
    if (!search_.is(Purpose::PONDER)) return;
    const bool hit = m == search_.status().pondering && !game_.over() && engine_turn();
    if (!hit) {
        search_.abandon();  // update() starts the search of the move played
        return;
    }
    search_.ponder_hit(game_.ply(), now_);
}

}  // namespace xq
