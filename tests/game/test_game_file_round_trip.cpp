// Round trips of real-world-shaped game files (tests/data/games and the XQF notes' example):
// opened as the game opens them, saved as PGN and as DhtmlXQ, and opened again, the game keeps
// its players, event, result, start position, moves, variations and comments.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <iterator>

#include "formats/iccs.h"
#include "game/files/game_file.h"
#include "xqf_example.h"

using namespace xq;

namespace {

std::string data_file(const std::string& name) {
    std::ifstream in(std::filesystem::path(XQ_SOURCE_DIR) / "tests" / "data" / "games" / name,
                     std::ios::binary);
    REQUIRE_MESSAGE(in, name);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

Game open(const std::string& bytes) {
    Game g;
    std::string error, stopped;
    REQUIRE_MESSAGE(pgn_to_game_lenient(bytes, g, &error, &stopped), error);
    CHECK_MESSAGE(stopped.empty(), stopped);
    return g;
}

// Marks have no place in DhtmlXQ: the tree without them.
MoveLine without_marks(MoveLine line) {
    for (MoveNode& n : line) {
        n.suffix.clear();
        for (MoveLine& v : n.variations) v = without_marks(std::move(v));
    }
    return line;
}

// The game saved as PGN opens as the same game; so does the PGN saved again (a fixed point).
void check_pgn_round_trip(const Game& g) {
    const std::string saved = game_to_pgn(g);
    CAPTURE(saved);
    const Game back = open(saved);
    CHECK(back.start_fen() == g.start_fen());
    CHECK(back.tree() == g.tree());
    CHECK(back.start_comment() == g.start_comment());
    for (const auto& entry : g.tags()) {
        const auto name = entry.first;
        const auto value = entry.second;
        CAPTURE(name);
        CHECK(back.tag(name) == value);
    }
    CHECK(back.ended_by_record() == g.ended_by_record());
    CHECK(game_to_pgn(back) == saved);
}

void check_dhtmlxq_round_trip(const Game& g) {
    const std::string text = game_to_dhtmlxq(g);
    CAPTURE(text);
    const Game back = open(text);
    CHECK(back.start_fen() == g.start_fen());
    CHECK(back.tree() == without_marks(g.tree()));
    CHECK(back.start_comment() == g.start_comment());
    for (const char* name : {"Event", "Site", "Date", "Round", "Red", "Black", "Result"}) {
        CAPTURE(name);
        CHECK(back.tag(name) == g.tag(name));
    }
}

}  // namespace

TEST_CASE("game files / a Chinese-notation PGN keeps its players, event and result") {
    const Game g = open(data_file("chinese_names.pgn"));
    CHECK(g.tag("Red") == "张三");
    CHECK(g.tag("Black") == "李四");
    CHECK(g.tag("Event") == "城市俱乐部友谊赛");
    CHECK(g.tag("Termination") == "黑方认输");
    CHECK(g.main_line().size() == 12);
    CHECK(g.start_comment() == "中炮对屏风马，常见的开局");
    CHECK(g.ended_by_record());
    CHECK(g.status().result == GameResult::RED_WINS);
    check_pgn_round_trip(g);
    check_dhtmlxq_round_trip(g);
}

TEST_CASE("game files / a GBK-encoded PGN reads its names") {
    const Game g = open(data_file("gbk_names.pgn"));
    CHECK(g.tag("Red") == "王五");
    CHECK(g.tag("Black") == "赵六");
    CHECK(g.tag("Event") == "象棋公开赛（虚构）");
    CHECK(g.status().result == GameResult::DRAW);
    CHECK(g.main_line().size() == 6);
    check_pgn_round_trip(g);
    check_dhtmlxq_round_trip(g);
}

TEST_CASE("game files / a handicap game and a game from an FEN keep their start") {
    const Game h = open(data_file("handicap_left_horse.pgn"));
    CHECK(h.start_fen() == "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R1BAKABNR w - - 0 1");
    CHECK(!h.over());
    check_pgn_round_trip(h);
    check_dhtmlxq_round_trip(h);
    const Game e = open(data_file("endgame_from_fen.pgn"));
    CHECK(e.start_fen() == "4k4/9/9/9/9/9/9/9/4A4/3AK1R2 b - - 0 23");
    CHECK(e.main_line().size() == 3);
    CHECK(e.node(1)->comment == "check");
    check_pgn_round_trip(e);
    check_dhtmlxq_round_trip(e);
}

TEST_CASE("game files / variations, marks and comments survive") {
    const Game g = open(data_file("variations_comments.pgn"));
    REQUIRE(g.tree().size() == 6);
    CHECK(g.tree()[1].variations.size() == 1);
    CHECK(g.tree()[1].variations[0][1].variations.size() == 1);
    CHECK(g.tree()[2].suffix == "?!");
    CHECK(g.tree()[5].comment == "Black equalises");
    CHECK(g.ended_by_record());
    check_pgn_round_trip(g);
    check_dhtmlxq_round_trip(g);
}

TEST_CASE("game files / a DhtmlXQ forum post opens with its tree and saves as PGN") {
    const Game g = open(data_file("club_game.dhtmlxq.txt"));
    CHECK(g.tag("Red") == "张三");
    CHECK(g.tag("Black") == "李四");
    CHECK(g.tag("Title") == "城市俱乐部友谊赛 第二轮");
    CHECK(g.status().result == GameResult::BLACK_WINS);
    CHECK(g.start_comment() == "中炮开局");
    REQUIRE(g.tree().size() == 4);
    CHECK(g.tree()[1].comment == "屏风马\n稳健");
    REQUIRE(g.tree()[1].variations.size() == 1);
    const MoveLine& v = g.tree()[1].variations[0];
    CHECK(v.size() == 2);
    CHECK(v[0].comment == "顺炮");
    REQUIRE(v[1].variations.size() == 1);
    CHECK(move_to_iccs(v[1].variations[0][0].move) == "b0c2");
    check_pgn_round_trip(g);
    check_dhtmlxq_round_trip(g);
}

TEST_CASE("game files / the XQF notes' example keeps its names and Black's win as PGN") {
    const Game g = open(test::as_text(test::format_notes_example()));
    CHECK(g.tag("Red") == "柳大华");
    CHECK(g.tag("Black") == "吕  钦");
    CHECK(g.ended_by_record());
    CHECK(g.status().result == GameResult::BLACK_WINS);
    check_pgn_round_trip(g);
    check_dhtmlxq_round_trip(g);
}
