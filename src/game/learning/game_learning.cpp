#include "game/learning/game_learning.h"

#include <cmath>
#include <filesystem>
#include <system_error>

#include "engine.h"
#include "game/engines/engine_bridge.h"
#include "game/files/storage.h"
#include "game/text/i18n.h"
#include "platform/thread_priority.h"

namespace xq {

namespace {

// Identifies a finished game: its start, moves and result.
uint64_t game_signature(const Game& game, size_t moves) {
    uint64_t h = 0xcbf29ce484222325ull;
    auto mix = [&](uint64_t v) {
        h ^= v;
        h *= 0x100000001b3ull;
    };
    for (char c : game.start_fen()) mix(uint8_t(c));
    for (size_t i = 0; i < moves; ++i) mix(game.line()[i]);
    mix(uint64_t(game.status().result) + 1000);
    return h;
}

}  // namespace

std::optional<Color> learning_side(const PlayedBy& red, const PlayedBy& black) {
    auto builtin = [](const PlayedBy& p) {
        return p.kind == PlayedBy::Kind::ENGINE && p.engine.empty();
    };
    if (builtin(red) && black.kind == PlayedBy::Kind::HUMAN) return RED;
    if (builtin(black) && red.kind == PlayedBy::Kind::HUMAN) return BLACK;
    return std::nullopt;
}

LearningGame learning_game(const Game& game, Color engine_side,
                           const std::vector<float>& judged_red_cp) {
    LearningGame g;
    g.start.set_fen(game.start_fen());
    g.moves.assign(game.line().begin(), game.line().begin() + game.ply());
    g.engine_side = engine_side;
    const GameResult r = game.status().result;
    const GameResult engine_wins =
        engine_side == RED ? GameResult::RED_WINS : GameResult::BLACK_WINS;
    g.outcome = r == GameResult::ONGOING ? EngineOutcome::UNFINISHED
                : r == GameResult::DRAW  ? EngineOutcome::DRAW
                : r == engine_wins       ? EngineOutcome::ENGINE_WON
                                         : EngineOutcome::ENGINE_LOST;
    Position pos = g.start;
    for (size_t ply = 0; ply < g.moves.size(); ++ply) {
        const float red = ply < judged_red_cp.size() ? judged_red_cp[ply] : NAN;
        std::optional<int> judged;
        if (!std::isnan(red) && pos.side_to_move() == engine_side)
            judged = int(engine_side == RED ? red : -red);
        g.judged_cp.push_back(judged);
        pos.do_move(g.moves[ply]);
    }
    return g;
}

std::optional<Experience> learn_from_game(LearningGame game, const std::string& path,
                                          const LearningReview& options,
                                          const std::atomic<bool>* cancel, std::string* note) {
    const std::optional<std::vector<ExperienceEntry>> lessons =
        review_lessons(game, ReviewOptions{options.movetime_ms, options.depth, 1}, cancel);
    if (!lessons) return std::nullopt;
    Experience table;
    if (path.empty()) {
        table.learn(*lessons);
        return table;
    }
    std::string error;
    if (!learn_into_file(path, *lessons, table, note, &error) && note) *note = error;
    return table;
}

GameLearning::~GameLearning() {
    stop_worker();
}

void GameLearning::stop_worker() {
    if (!worker_.joinable()) return;
    cancel_.store(true);
    worker_.join();
    cancel_.store(false);
    std::lock_guard lock(mutex_);
    result_.reset();
    worker_note_.clear();
}

void GameLearning::open(const std::string& state_dir) {
    stop_worker();
    path_ = state_dir.empty() ? "" : state_dir + EXPERIENCE_FILE;
    Experience table;
    std::string why;
    note_.reset();
    if (!path_.empty() && load_experience(path_, table, &why) == ExperienceLoad::DAMAGED)
        note_ = Message(Str::LEARNING_NOTE, {MessageArg::detail(why)}, true);
    positions_ = table.positions();
    table_ = std::make_shared<const Experience>(std::move(table));
    handed_ = false;
}

void GameLearning::hand_over(EngineBridge* bridge, bool enabled) {
    if (!bridge || (handed_ && handed_enabled_ == enabled)) return;
    bridge->set_experience(enabled ? table_ : nullptr);
    handed_ = true;
    handed_enabled_ = enabled;
}

void GameLearning::watch(const Game& game, const PlayedBy& red, const PlayedBy& black,
                         const std::vector<float>& judged_red_cp, bool enabled,
                         EngineBridge* bridge) {
    if (worker_.joinable() && done_.load()) {
        worker_.join();
        std::lock_guard lock(mutex_);
        if (result_) {
            positions_ = result_->positions();
            table_ = std::make_shared<const Experience>(std::move(*result_));
            handed_ = false;
        }
        note_.reset();
        if (!worker_note_.empty())
            note_ = Message(Str::LEARNING_NOTE, {MessageArg::detail(worker_note_)}, true);
        result_.reset();
        worker_note_.clear();
    }
    hand_over(bridge, enabled);
    if (!enabled || path_.empty() || worker_.joinable() || !game.over() ||
        game.ply() != game.length() || game.ply() == 0)
        return;
    const std::optional<Color> side = learning_side(red, black);
    if (!side) return;
    const uint64_t signature = game_signature(game, size_t(game.ply()));
    if (signature == learned_game_) return;
    learned_game_ = signature;
    done_.store(false);
    worker_ = std::thread([this, g = learning_game(game, *side, judged_red_cp), path = path_,
                           review = review_]() mutable {
        lower_thread_priority();
        std::string note;
        std::optional<Experience> table =
            learn_from_game(std::move(g), path, review, &cancel_, &note);
        {
            std::lock_guard lock(mutex_);
            result_ = std::move(table);
            worker_note_ = note;
        }
        done_.store(true);
    });
}

void GameLearning::forget() {
    stop_worker();
    if (!path_.empty()) {
        std::error_code ec;
        std::filesystem::remove(std::filesystem::path(path_), ec);
    }
    table_ = std::make_shared<const Experience>();
    positions_ = 0;
    handed_ = false;
}

}  // namespace xq
