// The engine learns from a lost game: at depth 2 it takes an elephant with its horse (马７进６
// here, e3g4), which loses to a mate in three. The game is played out and recorded as lost,
// the review's deeper search shows the drop, and in the same position the engine, at the same
// depth and with the lesson in its experience, plays another move and says which it avoided.
// Also: the rules of lessons_from_game on made-up evaluations.
#include <doctest/doctest.h>

#include <memory>

#include "engine.h"
#include "formats/iccs.h"
#include "learn/experience.h"
#include "review/lessons.h"
#include "review/review.h"

using namespace xq;

namespace {

constexpr const char* TRAP_FEN =
    "2b1ka3/4a4/4b4/p1p1n3p/5r3/1C4B2/2P1n1c2/N2R2N2/4A4/2BK1A3 b - - 7 32";

struct Found {
    Move best = MOVE_NONE;
    Move avoided = MOVE_NONE;
    int score_cp = 0;
};

Found search_at_depth(Engine& engine, const std::string& fen, int depth, bool experience) {
    Found found;
    engine.on_info([&](const SearchInfo& i) {
        if (i.multipv != 1) return;
        found.avoided = i.avoided;
        if (i.score.kind == Score::CENTIPAWNS) found.score_cp = i.score.value;
    });
    engine.on_bestmove([&](const BestMoveInfo& b) { found.best = b.best; });
    REQUIRE(engine.set_position(fen, std::vector<Move>{}));
    SearchLimits limits;
    limits.depth = depth;
    SearchStyle style;
    style.use_experience = experience;
    engine.new_game();
    engine.go(limits, style);
    engine.wait();
    return found;
}

std::vector<Move> iccs_line(const std::string& fen, std::initializer_list<const char*> list) {
    Position pos;
    REQUIRE(pos.set_fen(fen));
    std::vector<Move> out;
    for (const char* s : list) {
        const Move m = iccs_to_move(s);
        REQUIRE_MESSAGE(pos.is_legal(m), s);
        pos.do_move(m);
        out.push_back(m);
    }
    return out;
}

PositionEval made_up_eval(int cp, Move best, int depth = 10) {
    PositionEval e;
    e.searched = true;
    e.best = Score{Score::CENTIPAWNS, cp};
    e.best_line = {best};
    e.depth = depth;
    return e;
}

}  // namespace

TEST_CASE("learning: a move that lost by force is avoided in the same position next time") {
    Engine engine;
    const Move trap = iccs_to_move("e3g4");
    const Found first = search_at_depth(engine, TRAP_FEN, 2, false);
    REQUIRE(first.best == trap);  // the horse takes the elephant: +2 pawns at depth 2
    CHECK(first.score_cp >= 100);

    // The game as it went: the capture, then Red mates (车八进五 ... 车四平五).
    LearningGame game;
    REQUIRE(game.start.set_fen(TRAP_FEN));
    game.moves = iccs_line(TRAP_FEN, {"e3g4", "b4b9", "e8d9", "d2d9", "e9e8", "d9d8"});
    game.engine_side = BLACK;
    game.outcome = EngineOutcome::ENGINE_LOST;
    game.judged_cp = {first.score_cp};
    GameReview review(game.start, game.moves, ReviewOptions{0, 8, 1});
    Engine reviewer;
    run_review(reviewer, review);
    REQUIRE(review.done());
    game.evals = review.evals();
    const std::vector<ExperienceEntry> lessons = lessons_from_game(game);
    REQUIRE(lessons.size() == 1);
    CHECK(lessons[0].key == game.start.key());
    CHECK(lessons[0].move == trap);
    CHECK(lessons[0].value <= -1000);
    CHECK(lessons[0].depth >= 2);

    // Without the experience the engine falls into the trap again; with it, it does not.
    auto table = std::make_shared<Experience>();
    table->learn(lessons);
    engine.set_experience(table);
    CHECK(search_at_depth(engine, TRAP_FEN, 2, false).best == trap);
    const Found again = search_at_depth(engine, TRAP_FEN, 2, true);
    CHECK(again.best != MOVE_NONE);
    CHECK(again.best != trap);
    CHECK(again.avoided == trap);

    // The option turns it on for every search that does not say otherwise.
    engine.set_use_experience(true);
    // New callbacks: search_at_depth's wrote into its own, finished frame.
    engine.on_info([](const SearchInfo&) {});
    Found by_option;
    engine.on_bestmove([&](const BestMoveInfo& b) { by_option.best = b.best; });
    REQUIRE(engine.set_position(TRAP_FEN, std::vector<Move>{}));
    SearchLimits limits;
    limits.depth = 2;
    engine.go(limits);
    engine.wait();
    CHECK(by_option.best != trap);
}

TEST_CASE("learning: lessons from the review's drop and from a lost game's result") {
    // Three Red moves of the opening; the engine played Red.
    Position start;
    const std::vector<Move> moves = {iccs_to_move("h2e2"), iccs_to_move("h9g7"),
                                     iccs_to_move("h0g2"), iccs_to_move("i9h9"),
                                     iccs_to_move("i0h0")};
    LearningGame game;
    game.start = start;
    game.moves = moves;
    game.engine_side = RED;
    game.outcome = EngineOutcome::DRAW;
    game.judged_cp = {150, std::nullopt, 150, std::nullopt, 150};
    // Position i's best score from its mover's view: Red's second move dropped 150 -> 40.
    game.evals = {made_up_eval(30, moves[0]),
                  made_up_eval(-30, moves[1]),
                  made_up_eval(140, iccs_to_move("b0c2")),
                  made_up_eval(-40, moves[3]),
                  made_up_eval(130, moves[4]),
                  made_up_eval(-120, iccs_to_move("b9c7"))};

    SUBCASE("a drop beyond the threshold is learned, a small one or the review's own move not") {
        const std::vector<ExperienceEntry> lessons = lessons_from_game(game);
        REQUIRE(lessons.size() == 1);
        Position p = start;
        p.do_move(moves[0]);
        p.do_move(moves[1]);
        CHECK(lessons[0].key == p.key());
        CHECK(lessons[0].move == moves[2]);
        CHECK(lessons[0].value == 40);
        CHECK(lessons[0].depth == 11);
    }
    SUBCASE("a lost game penalises its last moves played while the engine judged itself ahead") {
        game.outcome = EngineOutcome::ENGINE_LOST;
        const std::vector<ExperienceEntry> lessons = lessons_from_game(game);
        REQUIRE(lessons.size() == 2);
        CHECK(lessons[0].move == moves[2]);
        CHECK(lessons[0].value == -50);  // 150 judged, 200 below
        CHECK(lessons[1].move == moves[4]);
        CHECK(lessons[1].value == -50);
    }
    SUBCASE("a move the review did not search teaches nothing") {
        game.evals[3].searched = false;
        CHECK(lessons_from_game(game).empty());
    }
}
