// The classic compositions (排局, assets/compositions.txt): the shipped asset loads into the
// endgame set as groups of its own, every composition legal with a legal main line, and every
// mate-by-checks one proven again by the solver; bad lines are named; the converter's check
// (tools/composition_build.h) ships a true mate by checks and drops a corrupted position; the
// trainer opens a composition's solution after a try; the solution written in the UI's notation.
#include <doctest/doctest.h>

#include <set>

#include "composition_build.h"
#include "formats/iccs.h"
#include "game/controller.h"
#include "game/endgames/composition_set.h"
#include "game/endgames/endgame_trainer.h"
#include "game/text/i18n.h"
#include "game/text/move_text.h"
#include "rules/position.h"
#include "rules/rules.h"
#include "search/check_mate_solver.h"
#include "sweep.h"

using namespace xq;

namespace {

std::vector<Endgame> shipped_compositions() {
    std::vector<Endgame> set;
    std::string error;
    const bool ok =
        load_composition_file(std::string(XQ_SOURCE_DIR) + "/assets/compositions.txt", set, &error);
    INFO(error);
    REQUIRE(ok);
    return set;
}

// 适情雅趣 No. 13 (目视横流) as kuiba1949's file writes it, and its main lines as XQMagic's
// 杀局谱 does: Red mates in three, every move a check.
const char* POSITIONS =
    "\xEF\xBB\xBF[FEN_INDEX \"shiqingyaqu-551-013\"]\n"
    "[EVENT \"适情雅趣_李浭551局新版 *第013局 目视横流\"]\n"
    "[FEN \"4k4/3P2P2/b2N2R2/7r1/2b6/9/9/3n5/4p3r/2R2K3 w - - 0 1\"]\n"
    "\n"
    "[FEN_INDEX \"shiqingyaqu-551-228plus\"]\n"
    "[EVENT \"适情雅趣_李浭551局新版 *原_227局_舍生取义_补图复原\"]\n"
    "[FEN \"3k1a3/2R1a1N1c/2R6/9/9/9/9/4Cp3/4r4/r2c1K3 w - - 0 1\"]\n";
const char* SECOND =
    "适情雅趣550局_第013局 目视横流|4k4/3P2P2/b2N2R2/7r1/2b6/9/9/3n5/4p3r/2R2K3 "
    "w|g7e7,c5e7,d8e8,e9e8,c0c8\r\n"
    "not a line of the book\n";

CompositionLimits small_limits() {
    CompositionLimits l;
    l.solver_nodes = 200000;
    l.search_nodes = 20000;
    l.draw = {2000, 40};
    l.win = {2000, 40};
    return l;
}

CompositionCheck check_source_case(const SourcePosition& p, const std::vector<SourceLine>& second) {
    Engine engine;
    engine.set_threads(1);
    engine.set_hash_mb(16);
    engine.set_own_book(false);
    return check_composition(p, second, CompositionGroup{}, engine, small_limits());
}

}  // namespace

TEST_CASE("compositions / the shipped asset loads: legal positions, legal main lines, goals") {
    const std::vector<Endgame> set = shipped_compositions();
    CHECK(set.size() >= 300);
    std::set<std::string> groups;
    for (const Endgame& e : set) {
        INFO(e.id << " " << e.name_zh << " " << e.fen);
        CHECK(e.composition);
        CHECK(e.id > 1000);
        CHECK_FALSE(e.solution.empty());
        CHECK_FALSE(e.source_zh.empty());
        CHECK_FALSE(e.notes.empty());
        groups.insert(e.category_en);
        // The main line plays legally (the reader refuses a line that does not) and a mate's
        // main line ends in Red's mate.
        Position pos;
        REQUIRE(pos.set_fen(e.fen));
        CHECK(pos.side_to_move() == RED);
        for (Move m : e.solution) {
            REQUIRE(pos.is_legal(m));
            pos.do_move(m);
        }
        if (e.by_checks) CHECK(judge_game(pos).reason == EndReason::CHECKMATE);
    }
    CHECK(groups.count("Shiqing Yaqu"));
}

TEST_CASE("compositions / the mates by checks are proven again by the solver") {
    const std::vector<Endgame> set = shipped_compositions();
    int proven = 0;
    // Every fourth (every sixteenth under a sanitizer, tests/sweep.h): the tool proved all of
    // them at a larger limit.
    const size_t stride = 4 * size_t(test::SWEEP_STRIDE);
    for (size_t i = 0; i < set.size(); i += stride) {
        const Endgame& e = set[i];
        if (!e.by_checks || e.mate_in > 9) continue;
        INFO(e.id << " " << e.fen);
        Position pos;
        REQUIRE(pos.set_fen(e.fen));
        CheckMateLimits limits;
        limits.nodes = 400000;
        const CheckMateResult r = solve_mate_by_checks(pos, limits);
        CHECK(r.verdict == CheckMateVerdict::MATE);
        CHECK(r.moves == e.mate_in);
        ++proven;
    }
    CHECK(proven >= 20 / test::SWEEP_STRIDE);
}

