// The engine learns from its games (docs/learning.md): after each game the built-in engine
// played against the player, a review of the game on a thread of its own (its own Engine, at a
// low priority) finds where the engine's moves were worse than it judged (review/lessons.h);
// those lessons are merged into the experience file of the state folder, written atomically,
// and the engine's next searches consult it. The UI thread never waits: watch() starts the
// work and picks up its result once a frame.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "game/game.h"
#include "game/played_by.h"
#include "game/text/message.h"
#include "learn/experience.h"
#include "review/lessons.h"

namespace xq {

class EngineBridge;

// The experience file's name in the state folder.
constexpr const char* EXPERIENCE_FILE = "experience.bin";

// How deep the learning review looks at each position: a fixed depth (tests), else a time.
struct LearningReview {
    int64_t movetime_ms = 300;
    int depth = 0;
};

// The side the built-in engine played against the player in a game, if it did.
std::optional<Color> learning_side(const PlayedBy& red, const PlayedBy& black);

// The finished game as the lessons see it: `judged_red_cp` is the engine's own score (Red's
// view, NaN unknown) when it searched each ply (Controller::score_history).
LearningGame learning_game(const Game& game, Color engine_side,
                           const std::vector<float>& judged_red_cp);

// Reviews `game` (its evals are filled in), takes its lessons and merges them into the file at
// `path`, read first (a damaged file is kept as .bad: `note`) and written atomically. Returns
// the table as written, or nullopt when cancelled. False-free: a file that cannot be written
// leaves the table in memory and says so in `note`.
std::optional<Experience> learn_from_game(LearningGame game, const std::string& path,
                                          const LearningReview& review,
                                          const std::atomic<bool>* cancel, std::string* note);

class GameLearning {
  public:
    GameLearning() = default;
    ~GameLearning();  // stops the review and joins its thread
    GameLearning(const GameLearning&) = delete;
    GameLearning& operator=(const GameLearning&) = delete;

    // Reads the experience of `state_dir` ("" = no folder: nothing is learned or read).
    void open(const std::string& state_dir);
    const std::string& path() const { return path_; }
    // Once a frame: with `enabled`, a finished game (over at its last move) that the built-in
    // engine played against the player and that was not learned from yet starts the learning;
    // a finished learning hands the new table to the bridge's engine. Without `enabled` the
    // engine consults nothing.
    void watch(const Game& game, const PlayedBy& red, const PlayedBy& black,
               const std::vector<float>& judged_red_cp, bool enabled, EngineBridge* bridge);
    // Forgets everything learned: the file is removed and the engine consults nothing more.
    void forget();

    bool learning() const { return worker_.joinable() && !done_.load(); }
    size_t positions() const { return positions_; }
    // What the player should know about the last reading or learning (a damaged file, a failed
    // write); empty when all went well.
    const std::optional<Message>& note() const { return note_; }
    void set_review(const LearningReview& review) { review_ = review; }

  private:
    void stop_worker();
    void hand_over(EngineBridge* bridge, bool enabled);

    std::string path_;
    LearningReview review_;
    std::shared_ptr<const Experience> table_;  // UI thread
    size_t positions_ = 0;
    bool handed_enabled_ = false;
    bool handed_ = false;
    uint64_t learned_game_ = 0;  // the signature of the last game learned from
    std::optional<Message> note_;
    std::thread worker_;
    std::atomic<bool> cancel_{false};
    std::atomic<bool> done_{false};
    std::mutex mutex_;
    std::optional<Experience> result_;  // guarded by mutex_
    std::string worker_note_;           // guarded by mutex_
};

}  // namespace xq
