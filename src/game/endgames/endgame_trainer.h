// Endgame challenges (残局闯关): the player takes a side of a collection's position against the
// built-in engine, and the trainer judges the game on the board. Red's goal is to win; Black's
// is not to lose (to hold a draw, or win). A challenge met is recorded as solved. The challenge
// lasts while the game on the board is the one it started (same start position); a new game, a
// loaded one or a set position ends it without a verdict. The challenge's identity goes with the
// game as its EndgameChallenge tag ("12 red"), so the game in progress saved on quit comes back
// at the next start as the same challenge, judged like one never interrupted (resume).
#pragma once

#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "game/controller.h"
#include "game/endgames/endgame_progress.h"
#include "game/endgames/endgame_set.h"
#include "tb/tablebases.h"

namespace xq {

enum class EndgameVerdict {
    NONE,     // no challenge on the board
    PLAYING,  // the game goes on
    SOLVED,   // the player's goal was met
    NOT_YET,  // the game ended otherwise
};

// The game tag that names the challenge a game plays: "<id> red" or "<id> black".
inline constexpr const char* ENDGAME_CHALLENGE_TAG = "EndgameChallenge";

struct EndgameChallenge {
    int id = 0;
    Color player = RED;
    std::string start_fen;  // the game's start, to see that it is still this challenge's game
};

class EndgameTrainer {
  public:
    EndgameTrainer() = default;
    EndgameTrainer(std::vector<Endgame> set, EndgameProgress progress)
        : set_(std::move(set)), progress_(std::move(progress)) {}

    const std::vector<Endgame>& set() const { return set_; }
    const EndgameProgress& progress() const { return progress_; }
    const Endgame* find(int id) const;
    bool solved(int id) const { return progress_.solved.count(id) > 0; }

    // Starts endgame `id` with the player on `player`'s side against the built-in engine at
    // difficulty `level`, seats of that game alone (Controller::set_game_seats: the settings'
    // mode and difficulty stay). False for an unknown id.
    bool start(Controller& c, int id, Color player, int level);
    const std::optional<EndgameChallenge>& challenge() const { return challenge_; }
    // Takes up the challenge the game on the board names in its ENDGAME_CHALLENGE_TAG (a game
    // resumed at start-up). False, and the game stays a plain one, when there is no such tag,
    // it is bad, its id is not in the set, or the game does not start from that endgame's
    // position (the set changed). The challenge's side and level are the game's seats again.
    bool resume(Controller& c);

    // Looks at the game on the board; true when a challenge was just solved (the progress
    // changed and should be saved). With `tables` covering the game's positions, a move of the
    // player that lost what its position held becomes a slip (take_slip), and one that lost the
    // goal (Red's win, Black's draw) ends the challenge as not met until it is taken back.
    bool update(const Controller& c, const tb::Tablebases* tables = nullptr);
    // A move of the player that let a win go (or lost a draw), by the tables: the position it
    // was played in, the move, and a move that kept the value. The latest one stays while its
    // move is in the game's line (not replaced, no other challenge) and is shown while the
    // position shown comes after it; take_new_slip() gives it once, when it is found.
    struct Slip {
        int ply = 0;      // the move's index in the game
        std::string fen;  // before the move
        Move played = MOVE_NONE;
        Move kept = MOVE_NONE;
        bool win_lost = true;  // a win let go; else a draw lost
    };
    // The slip that lost the goal comes first: it is why the verdict says not yet.
    std::optional<Slip> slip() const {
        if (goal_lost_before_shown()) return goal_slip_;
        return slip_ && shown_ply_ > slip_->ply ? slip_ : std::nullopt;
    }
    std::optional<Slip> take_new_slip() {
        return std::exchange(new_slip_, false) ? slip_ : std::nullopt;
    }
    EndgameVerdict verdict() const { return verdict_; }
    // Has the player tried endgame `id` since the program started: a challenge of it has a move
    // played or has ended? The Endgames tab opens a composition's solution only then.
    bool attempted(int id) const { return attempted_.count(id) > 0; }

  private:
    std::vector<Endgame> set_;
    EndgameProgress progress_;
    std::optional<EndgameChallenge> challenge_;
    EndgameVerdict verdict_ = EndgameVerdict::NONE;
    std::set<int> attempted_;
    std::vector<Move> judged_;  // the game's moves looked at for a slip, from the start
    int shown_ply_ = 0;         // the game's ply shown at the last update
    std::optional<Slip> slip_;
    bool new_slip_ = false;
    // The first slip that lost the player's goal (by the tables): the challenge is not met,
    // though the game goes on, while the position shown comes after it.
    std::optional<Slip> goal_slip_;
    bool goal_lost_before_shown() const { return goal_slip_ && goal_slip_->ply < shown_ply_; }
};

// By the tables, the slip of the move index `ply` of `g` when `player` made it: nullopt when it
// kept the value its position held, or when the tables do not cover both positions.
std::optional<EndgameTrainer::Slip> endgame_slip(const Game& g, int ply, Color player,
                                                 const tb::Tablebases& tables);

// The verdict of a game for a player of `player`'s side (no adjudication by agreement counts:
// a draw offered and accepted is not a held position).
EndgameVerdict endgame_verdict(const Game& g, Color player);

}  // namespace xq