TEST_CASE("compositions / the Endgames tab's set holds the collection and the compositions") {
    std::vector<Endgame> set;
    std::string error;
    REQUIRE(load_endgame_file(std::string(XQ_SOURCE_DIR) + "/assets/endgames.txt", set, &error));
    std::set<int> ids;
    int compositions = 0;
    for (const Endgame& e : set) {
        CHECK(ids.insert(e.id).second);
        compositions += e.composition;
    }
    CHECK(compositions >= 300);
    CHECK(int(set.size()) - compositions >= 100);
    const std::vector<const Endgame*> groups = endgame_categories(set);
    REQUIRE_FALSE(groups.empty());
    CHECK(groups.back()->category_zh == "适情雅趣");
}

TEST_CASE("compositions / bad lines are named and the good ones kept") {
    const std::string good =
        "1013;4k4/3P2P2/b2N2R2/7r1/2b6/9/9/3n5/4p3r/2R2K3 w - - 0 1;mate-by-checks 3;适情雅趣;"
        "Shiqing Yaqu;目视横流;Shiqing Yaqu No. 13;适情雅趣 第13局;Shiqing Yaqu No. 13;"
        "g7e7 c5e7 d8e8 e9e8 c0c8;test\n";
    const std::string illegal_move =
        "1014;4k4/3P2P2/b2N2R2/7r1/2b6/9/9/3n5/4p3r/2R2K3 w - - 0 1;mate 3;适情雅趣;"
        "Shiqing Yaqu;目视横流;No. 13;第13局;No. 13;g7e7 c5e6;test\n";
    const std::string bad_goal =
        "1015;4k4/3P2P2/b2N2R2/7r1/2b6/9/9/3n5/4p3r/2R2K3 w - - 0 1;mate soon;适情雅趣;"
        "Shiqing Yaqu;目视横流;No. 13;第13局;No. 13;g7e7;test\n";
    std::vector<Endgame> set;
    std::string error;
    CHECK_FALSE(parse_compositions(good + illegal_move + bad_goal, set, &error));
    CHECK(error.find("line 2: solution: move 2 'c5e6' is not legal") != std::string::npos);
    CHECK(error.find("line 3: bad goal 'mate soon'") != std::string::npos);
    REQUIRE(set.size() == 1);
    const Endgame& e = set[0];
    CHECK(e.mate_in == 3);
    CHECK(e.by_checks);
    CHECK(e.result == EndgameResult::RED_WINS);
    CHECK(e.solution.size() == 5);
    CHECK(format_composition(e) + "\n" == good);
}

TEST_CASE("compositions / the sources are read: numbers, names without marks, lines") {
    const std::vector<SourcePosition> read = read_fen_index_file(POSITIONS);
    REQUIRE(read.size() == 2);
    CHECK(read[0].number == 13);
    CHECK(read[0].name == "目视横流");
    CHECK(read[1].number == 0);  // 228plus: a restored diagram
    const std::vector<SourceLine> second = read_eglib(SECOND);
    REQUIRE(second.size() == 1);
    CHECK(second[0].name == "目视横流");
    CHECK(second[0].board == board_of_fen(read[0].fen));
    CHECK(second[0].moves.size() == 5);
    CHECK(base_name("势不两大（单马和单炮）") == "势不两大");
    const Gloss draw = read_gloss("势不两大（单马和单炮）");
    CHECK(draw.goal == StatedGoal::DRAW);
    CHECK(draw.english == "horse vs cannon, draw");
    const Gloss hard = read_gloss("x（车卒难胜单车）");
    CHECK(hard.goal == StatedGoal::DRAW);
    CHECK(hard.english == "rook and pawn vs rook, hard to win: draw");
    CHECK(read_gloss("x（单车巧胜马双象）").english == "rook vs horse and two elephants, Red wins");
    CHECK(read_gloss("x（马炮士相全和双车）").english ==
          "horse, cannon and full advisors and elephants vs two rooks, draw");
    CHECK(read_gloss("x（高兵单仕和炮士象全）").english ==
          "high pawn and advisor vs cannon and full advisors and elephants, draw");
    CHECK(read_gloss("x（马炮对马卒）").goal == StatedGoal::UNSTATED);
    CHECK(read_gloss("x（马炮对马卒）").english == "horse and cannon vs horse and pawn");
    CHECK(read_gloss("气吞关右").goal == StatedGoal::WIN);
    CHECK(read_gloss("气吞关右").english.empty());
    const std::vector<SourceLine> numbered =
        read_eglib("048野马诱虎|3k3r1/4a4/3a5/6N2/9/9/9/4C4/4p2c1/2BR1K3 w|g6f8,h9f9,d0d7");
    REQUIRE(numbered.size() == 1);
    CHECK(numbered[0].name == "野马诱虎");
}

