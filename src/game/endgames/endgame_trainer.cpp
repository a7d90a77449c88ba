#include "game/endgames/endgame_trainer.h"

#include <algorithm>
#include <limits>

#include "rules/position.h"
#include "util/text.h"

namespace xq {

EndgameVerdict endgame_verdict(const Game& g, Color player) {
    if (!g.over()) return EndgameVerdict::PLAYING;
    if (g.adjudication() == Adjudication::DRAW_AGREED) return EndgameVerdict::NOT_YET;
    const GameResult r = g.status().result;
    const bool met = player == RED ? r == GameResult::RED_WINS : r != GameResult::RED_WINS;
    return met ? EndgameVerdict::SOLVED : EndgameVerdict::NOT_YET;
}

namespace {

// "12 red level 20": the challenge, the player's side and the engine's level.
std::string challenge_tag(int id, Color player, int level) {
    return std::to_string(id) + (player == RED ? " red" : " black") + " level " +
           std::to_string(level);
}

GameSeats challenge_seats(Color player, int level) {
    return {player == RED ? Mode::HUMAN_RED : Mode::ENGINE_RED,
            std::clamp(level, SKILL_RANGE.min, SKILL_RANGE.max), ""};
}

// The placement and the side to move: the clocks of a FEN do not make another position.
std::string board_of(const std::string& fen) {
    Position pos;
    if (!pos.set_fen(fen)) return "";
    const std::string normal = pos.fen();
    return normal.substr(0, normal.find(' ', normal.find(' ') + 1));
}

}  // namespace

const Endgame* EndgameTrainer::find(int id) const {
    const auto it =
        std::find_if(set_.begin(), set_.end(), [id](const Endgame& e) { return e.id == id; });
    return it == set_.end() ? nullptr : &*it;
}

bool EndgameTrainer::start(Controller& c, int id, Color player, int level) {
    const Endgame* e = find(id);
    if (!e) return false;
    if (c.analysing()) c.set_analysis(false);  // the engine must play its side
    if (!c.set_position(e->fen, nullptr)) return false;
    // The challenge's side and level, against the built-in engine, are this game's own: the
    // player's settings (mode, level, opponent) stay for their next game.
    const GameSeats seats = challenge_seats(player, level);
    c.set_game_seats(seats);
    c.set_tag("Event", e->name_zh + " / " + e->name_en);
    c.set_tag(ENDGAME_CHALLENGE_TAG, challenge_tag(id, player, seats.level));
    challenge_ = EndgameChallenge{id, player, c.game().start_fen()};
    verdict_ = EndgameVerdict::PLAYING;
    return true;
}

bool EndgameTrainer::resume(Controller& c) {
    const std::vector<std::string> words = split(c.game().tag(ENDGAME_CHALLENGE_TAG), ' ');
    // "12 red", or "12 red level 20" (the level is the settings' when the tag has none).
    const bool with_level = words.size() == 4 && words[2] == "level";
    if ((words.size() != 2 && !with_level) || (words[1] != "red" && words[1] != "black"))
        return false;
    const auto id = parse_int(words[0], 1, std::numeric_limits<int>::max());
    const Endgame* e = id ? find(int(*id)) : nullptr;
    if (!e || board_of(e->fen) != board_of(c.game().start_fen())) return false;
    const Color player = words[1] == "red" ? RED : BLACK;
    const auto level = with_level ? parse_int(words[3], SKILL_RANGE.min, SKILL_RANGE.max)
                                  : std::optional<int64_t>(c.settings().skill);
    if (!level) return false;
    c.set_game_seats(challenge_seats(player, int(*level)));
    challenge_ = EndgameChallenge{e->id, player, c.game().start_fen()};
    verdict_ = endgame_verdict(c.game(), player);
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
    if (c.game().length() > 0 || verdict_ != EndgameVerdict::PLAYING)
        attempted_.insert(challenge_->id);
    if (verdict_ != EndgameVerdict::SOLVED) return false;
    return progress_.solved.insert(challenge_->id).second;
}

}  // namespace xq
