// The game's variation tree: branching instead of cutting, navigation, edits, comments, and
// the tree kept through PGN and the saved game.
#include <doctest/doctest.h>

#include "formats/iccs.h"
#include "formats/pgn.h"
#include "game/controller.h"
#include "game/files/game_file.h"
#include "game/game.h"
#include "test_moves.h"

using namespace xq;

namespace {

using xq::test::mv;

std::string line_text(const std::vector<Move>& moves) {
    std::string s;
    for (Move m : moves) s += (s.empty() ? "" : " ") + move_to_iccs(m);
    return s;
}

void play_all(Game& g, std::initializer_list<const char*> moves) {
    for (const char* m : moves) REQUIRE_MESSAGE(g.play(mv(m)), m);
}

}  // namespace

TEST_CASE("game tree: another move after going back starts a variation / the old line stays") {
    Game g;
    play_all(g, {"h2e2", "h9g7", "h0g2", "i9h9"});
    g.go_to(1);
    play_all(g, {"b9c7", "b0c2"});
    CHECK(line_text(g.line()) == "h2e2 b9c7 b0c2");
    CHECK(line_text(g.main_line()) == "h2e2 h9g7 h0g2 i9h9");
    CHECK(g.in_variation());
    // Going back and playing the main move again follows the main line.
    g.go_to(1);
    REQUIRE(g.play(mv("h9g7")));
    CHECK(!g.in_variation());
    CHECK(g.length() == 4);
    CHECK(g.redo());
    // And the variation's move again follows the variation, not a new one.
    g.go_to(1);
    REQUIRE(g.play(mv("b9c7")));
    CHECK(g.length() == 3);
    CHECK(g.tree()[1].variations.size() == 1);
    // go_to_line jumps between lines, the position follows.
    CHECK(g.go_to_line({}, 3));
    CHECK(g.position().fen() == [] {
        Game m;
        play_all(m, {"h2e2", "h9g7", "h0g2"});
        return m.position().fen();
    }());
    CHECK(!g.go_to_line({{5, 0}}, 1));  // does not fit the tree: nothing changes
    CHECK(g.ply() == 3);
    CHECK(g.go_to_line({{1, 0}}, 3));
    CHECK(g.current_node()->move == mv("b0c2"));
}

TEST_CASE("game tree: promote / make main line / delete keep the position or go back") {
    Game g;
    play_all(g, {"h2e2", "h9g7", "h0g2"});
    g.go_to(1);
    play_all(g, {"b9c7"});
    g.go_to(1);
    play_all(g, {"h7e7", "b0c2"});  // a second variation at move 1...
    CHECK(g.path() == LinePath{{1, 1}});
    const std::string fen = g.position().fen();
    CHECK(g.promote_variation());
    CHECK(g.position().fen() == fen);
    CHECK(!g.in_variation());
    CHECK(line_text(g.main_line()) == "h2e2 h7e7 b0c2");
    // The old main line takes the promoted one's place among the alternatives: after b9c7.
    CHECK(g.go_to_line({{1, 1}}, 3));
    CHECK(line_text(g.line()) == "h2e2 h9g7 h0g2");
    CHECK(g.make_main_line());
    CHECK(line_text(g.main_line()) == "h2e2 h9g7 h0g2");
    CHECK(g.ply() == 3);
    CHECK(!g.promote_variation());     // on the main line
    CHECK(g.go_to_line({{1, 0}}, 2));  // b9c7
    CHECK(g.delete_variation());
    CHECK(g.ply() == 1);
    CHECK(g.path().empty());
    CHECK(g.tree()[1].variations.size() == 1);
    CHECK(!g.delete_variation());  // at ply 1 the current move h2e2 is on the main line
}

TEST_CASE("game tree: comments and marks on any move / the start comment") {
    Game g;
    play_all(g, {"h2e2", "h9g7"});
    g.go_to(1);
    play_all(g, {"b9c7"});
    g.set_comment("屏风马 is usual");
    g.set_mark("?!");
    CHECK(g.comment() == "屏风马 is usual");
    g.go_to(0);
    g.set_comment("before the game");
    g.go_to_line({}, 2);
    CHECK(g.comment().empty());
    CHECK(g.tree()[1].variations[0][0].comment == "屏风马 is usual");
    CHECK(g.tree()[1].variations[0][0].suffix == "?!");
    CHECK(g.start_comment() == "before the game");
}

TEST_CASE("game tree: PGN and the saved game keep the tree / comments and the line followed") {
    Game g;
    play_all(g, {"h2e2", "h9g7", "h0g2", "i9h9"});
    g.go_to(1);
    play_all(g, {"b9c7", "b0c2"});
    g.set_comment("the other horse");
    g.go_to(2);
    const std::string text = game_to_pgn(g);
    CHECK(text.find("(1... B9-C7 2. B0-C2 {the other horse})") != std::string::npos);
    CHECK(text.find("[Line \"1.0\"]") != std::string::npos);
    Game back;
    std::string error;
    REQUIRE_MESSAGE(pgn_to_game(text, back, &error), error);
    CHECK(back.tree() == g.tree());
    CHECK(back.path() == g.path());
    CHECK(back.ply() == 2);
    CHECK(back.position().fen() == g.position().fen());
    CHECK(back.tag("Line").empty());  // ours, not a descriptive tag
    // The result and the opening's name are the main line's.
    CHECK(text.find("[Opening") != std::string::npos);
}

TEST_CASE("game tree: resigning in a line drops only what follows in it") {
    Game g;
    play_all(g, {"h2e2", "h9g7", "h0g2"});
    g.go_to(1);
    play_all(g, {"b9c7", "b0c2"});
    g.go_to(2);
    g.resign(RED);
    CHECK(g.over());
    CHECK(g.at_end());
    CHECK(line_text(g.line()) == "h2e2 b9c7");
    CHECK(line_text(g.main_line()) == "h2e2 h9g7 h0g2");
}

TEST_CASE("controller: tree edits and comments count as changes of the record") {
    Settings settings;
    Controller c(settings, nullptr);
    settings.mode = Mode::TWO_HUMANS;
    REQUIRE(c.human_move(mv("h2e2"), 0));
    REQUIRE(c.human_move(mv("h9g7"), 0));
    c.go_to(1);
    REQUIRE(c.human_move(mv("b9c7"), 0));
    uint64_t rev = c.record_revision();
    c.set_comment("a comment");
    CHECK(c.record_revision() > rev);
    rev = c.record_revision();
    c.set_comment("a comment");  // the same text: no change
    CHECK(c.record_revision() == rev);
    CHECK(c.edit_tree(Controller::TreeEdit::PROMOTE));
    CHECK(line_text(c.game().main_line()) == "h2e2 b9c7");
    CHECK(!c.edit_tree(Controller::TreeEdit::DELETE));  // now on the main line
    c.go_to_line({{1, 0}}, 2);
    CHECK(c.game().ply() == 2);
    CHECK(c.edit_tree(Controller::TreeEdit::DELETE));
    CHECK(c.game().ply() == 1);
    CHECK(c.game().tree()[1].variations.empty());
}
