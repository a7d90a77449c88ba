// `xiangqi-engine learn --experience FILE (--side red|black | --name NAME) [--movetime MS]
// [--depth N] GAME...`: what the engine learns after a game in the window (game/learning),
// for games it played elsewhere: a match (scripts/match.py --learn) or a file a player kept.
#include <cstdio>
#include <string>
#include <string_view>

#include "cli/commands.h"
#include "learn/experience.h"
#include "review/lessons.h"
#include "util/text.h"

namespace xq {

namespace {

// The engine's own score in a match's move comment, from the mover's view: "+25/12 98ms" is
// 25 centipawns at depth 12, "#3/9" mates, "#-2/7" is mated; anything else is unknown.
std::optional<int> judged_in_comment(std::string_view comment) {
    const size_t slash = comment.find('/');
    if (slash == std::string_view::npos) return std::nullopt;
    std::string_view score = comment.substr(0, slash);
    const bool mate = !score.empty() && score.front() == '#';
    if (mate) score.remove_prefix(1);
    const std::optional<int64_t> value = parse_int(score, -1'000'000, 1'000'000);
    if (!value) return std::nullopt;
    if (!mate) return int(*value);
    return *value > 0 ? EXPERIENCE_VALUE_LIMIT : -EXPERIENCE_VALUE_LIMIT;
}

std::optional<Color> engine_side(const GameRecord& record, const LearnArgs& args,
                                 const std::string& path) {
    if (args.side == "red") return RED;
    if (args.side == "black") return BLACK;
    const bool red = record.tag("Red") == args.name, black = record.tag("Black") == args.name;
    if (red != black) return red ? RED : BLACK;
    input_error("'" + path + "': " + (red ? "both sides are" : "neither side is") + " named '" +
                args.name + "': give --side");
    return std::nullopt;
}

EngineOutcome outcome_for(const std::string& result, Color side) {
    if (result == RESULT_DRAW) return EngineOutcome::DRAW;
    if (result == RESULT_RED_WINS)
        return side == RED ? EngineOutcome::ENGINE_WON : EngineOutcome::ENGINE_LOST;
    if (result == RESULT_BLACK_WINS)
        return side == BLACK ? EngineOutcome::ENGINE_WON : EngineOutcome::ENGINE_LOST;
    return EngineOutcome::UNFINISHED;
}

const char* outcome_word(EngineOutcome o) {
    switch (o) {
        case EngineOutcome::ENGINE_WON:
            return "won";
        case EngineOutcome::DRAW:
            return "drawn";
        case EngineOutcome::ENGINE_LOST:
            return "lost";
        case EngineOutcome::UNFINISHED:
            break;
    }
    return "unfinished";
}

std::optional<LearningGame> learning_game_of(const GameRecord& record, Color side) {
    LearningGame game;
    if (!game.start.set_fen(record.start_fen)) return std::nullopt;  // the reader checked it
    game.moves = record.moves();
    game.engine_side = side;
    game.outcome = outcome_for(record.result, side);
    for (size_t ply = 0; ply < game.moves.size(); ++ply) {
        const std::string& comment = record.comment_after(ply);
        if (comment == "opening") game.first_engine_ply = ply + 1;
        game.judged_cp.push_back(judged_in_comment(comment));
    }
    return game;
}

}  // namespace

int learn_command(const LearnArgs& args) {
    if (args.side.empty() && args.name.empty())
        return input_error("give the engine's side (--side) or its name (--name)");
    std::vector<ExperienceEntry> lessons;
    for (const std::string& path : args.paths) {
        const std::optional<GameRecord> record = read_game_argument(path, "learned from");
        if (!record) return 2;
        const std::optional<Color> side = engine_side(*record, args, path);
        if (!side) return 2;
        std::optional<LearningGame> game = learning_game_of(*record, *side);
        if (!game) return input_error("'" + path + "': its start position cannot be set");
        const std::optional<std::vector<ExperienceEntry>> learned =
            review_lessons(*game, args.options, nullptr);
        if (!learned) return input_error("'" + path + "': the review did not finish");
        std::printf("%s: %s %s, %zu plies, %zu %s\n", path.c_str(), *side == RED ? "Red" : "Black",
                    outcome_word(game->outcome), game->moves.size(), learned->size(),
                    learned->size() == 1 ? "lesson" : "lessons");
        lessons.insert(lessons.end(), learned->begin(), learned->end());
    }
    Experience table;
    std::string note, error;
    const bool written = learn_into_file(args.experience, lessons, table, &note, &error);
    if (!note.empty()) std::fprintf(stderr, "note: %s\n", note.c_str());
    if (!written) {
        std::fprintf(stderr, "error: %s\n", error.c_str());
        return 1;
    }
    std::printf("%s: %zu entries for %zu positions\n", args.experience.c_str(), table.size(),
                table.positions());
    return 0;
}

}  // namespace xq