TEST_CASE("compositions / check: a true mate by checks is shipped with its source's line") {
    const std::vector<SourcePosition> read = read_fen_index_file(POSITIONS);
    const CompositionCheck c = check_source_case(read[0], read_eglib(SECOND));
    REQUIRE(c.shipped);
    CHECK(c.agreed);
    CHECK(c.line_legal);
    CHECK(c.shipped->id == 1013);
    CHECK(c.shipped->mate_in == 3);
    CHECK(c.shipped->by_checks);
    CHECK(c.shipped->solution.size() == 5);
    CHECK(move_to_iccs(c.shipped->solution[0]) == "g7e7");
    CHECK(c.shipped->source_zh == "适情雅趣 第13局");
    CHECK(c.shipped->name_en == "Shiqing Yaqu No. 13");
    // It reads back as written.
    std::vector<Endgame> back;
    std::string error;
    CHECK(parse_compositions(format_composition(*c.shipped), back, &error));
}

TEST_CASE("compositions / check: corrupted positions and a restored diagram are dropped") {
    std::vector<SourcePosition> read = read_fen_index_file(POSITIONS);
    const std::vector<SourceLine> second = read_eglib(SECOND);
    CHECK(check_source_case(read[1], second).reason == DropReason::UNNUMBERED);
    // Red's rook moved from g7 to i7: no second source has the position, and the source's line
    // no longer plays (its first move is that rook's): one source only.
    SourcePosition moved = read[0];
    moved.fen = "4k4/3P2P2/b2N4R/7r1/2b6/9/9/3n5/4p3r/2R2K3 w - - 0 1";
    const CompositionCheck c = check_source_case(moved, second);
    CHECK_FALSE(c.shipped);
    CHECK(c.reason == DropReason::SINGLE_SOURCE);
    // A red pawn behind its starting rank: not a legal setup.
    SourcePosition illegal = read[0];
    illegal.fen = "4k4/3P2P2/b2N2R2/7r1/2b6/9/9/3n5/4p3r/2RP1K3 w - - 0 1";
    CHECK(check_source_case(illegal, second).reason == DropReason::ILLEGAL_POSITION);
    // The position agrees but the goal is not what the engine finds: Black's king left free.
    SourcePosition no_mate = read[0];
    no_mate.fen = "4k4/9/b8/9/2b6/9/9/3n5/4p3r/2R2K3 w - - 0 1";
    const CompositionCheck n = check_source_case(
        no_mate, {SourceLine{"x", "目视横流", board_of_fen(no_mate.fen), {"c0c1"}}});
    CHECK(n.reason == DropReason::NOT_CONFIRMED);
}

TEST_CASE("compositions / the trainer opens the solution after a try") {
    Settings s;
    Controller c(s, nullptr);
    std::vector<Endgame> set;
    std::string error;
    REQUIRE(parse_compositions(
        "1013;4k4/3P2P2/b2N2R2/7r1/2b6/9/9/3n5/4p3r/2R2K3 w - - 0 1;mate-by-checks 3;适情雅趣;"
        "Shiqing Yaqu;目视横流;Shiqing Yaqu No. 13;适情雅趣 第13局;Shiqing Yaqu No. 13;"
        "g7e7 c5e7 d8e8 e9e8 c0c8;test\n",
        set, &error));
    EndgameTrainer trainer(set, {});
    REQUIRE(trainer.start(c, 1013, RED, SKILL_RANGE.max));
    trainer.update(c);
    CHECK_FALSE(trainer.attempted(1013));
    REQUIRE(c.human_move(iccs_to_move("c0c1"), 0));  // not the solution
    trainer.update(c);
    CHECK(trainer.attempted(1013));
}

TEST_CASE("compositions / the solution in the UI's notation, numbered") {
    const std::string fen = "4k4/3P2P2/b2N2R2/7r1/2b6/9/9/3n5/4p3r/2R2K3 w - - 0 1";
    std::vector<Move> line;
    for (const char* m : {"g7e7", "c5e7", "d8e8"}) line.push_back(iccs_to_move(m));
    const Lang before = language();
    set_language(Lang::ZH);
    CHECK(line_label(fen, line) == "1. 车三平五 象3退5 2. 兵六平五");
    set_language(Lang::EN);
    CHECK(line_label(fen, line) == "1. R3.5 E3-5 2. P6.5");
    set_language(before);
    CHECK(line_label("not a fen", line).empty());
}
