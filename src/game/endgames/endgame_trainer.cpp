#include "game/endgames/endgame_trainer.h"

#include <algorithm>
#include <limits>

#include "rules/position.h"
#include "tb/verify.h"
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
    // The engine defends (or attacks) the endings the tables cover as long as they allow, at
    // any level: the challenge is the player's technique against the best play.
    return {player == RED ? Mode::HUMAN_RED : Mode::ENGINE_RED,
            std::clamp(level, SKILL_RANGE.min, SKILL_RANGE.max), "", true};
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
    if (c.study().analysing()) c.study().set_analysis(false);  // the engine must play its side
    if (!c.set_position(e->fen, nullptr)) return false;
    // The challenge's side and level, against the built-in engine, are this game's own: the
    // player's settings (mode, level, opponent) stay for their next game.
    const GameSeats seats = challenge_seats(player, level);
    c.set_game_seats(seats);
    c.set_tag("Event", e->name_zh + " / " + e->name_en);
    c.set_tag(ENDGAME_CHALLENGE_TAG, challenge_tag(id, player, seats.level));
    challenge_ = EndgameChallenge{id, player, c.game().start_fen()};
    verdict_ = EndgameVerdict::PLAYING;
    judged_.clear();
    slip_.reset();
    goal_slip_.reset();
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
    judged_.clear();  // the moves played before the restart are judged again, once tables come
    slip_.reset();
    goal_slip_.reset();
    return true;
}

std::optional<EndgameTrainer::Slip> endgame_slip(const Game& g, int ply, Color player,
                                                 const tb::Tablebases& tables) {
    if (ply < 0 || ply >= g.length()) return std::nullopt;
    Position before = g.position_at(ply);
    if (before.side_to_move() != player) return std::nullopt;
    const std::optional<tb::TbValue> held = tables.probe(before);
    Position after = before;
    after.do_move(g.line()[size_t(ply)]);
    const std::optional<tb::TbValue> left = tables.probe(after);
    if (!held || !left || held->wdl == tb::Wdl::LOSS) return std::nullopt;
    // `left` is the opponent's: the player's value after the move is its opposite.
    const tb::Wdl kept = left->wdl == tb::Wdl::WIN    ? tb::Wdl::LOSS
                         : left->wdl == tb::Wdl::LOSS ? tb::Wdl::WIN
                                                      : tb::Wdl::DRAW;
    if (kept == held->wdl) return std::nullopt;
    const std::vector<tb::MoveValue> moves = tb::move_values(tables, before);
    if (moves.empty()) return std::nullopt;
    return EndgameTrainer::Slip{ply, before.fen(), g.line()[size_t(ply)], moves.front().move,
                                held->wdl == tb::Wdl::WIN};
}

bool EndgameTrainer::update(const Controller& c, const tb::Tablebases* tables) {
    if (!challenge_) return false;
    if (c.game().start_fen() != challenge_->start_fen) {
        challenge_.reset();
        verdict_ = EndgameVerdict::NONE;
        judged_.clear();
        slip_.reset();
        goal_slip_.reset();
        return false;
    }
    // Each move of the player is judged once, as it comes into the line; a move taken back and
    // another played in its place is judged in turn.
    const std::vector<Move>& line = c.game().line();
    size_t same = 0;
    while (same < judged_.size() && same < line.size() && judged_[same] == line[same]) ++same;
    judged_.resize(same);
    if (slip_ && size_t(slip_->ply) >= same) slip_.reset();  // its move left the line
    if (goal_slip_ && size_t(goal_slip_->ply) >= same) goal_slip_.reset();
    for (; tables && judged_.size() < line.size(); judged_.push_back(line[judged_.size()])) {
        if (auto slip = endgame_slip(c.game(), int(judged_.size()), challenge_->player, *tables)) {
            // Red's goal is the win: any slip loses it. Black's is not to lose: a win let go
            // still holds the draw.
            if (!goal_slip_ && (challenge_->player == RED || !slip->win_lost)) goal_slip_ = slip;
            slip_ = std::move(slip);
            new_slip_ = true;
        }
    }
    shown_ply_ = c.game().ply();
    // By the tables, a slip decides the challenge at once: the goal can no longer be met
    // against the best play, which the engine now plays. Taking the move back (stepping to a
    // position before it) undoes that.
    verdict_ = goal_lost_before_shown() ? EndgameVerdict::NOT_YET
                                        : endgame_verdict(c.game(), challenge_->player);
    if (c.game().length() > 0 || verdict_ != EndgameVerdict::PLAYING)
        attempted_.insert(challenge_->id);
    if (verdict_ != EndgameVerdict::SOLVED) return false;
    return progress_.solved.insert(challenge_->id).second;
}

}  // namespace xq
