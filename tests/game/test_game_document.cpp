// What Save does with the game on the board: the file it was opened from or saved to while it
// is that game, Save As for an untitled one, a question when the file changed on disk; a
// replaced file's content kept as .bak; moves saved nowhere noticed.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "game/files/game_document.h"
#include "game/files/storage.h"
#include "temp_dir.h"
#include "test_moves.h"

using namespace xq;
using xq::test::mv;
using Action = GameDocument::SaveAction;

namespace {

Game two_moves() {
    Game g;
    g.play(mv("h2e2"));
    g.play(mv("h9g7"));
    return g;
}

}  // namespace

TEST_CASE("game document / a game bound to a file saves there while it is the game shown") {
    GameDocument doc;
    const Game g = two_moves();
    CHECK(doc.path(1).empty());
    CHECK(doc.save_action(1, false, "") == Action::SAVE_AS);  // never bound: untitled
    doc.bind("/games/a.pgn", 1, g, "text of a");
    CHECK(doc.path(1) == "/games/a.pgn");
    CHECK(doc.save_action(1, true, "text of a") == Action::SAVE_THERE);
    CHECK(doc.save_action(1, false, "") == Action::SAVE_THERE);  // deleted: nothing to lose
    CHECK(doc.last_folder() == "/games");
    // Another game on the board (new, pasted, opened from a tournament): untitled.
    CHECK(doc.path(2).empty());
    CHECK(doc.save_action(2, true, "text of a") == Action::SAVE_AS);
    CHECK(doc.suggested_name(2, "xiangqi-game.pgn") == "xiangqi-game.pgn");
    CHECK(doc.suggested_name(1, "xiangqi-game.pgn") == "/games/a.pgn");
}

TEST_CASE("game document / a file changed on disk is not overwritten without asking") {
    GameDocument doc;
    doc.bind("/games/a.pgn", 1, two_moves(), "text of a");
    CHECK(doc.save_action(1, true, "another program wrote this") == Action::ASK_CHANGED_ON_DISK);
    CHECK(doc.needs_backup("/games/a.pgn", true, "another program wrote this"));
    CHECK(!doc.needs_backup("/games/a.pgn", true, "text of a"));
    CHECK(doc.needs_backup("/games/b.pgn", true, "text of a"));  // Save As over another file
    CHECK(!doc.needs_backup("/games/b.pgn", false, ""));
}

TEST_CASE("game document / moves saved nowhere are unsaved, opened or saved or kept ones are not") {
    GameDocument doc;
    Game g;
    CHECK(!doc.unsaved(1, g));  // no moves
    g.play(mv("h2e2"));
    CHECK(doc.unsaved(1, g));  // a new game with a move
    doc.bind("/games/a.pgn", 1, g, "text");
    CHECK(!doc.unsaved(1, g));
    g.go_to(0);  // looking back through it changes nothing
    CHECK(!doc.unsaved(1, g));
    g.go_to(1);
    g.play(mv("h9g7"));
    CHECK(doc.unsaved(1, g));
    doc.kept_elsewhere(2, g, "/games/a.pgn");  // e.g. a collection's game
    CHECK(!doc.unsaved(2, g));
    CHECK(doc.path(2).empty());
    CHECK(doc.suggested_name(2, "x.pgn") == "/games/a.pgn");
    g.set_tag("Red", "张三");
    CHECK(doc.unsaved(2, g));
}

TEST_CASE("game document / the frame's question is answered again only after a change") {
    GameDocument doc;
    Game g;
    g.play(mv("h2e2"));
    uint64_t record = 1;
    CHECK(doc.unsaved_now(1, record, g));
    doc.bind("/games/a.pgn", 1, g, "text");  // the document changed
    CHECK(!doc.unsaved_now(1, record, g));
    g.play(mv("h9g7"));
    CHECK(!doc.unsaved_now(1, record, g));  // the record's revision did not say so: kept
    CHECK(doc.unsaved_now(1, ++record, g));
    CHECK(!doc.unsaved_now(2, record, Game()));  // another game, no moves
}

TEST_CASE("game document / writing over a file keeps what it held as .bak when asked") {
    xq::test::TempDir t("xq_game_document");
    const std::string path = (t.path / "a.pgn").string();
    std::string error, text;
    REQUIRE(write_game_file(path, "first", false, &error));
    CHECK(!std::filesystem::exists(path + ".bak"));
    REQUIRE(write_game_file(path, "second", true, &error));
    REQUIRE(read_file(path, text, &error));
    CHECK(text == "second");
    REQUIRE(read_file(path + ".bak", text, &error));
    CHECK(text == "first");
}
