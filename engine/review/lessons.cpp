#include "review/lessons.h"

#include <algorithm>

#include "engine.h"

namespace xq {

int lesson_cp(const Score& s) {
    if (s.kind == Score::MATE)
        return s.value > 0 ? EXPERIENCE_VALUE_LIMIT : -EXPERIENCE_VALUE_LIMIT;
    return std::clamp(s.value, -EXPERIENCE_VALUE_LIMIT, EXPERIENCE_VALUE_LIMIT);
}

std::vector<ExperienceEntry> lessons_from_game(const LearningGame& game, const LessonRules& rules) {
    struct EngineMove {
        size_t ply;
        uint64_t key;
        int judged;
        int after;  // the deeper search's value after the move, the mover's view
        int depth;
    };
    std::vector<EngineMove> engine_moves;
    Position pos = game.start;
    const size_t n = game.moves.size();
    for (size_t ply = 0; ply < n; ++ply) {
        const Move m = game.moves[ply];
        const bool engine_moved =
            pos.side_to_move() == game.engine_side && ply >= game.first_engine_ply;
        const uint64_t key = pos.key();
        pos.do_move(m);
        if (!engine_moved || ply + 1 >= game.evals.size()) continue;
        const PositionEval& before = game.evals[ply];
        const PositionEval& after = game.evals[ply + 1];
        if (!before.searched || !after.searched) continue;
        const std::optional<int> own =
            ply < game.judged_cp.size() ? game.judged_cp[ply] : std::nullopt;
        const int judged = own ? std::clamp(*own, -EXPERIENCE_VALUE_LIMIT, EXPERIENCE_VALUE_LIMIT)
                               : lesson_cp(before.best);
        engine_moves.push_back(EngineMove{ply, key, judged, -lesson_cp(after.best),
                                          std::max(after.depth + 1, before.depth)});
    }

    std::vector<ExperienceEntry> lessons;
    auto learn = [&](const EngineMove& em, int value) {
        for (ExperienceEntry& e : lessons)
            if (e.key == em.key && e.move == game.moves[em.ply]) {
                e.value = int16_t(std::min<int>(e.value, value));
                return;
            }
        ExperienceEntry e;
        e.key = em.key;
        e.move = game.moves[em.ply];
        e.value = int16_t(std::clamp(value, -EXPERIENCE_VALUE_LIMIT, EXPERIENCE_VALUE_LIMIT));
        e.depth = uint8_t(std::clamp(em.depth, 1, 255));
        lessons.push_back(e);
    };
    for (const EngineMove& em : engine_moves) {
        const PositionEval& before = game.evals[em.ply];
        const bool reviews_best =
            !before.best_line.empty() && before.best_line.front() == game.moves[em.ply];
        if (!reviews_best && em.judged - em.after > rules.drop_cp) learn(em, em.after);
    }
    if (game.outcome == EngineOutcome::ENGINE_LOST) {
        int left = rules.lost_moves;
        for (auto it = engine_moves.rbegin(); it != engine_moves.rend() && left > 0; ++it)
            if (it->judged >= rules.clearly_better_cp) {
                learn(*it, std::min(it->after, it->judged - rules.lost_penalty_cp));
                --left;
            }
    }
    return lessons;
}

std::optional<std::vector<ExperienceEntry>> review_lessons(LearningGame& game,
                                                           const ReviewOptions& options,
                                                           const std::atomic<bool>* cancel) {
    Engine engine(EngineOptions{true});
    engine.set_hash_mb(32);
    GameReview review(game.start, game.moves, options);
    run_review(engine, review, {}, cancel);
    if ((cancel && cancel->load()) || !review.done()) return std::nullopt;
    game.evals = review.evals();
    return lessons_from_game(game);
}

}  // namespace xq
