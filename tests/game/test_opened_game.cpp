// A game opened from a file is read, not played: its recorded result stands at the end of its
// main line, no engine moves by itself, and the player chooses to play on. Its players, event
// and result survive saving as PGN.
#include <doctest/doctest.h>

#include "formats/iccs.h"
#include "formats/pgn.h"
#include "game/controller.h"
#include "game/engines/engine_bridge.h"
#include "game/files/game_file.h"
#include "game/game.h"
#include "game/text/termination.h"
#include "test_moves.h"

using namespace xq;

namespace {

using xq::test::mv;

const char* FINISHED =
    "[Event \"城市俱乐部友谊赛\"]\n[Date \"2026.11.21\"]\n[Red \"张三\"]\n[Black \"吕钦\"]\n"
    "[Result \"0-1\"]\n[Termination \"红方认输\"]\n\n"
    "1. 炮二平五 马８进７ 2. 马二进三 车９平８ 0-1\n";

Game opened(const std::string& text) {
    Game g;
    std::string error;
    REQUIRE_MESSAGE(pgn_to_game(text, g, &error), error);
    return g;
}

}  // namespace

TEST_CASE("opened game / a recorded result ends the main line / earlier moves branch off") {
    Game g = opened(FINISHED);
    CHECK(g.tag("Red") == "张三");
    CHECK(g.tag("Black") == "吕钦");
    CHECK(g.at_end());
    CHECK(g.over());
    CHECK(g.ended_by_record());
    CHECK(g.status().result == GameResult::BLACK_WINS);
    CHECK(g.status().description == "红方认输");
    CHECK(!g.play(mv("b0c2")));  // nobody plays on from the end
    // One move back the game is not over: a move there starts a variation, the end stays.
    REQUIRE(g.go_to(2));
    CHECK(!g.over());
    REQUIRE(g.play(mv("g3g4")));
    CHECK(g.in_variation());
    CHECK(!g.over());
    REQUIRE(g.play(mv("g6g5")));  // the variation goes on: it has no recorded end
    REQUIRE(g.go_to_line({}, 4));
    CHECK(g.ended_by_record());
    // The player's own result in the tags editor works the same way; removing it reopens.
    g.set_tag("Result", "");
    CHECK(!g.over());
    g.set_tag("Result", "1/2-1/2");
    CHECK(g.status().result == GameResult::DRAW);
}

TEST_CASE("opened game / the board's own verdict wins over the file's result") {
    // Red mates at once; the file says Black won.
    Game g =
        opened("[FEN \"3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1\"]\n[Result \"0-1\"]\n1. b0b9 *\n");
    CHECK(g.over());
    CHECK(!g.ended_by_record());
    CHECK(g.status().result == GameResult::RED_WINS);
    CHECK(g.status().reason == EndReason::CHECKMATE);
}

TEST_CASE("opened game / players, event, result and its reason are written back") {
    Game g = opened(FINISHED);
    const std::string saved = game_to_pgn(g);
    CAPTURE(saved);
    for (const char* tag : {"[Event \"城市俱乐部友谊赛\"]", "[Red \"张三\"]", "[Black \"吕钦\"]",
                            "[Result \"0-1\"]", "[Termination \"红方认输\"]"})
        CHECK(saved.find(tag) != std::string::npos);
    CHECK(saved.find("0-1\n") != std::string::npos);  // the movetext ends with it too
    Game back = opened(saved);
    for (const auto& [name, value] : g.tags()) CHECK(back.tag(name) == value);
    CHECK(back.ended_by_record());
    // As DhtmlXQ too.
    const std::string dhtml = game_to_dhtmlxq(g);
    CHECK(dhtml.find("[DhtmlXQ_black]吕钦[/DhtmlXQ_black]") != std::string::npos);
    CHECK(dhtml.find("[DhtmlXQ_result]黑胜[/DhtmlXQ_result]") != std::string::npos);
    Game from_dhtml;
    std::string error, stopped;
    REQUIRE_MESSAGE(pgn_to_game_lenient(dhtml, from_dhtml, &error, &stopped), error);
    CHECK(from_dhtml.tag("Black") == "吕钦");
    CHECK(from_dhtml.main_line() == g.main_line());
    CHECK(from_dhtml.ended_by_record());
}

TEST_CASE("opened game / a resignation is saved with its reason and reads back finished") {
    Game g;
    REQUIRE(g.play(mv("h2e2")));
    g.resign(BLACK);
    const std::string saved = game_to_pgn(g);
    CHECK(saved.find("[Termination \"Black resigns\"]") != std::string::npos);
    Game back = opened(saved);
    CHECK(back.over());
    CHECK(back.ended_by_record());
    CHECK(back.status().result == GameResult::RED_WINS);
    CHECK(termination_reason(back.tag("Termination")) == Str::RESIGNATION);
    CHECK(termination_reason("Time forfeit") == Str::TIME_FORFEIT);
    CHECK(termination_reason("Draw agreed") == Str::DRAW_AGREED);
    CHECK(termination_reason("红方认输") == Str::RESIGNATION);
    CHECK(termination_reason("stalemate by the arbiter") == Str::COUNT);
}

TEST_CASE("opened game / no engine moves by itself until the player continues") {
    Settings s;
    s.mode = Mode::HUMAN_RED;  // the engine plays Black
    EngineBridge bridge(nullptr);
    Controller c(s, &bridge);
    // An unfinished game with Black to move.
    c.open_game(opened("[Red \"张三\"]\n[Black \"吕钦\"]\n1. h2e2 *\n"));
    CHECK(c.reading_game());
    CHECK(!c.engine_plays(BLACK));  // the card shows Black's name, not the computer
    c.update(1000);
    CHECK(!c.engine_thinking());
    CHECK(c.human_can_move());  // the player may move either side while reading
    CHECK(c.can_continue_playing());
    REQUIRE(c.continue_playing());
    CHECK(!c.reading_game());
    CHECK(c.engine_plays(BLACK));
    c.update(1100);
    CHECK(c.engine_thinking());
    c.new_game();

    // A finished game: continuing drops the recorded result and the game goes on.
    c.open_game(opened(FINISHED));
    CHECK(c.game().over());
    CHECK(!c.human_can_move());
    c.go_to(2);
    CHECK(!c.can_continue_playing());  // only from the end of the line shown
    c.go_to(4);
    REQUIRE(c.continue_playing());
    CHECK(!c.game().over());
    CHECK(c.game().tag("Result").empty());
    CHECK(c.game().tag("Termination").empty());
    CHECK(c.human_can_move());  // Red to move: the human's side
    CHECK(c.human_move(mv("b0c2"), 1200));
    c.new_game();
    CHECK(!c.reading_game());
}
