// What the engine learns from one finished game (docs/learning.md): the positions where its
// chosen move turned out worse than it judged, shown by a deeper search (the review's values of
// the positions before and after the move) or by the game's result. The entries go into the
// experience (learn/experience.h), which the search consults next time.
#pragma once

#include <atomic>
#include <optional>
#include <vector>

#include "learn/experience.h"
#include "review/review.h"
#include "rules/position.h"

namespace xq {

enum class EngineOutcome : uint8_t { ENGINE_WON, DRAW, ENGINE_LOST, UNFINISHED };

struct LearningGame {
    Position start;
    std::vector<Move> moves;  // legal from start
    Color engine_side = RED;  // the side the engine played
    // Plies before this one were not the engine's choice (a match's opening line): reviewed,
    // never learned.
    size_t first_engine_ply = 0;
    EngineOutcome outcome = EngineOutcome::UNFINISHED;
    // Per ply: the engine's own score when it chose the move played there, in centipawns from
    // the mover's view (nullopt: unknown, e.g. the opponent's plies); shorter is padded.
    std::vector<std::optional<int>> judged_cp;
    // The review's evaluations of positions 0..moves.size() (GameReview::evals()).
    std::vector<PositionEval> evals;
};

struct LessonRules {
    // A move is learned when the deeper search puts it this far below the engine's judgement.
    int drop_cp = 60;
    // In a lost game, the engine's last `lost_moves` moves played where it judged itself at
    // least `clearly_better_cp` ahead are learned with a value `lost_penalty_cp` below it.
    int clearly_better_cp = 100;
    int lost_penalty_cp = 200;
    int lost_moves = 2;
};

// A score in centipawns from its side's view; a mate is the experience's bound.
int lesson_cp(const Score& s);

// The entries to learn from `game`, one per (position, move) at most.
std::vector<ExperienceEntry> lessons_from_game(const LearningGame& game,
                                               const LessonRules& rules = {});

// Reviews `game` on an Engine of its own (32 MB hash), fills in its evals and returns its
// lessons; nullopt when `cancel` stopped the review first. Blocks: the game runs it on a
// thread of its own, `xiangqi-engine learn` in its main thread.
std::optional<std::vector<ExperienceEntry>> review_lessons(LearningGame& game,
                                                           const ReviewOptions& options,
                                                           const std::atomic<bool>* cancel);

}  // namespace xq
