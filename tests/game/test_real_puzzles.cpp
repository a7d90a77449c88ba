// The shipped puzzles from real games and studies (tools/make_real_puzzles.cpp, docs/puzzles.md):
// at least 1000, each with its source, no grade over 30 % (of them and of the whole set), one
// puzzle a position, and a sample of key moves confirmed by a search; the source field read,
// written and shown in both languages.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <set>

#include "engine.h"
#include "formats/iccs.h"
#include "game/puzzles/puzzle_set.h"
#include "game/puzzles/puzzle_source.h"
#include "game/text/i18n.h"
#include "puzzle_confirm.h"
#include "search/win_chance.h"
#include "sweep.h"

using namespace xq;

namespace {

std::vector<Puzzle> shipped_set() {
    std::vector<Puzzle> set;
    std::string error;
    const bool ok =
        load_puzzle_file(std::string(XQ_SOURCE_DIR) + "/assets/puzzles.txt", set, &error);
    INFO(error);
    REQUIRE(ok);
    return set;
}

std::vector<Puzzle> real_puzzles(const std::vector<Puzzle>& set) {
    std::vector<Puzzle> out;
    for (const Puzzle& p : set)
        if (p.source.collection == "CCPD") out.push_back(p);
    return out;
}

// No grade has more than 30 % of `set`.
void check_grade_share(const std::vector<Puzzle>& set) {
    std::map<int, int> by_grade;
    for (const Puzzle& p : set) ++by_grade[p.grade];
    for (const auto& [g, count] : by_grade) {
        const int grade = g, n = count;  // CAPTURE takes a variable, not a structured binding
        CAPTURE(grade);
        CAPTURE(n);
        CHECK(n * 10 <= int(set.size()) * 3);
    }
}

// The placement and the side to move: the clocks do not make another puzzle.
std::string board_key(const std::string& fen) {
    const size_t first = fen.find(' ');
    return fen.substr(0, fen.find(' ', first + 1));
}

}  // namespace

TEST_CASE(
    "real puzzles / at least 1000 with their sources, no grade over 30 %, no position twice") {
    const std::vector<Puzzle> set = shipped_set();
    const std::vector<Puzzle> real = real_puzzles(set);
    CHECK(real.size() >= 1000);
    check_grade_share(real);
    check_grade_share(set);
    std::set<std::string> boards;
    std::map<std::string, int> by_kind;
    for (const Puzzle& p : set) {
        CAPTURE(p.id);
        CHECK(boards.insert(board_key(p.fen)).second);
        CHECK_FALSE(p.source.empty());  // the engine's own: "selfplay"
        REQUIRE_FALSE(p.steps.empty());
        CHECK_FALSE(p.steps.front().accepted.empty());
    }
    for (const Puzzle& p : real) {
        CAPTURE(p.id);
        ++by_kind[p.source.kind];
        CHECK(p.id > 2000);
        CHECK(p.id < 100001);  // the shipped set's range (own puzzles start at 100001)
        CHECK_FALSE(p.source.file.empty());
        CHECK(p.source.move >= 1);
        if (p.source.kind == "game") {
            // A master game: the players, the event and the year.
            CHECK_FALSE(p.source.red.empty());
            CHECK_FALSE(p.source.black.empty());
            CHECK_FALSE(p.source.event.empty());
            CHECK(p.source.year.size() == 4);
        }
    }
    for (const std::string kind : {"mate", "tactics", "middlegame", "endgame", "game"}) {
        CAPTURE(kind);
        CHECK(by_kind[kind] > 0);
    }
}

