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
    // changed and should be saved).
    bool update(const Controller& c);
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
};

// The verdict of a game for a player of `player`'s side (no adjudication by agreement counts:
// a draw offered and accepted is not a held position).
EndgameVerdict endgame_verdict(const Game& g, Color player);

}  // namespace xq
