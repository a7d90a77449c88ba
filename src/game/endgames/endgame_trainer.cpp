#include "game/endgames/endgame_trainer.h"

#include <algorithm>

namespace xq {

EndgameVerdict endgame_verdict(const Game& g, Color player) {
    if (!g.over()) return EndgameVerdict::PLAYING;
    if (g.adjudication() == Adjudication::DRAW_AGREED) return EndgameVerdict::NOT_YET;
    const GameResult r = g.status().result;
    const bool met = player == RED ? r == GameResult::RED_WINS : r != GameResult::RED_WINS;
    return met ? EndgameVerdict::SOLVED : EndgameVerdict::NOT_YET;
}

const Endgame* EndgameTrainer::find(int id) const {
    const auto it =
        std::find_if(set_.begin(), set_.end(), [id](const Endgame& e) { return e.id == id; });
    return it == set_.end() ? nullptr : &*it;
}

bool EndgameTrainer::start(Controller& c, int id, Color player, int level) {
    const Endgame* e = find(id);
    if (!e) return false;
    if (c.analysing()) c.set_analysis(false);  // the engine must play its side
    Settings& s = c.settings();
    s.mode = player == RED ? Mode::HUMAN_RED : Mode::ENGINE_RED;
    s.skill = std::clamp(level, SKILL_RANGE.min, SKILL_RANGE.max);
    s.opponent_engine.clear();  // the built-in engine
    c.settings_changed();
    if (!c.set_position(e->fen, nullptr)) return false;
    c.set_tag("Event", e->name_zh + " / " + e->name_en);
    challenge_ = EndgameChallenge{id, player, c.game().start_fen()};
    verdict_ = EndgameVerdict::PLAYING;
    return true;
}

bool EndgameTrainer::update(const Controller& c) {
    if (!challenge_) return false;
    if (c.game().start_fen() != challenge_->start_fen) {
        challenge_.reset();
        verdict_ = EndgameVerdict::NONE;
        return false;
    }
    verdict_ = endgame_verdict(c.game(), challenge_->player);
    if (verdict_ != EndgameVerdict::SOLVED) return false;
    return progress_.solved.insert(challenge_->id).second;
}

}  // namespace xq