// Not under TSan: searches on the engine's worker, whose hand-offs the engine facade's tests take.
TEST_CASE("real puzzles / 50 key moves confirmed at the generator's confirming depth" *
          test::not_under_tsan()) {
    // A sanitizer build confirms a quarter of the 50 (tests/sweep.h).
    const std::vector<Puzzle> real = real_puzzles(shipped_set());
    REQUIRE(real.size() >= 50);
    int checked = 0;
    for (size_t i = 0; i < real.size() && checked < 50; i += real.size() / 50, ++checked) {
        if (!test::sweep_takes(checked)) continue;
        const Puzzle& p = real[i];
        const BestMoveInfo best = test::confirming_search(p.fen);
        const std::vector<Move>& key = p.steps.front().accepted;
        INFO("puzzle " << p.id << " best " << move_to_iccs(best.best));
        CHECK(std::find(key.begin(), key.end(), best.best) != key.end());
        CHECK(win_chance(best.score) >= (p.theme == "defence" ? 0.35 : 0.75));
    }
    CHECK(checked == 50);
}

TEST_CASE("real puzzles / the source field is read, written and shown in both languages") {
    const std::string line =
        "7;3k5/9/9/9/9/9/9/9/4A4/3AK4 w - - 0 30;e1f2;800;1;advantage;"
        "CCPD|game|對局/00001.pgn|許銀川|呂  欽|五羊杯|2005|30";
    std::vector<Puzzle> set;
    std::string error;
    REQUIRE(parse_puzzles(line, set, &error));
    const PuzzleSource& s = set[0].source;
    CHECK(s.collection == "CCPD");
    CHECK(s.kind == "game");
    CHECK(s.file == "對局/00001.pgn");
    CHECK(s.red == "許銀川");
    CHECK(s.black == "呂  欽");  // as the source writes it
    CHECK(s.event == "五羊杯");
    CHECK(s.year == "2005");
    CHECK(s.move == 30);
    // Written back with the runs of spaces made one.
    CHECK(format_puzzle(set[0]) ==
          "7;3k5/9/9/9/9/9/9/9/4A4/3AK4 w - - 0 30;e1f2;800;1;advantage;"
          "CCPD|game|對局/00001.pgn|許銀川|呂 欽|五羊杯|2005|30");
    set_language(Lang::EN);
    std::vector<std::string> shown = puzzle_source_lines(s);
    REQUIRE(shown.size() == 2);
    CHECK(shown[0] == "Source: Chinese Chess Practical Dataset, master game (00001.pgn)");
    CHECK(shown[1] == "許銀川 vs 呂  欽, 五羊杯, 2005, move 30");
    set_language(Lang::ZH);
    shown = puzzle_source_lines(s);
    REQUIRE(shown.size() == 2);
    CHECK(shown[0] == "出处：中国象棋实战数据集，实战对局（00001.pgn）");
    CHECK(shown[1] == "許銀川 对 呂  欽，五羊杯，2005年，第30回合");
    // The engine's own puzzles, a study without players, and fields that are not sources.
    PuzzleSource own;
    REQUIRE(parse_puzzle_source("selfplay", own));
    CHECK(puzzle_source_lines(own) == std::vector<std::string>{"出处：引擎自对弈"});
    PuzzleSource study;
    REQUIRE(parse_puzzle_source("CCPD|mate|殺局_殺法_練習題/00000017.pgn||||1977|3", study));
    CHECK(puzzle_source_lines(study) ==
          std::vector<std::string>{"出处：中国象棋实战数据集，杀局练习（00000017.pgn）",
                                   "1977年，第3回合"});
    set_language(Lang::EN);
    CHECK(puzzle_source_lines(own) == std::vector<std::string>{"Source: the engine's self-play"});
    PuzzleSource bad;
    CHECK_FALSE(parse_puzzle_source("", bad));
    CHECK_FALSE(parse_puzzle_source("CCPD|game|f|r|b|e|y|move", bad));
    CHECK_FALSE(parse_puzzle_source("CCPD|game|f|r|b|e|y|3|more", bad));
    CHECK_FALSE(parse_puzzles("7;3k5/9/9/9/9/9/9/9/4A4/3AK4 w - - 0 30;e1f2;800;1;advantage;", set,
                              &error));
    CHECK(error.find("bad source") != std::string::npos);
}
