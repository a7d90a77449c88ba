// Game collections: multi-game PGN and DhtmlXQ files and XQF folders read as a list, sorted and
// filtered, searched by position and material, kept in an index beside the file, and changed
// (games added, deleted, reordered) without losing anything.
#include <doctest/doctest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>

#include "formats/iccs.h"
#include "game/files/storage.h"
#include "game/library/collection_edit.h"
#include "game/library/collection_index.h"
#include "game/library/collection_loader.h"
#include "game/library/collection_open.h"
#include "game/library/collection_search.h"
#include "game/library/collection_shelf.h"
#include "game/library/collection_stats.h"
#include "game/library/collection_view.h"
#include "game/library/explorer_collection.h"
#include "temp_dir.h"
#include "xqf_example.h"

using namespace xq;
namespace fs = std::filesystem;

namespace {

const std::string GAMES = std::string(XQ_SOURCE_DIR) + "/tests/data/games/";

std::string read_all(const std::string& path) {
    std::string s;
    REQUIRE(read_file(path, s, nullptr));
    return s;
}

void write_all(const std::string& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

// A copy of a fixture in a fresh folder, so that its index and edits stay there.
std::string copy_fixture(const test::TempDir& dir, const std::string& name) {
    std::string to = dir.dir() + name;
    fs::copy_file(GAMES + name, to);
    return to;
}

Collection open_ok(const std::string& path, bool* from_index = nullptr) {
    Collection c;
    OpenedCollection r = open_collection(path, c);
    REQUIRE_MESSAGE(r.ok, r.error);
    if (from_index) *from_index = r.from_index;
    return c;
}

uint64_t key_after(const std::vector<std::string>& moves) {
    Position pos;
    pos.set_fen(START_FEN);
    for (const std::string& m : moves) pos.do_move(iccs_to_move(m));
    return pos.key();
}

std::vector<std::string> reds(const Collection& c, const std::vector<int>& rows) {
    std::vector<std::string> out;
    out.reserve(rows.size());
    for (int r : rows) out.push_back(c.games[size_t(r)].red);
    return out;
}

}  // namespace

TEST_CASE("collections / every game of a PGN file is listed and a bad one is marked, not lost") {
    test::TempDir dir("xq_collection_pgn");
    const Collection c = open_ok(copy_fixture(dir, "club_collection.pgn"));
    REQUIRE(c.games.size() == 6);
    const CollectionGame& first = c.games[0];
    CHECK(first.red == "张三");
    CHECK(first.black == "李四");
    CHECK(first.event == "城市赛");
    CHECK(first.date == "2026.01.05");
    CHECK(first.outcome == GameOutcome::RED_WINS);
    CHECK(first.plies == 6);
    CHECK(first.moves() == 3);
    CHECK(first.ecco == 'C');
    CHECK(first.opening_zh == "中炮对屏风马");
    CHECK(first.error.empty());
    // The comment holding brackets on lines of their own does not start a game.
    CHECK(c.games[1].red == "Wang");
    CHECK(c.games[1].plies == 4);
    CHECK(c.games[1].outcome == GameOutcome::DRAW);
    const CollectionGame& bad = c.games[2];
    CHECK(bad.red == "Bad");
    CHECK(bad.plies == 2);  // the legal moves before the error
    CHECK(bad.line == 22);
    CHECK(bad.error.rfind("line 30: move 2 'H2-H9' is illegal", 0) == 0);
    CHECK(c.games[3].red == "李四");
    CHECK(c.games[5].ecco == 0);  // set up from a FEN: no opening
    CHECK(c.games[5].plies == 2);
}

TEST_CASE("collections / a DhtmlXQ text with several games and a folder of XQF files") {
    test::TempDir dir("xq_collection_other");
    const Collection d = open_ok(copy_fixture(dir, "two_games.dhtmlxq.txt"));
    CHECK(d.kind == CollectionKind::DHTMLXQ);
    REQUIRE(d.games.size() == 2);
    CHECK(d.games[0].red == "张三");
    CHECK(d.games[0].outcome == GameOutcome::BLACK_WINS);
    CHECK(d.games[0].plies == 4);
    CHECK(d.games[1].red == "王五");
    CHECK(d.games[1].outcome == GameOutcome::DRAW);
    CHECK(d.games[1].plies == 2);
    CHECK(count_games(read_all(GAMES + "two_games.dhtmlxq.txt")) == 2);
    CHECK(count_games(read_all(GAMES + "club_collection.pgn")) == 6);
    CHECK(count_games(read_all(GAMES + "variations_comments.pgn")) == 1);

    const std::string folder = dir.dir() + "xqf";
    fs::create_directories(folder);
    const std::string example = test::as_text(test::format_notes_example());
    write_all(folder + "/b.XQF", example);
    write_all(folder + "/a.xqf", example);
    write_all(folder + "/c.xqf", "XQ broken");
    write_all(folder + "/notes.txt", "not a game");
    const Collection x = open_ok(folder);
    CHECK(x.kind == CollectionKind::XQF_FOLDER);
    CHECK_FALSE(x.editable());
    REQUIRE(x.games.size() == 3);
    CHECK(x.games[0].file == "a.xqf");
    CHECK(x.games[1].file == "b.XQF");
    CHECK(x.games[0].red == "柳大华");
    CHECK(x.games[0].outcome == GameOutcome::BLACK_WINS);
    CHECK(x.games[0].plies == 16);
    CHECK(x.games[0].error.empty());
    CHECK(x.games[2].file == "c.xqf");
    CHECK_FALSE(x.games[2].error.empty());
    std::string text, error;
    REQUIRE(game_text(x, 1, text, &error));
    CHECK(text == example);
}

TEST_CASE("collections / the list sorts by each column and filters by text and result") {
    test::TempDir dir("xq_collection_view");
    const Collection c = open_ok(copy_fixture(dir, "club_collection.pgn"));
    CHECK(collection_rows(c, {}, {}) == std::vector<int>{0, 1, 2, 3, 4, 5});
    CHECK(collection_rows(c, {}, {CollectionColumn::NUMBER, true}) ==
          std::vector<int>{5, 4, 3, 2, 1, 0});
    CHECK(collection_rows(c, {}, {CollectionColumn::DATE, false}) ==
          std::vector<int>{0, 3, 1, 2, 4, 5});
    CHECK(collection_rows(c, {}, {CollectionColumn::MOVES, true}).front() == 4);
    CHECK(collection_rows(c, {}, {CollectionColumn::RESULT, false}) ==
          std::vector<int>{0, 1, 4, 5, 3, 2});
    CHECK(reds(c, collection_rows(c, {}, {CollectionColumn::RED, false})).front() == "Bad");
    CHECK(collection_rows(c, {}, {CollectionColumn::BLACK, false}).front() == 2);    // "Move"
    CHECK(collection_rows(c, {}, {CollectionColumn::EVENT, false}).front() == 1);    // Club Open
    CHECK(collection_rows(c, {}, {CollectionColumn::OPENING, false}).front() == 5);  // none

    CollectionFilter f;
    f.text = "zhang";  // either player, any case
    CHECK(collection_rows(c, f, {}) == std::vector<int>{1, 4});
    f.text = "城市";  // the event
    CHECK(collection_rows(c, f, {}) == std::vector<int>{0, 3});
    f.text = "zhang  2026.03";  // every word, each anywhere: a player and the date
    CHECK(collection_rows(c, f, {}) == std::vector<int>{4});
    f.text = "城市 wang";  // no game has both
    CHECK(collection_rows(c, f, {}).empty());
    f.text = "城市";
    f.result = CollectionFilter::Result::BLACK_WINS;
    CHECK(collection_rows(c, f, {}) == std::vector<int>{3});
    f.text.clear();
    f.result = CollectionFilter::Result::DRAW;
    CHECK(collection_rows(c, f, {}) == std::vector<int>{1, 4, 5});
}

TEST_CASE("collections / a position search finds every game that reached it, by any order") {
    test::TempDir dir("xq_collection_search");
    const Collection c = open_ok(copy_fixture(dir, "club_collection.pgn"));
    const uint64_t key = key_after({"h2e2", "h9g7", "h0g2", "i9h9"});
    const std::vector<PositionHit> hits = find_position(c, key);
    REQUIRE(hits.size() == 2);
    CHECK(hits[0].game == 0);
    CHECK(hits[0].ply == 4);
    CHECK(hits[0].next == iccs_to_move("i0h0"));
    CHECK(hits[1].game == 3);
    CHECK(hits[1].next == MOVE_NONE);  // the game ended there
    // The same position by another move order.
    const uint64_t later = key_after({"h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7"});
    const std::vector<PositionHit> moved = find_position(c, later);
    REQUIRE(moved.size() == 2);
    CHECK(moved[0].game == 0);
    CHECK(moved[1].game == 4);  // 1. 炮二平五 马2进3 2. 马二进三 马8进7 3. 车一平二 车9平8
    CHECK(moved[1].ply == 6);
    CHECK(moved[1].next == iccs_to_move("c3c4"));
    CHECK(find_position(c, key_after({"a3a4"})).empty());
    CHECK(find_position(c, key_after({})).size() == 5);  // all but the endgame from a FEN

    const std::vector<NextMoveStats> stats = next_move_stats(c, key);
    REQUIRE(stats.size() == 1);  // game 3 ended in the position: no move to count
    CHECK(stats[0].move == iccs_to_move("i0h0"));
    CHECK(stats[0].games == 1);
    CHECK(stats[0].red_wins == 1);
    CHECK(stats[0].last_game == 0);

    const std::vector<NextMoveStats> start = next_move_stats(c, key_after({}));
    REQUIRE(start.size() == 2);
    CHECK(start[0].move == iccs_to_move("h2e2"));
    CHECK(start[0].games == 4);  // the bad game too: it has no result
    CHECK(start[0].red_wins == 1);
    CHECK(start[0].draws == 1);
    CHECK(start[0].black_wins == 1);
    CHECK(start[0].last_game == 4);
    CHECK(start[0].wins(RED) == 1);
    CHECK(start[0].losses(RED) == 1);
    CHECK(start[0].score_percent(RED) == doctest::Approx(50.0));
    CHECK(start[0].score_percent(BLACK) == doctest::Approx(50.0));
    CHECK(start[1].move == iccs_to_move("c3c4"));
    CHECK(start[1].games == 1);
    CHECK(start[1].draws == 1);
    CHECK(start[1].last_game == 1);
}

TEST_CASE(
    "collections / the opening explorer's games column: moves, score for the mover, last game") {
    test::TempDir dir("xq_collection_explorer");
    const Collection c = open_ok(copy_fixture(dir, "club_collection.pgn"));
    Position pos;
    pos.set_fen(START_FEN);
    const std::vector<ExplorerGames> start = explorer_games(c, pos);
    REQUIRE(start.size() == 2);
    CHECK(start[0].move == iccs_to_move("h2e2"));
    CHECK(start[0].games == 4);
    CHECK(start[0].score == doctest::Approx(0.5));
    CHECK(start[0].last_game == collection_game_label(c.games[4]));
    CHECK(start[0].last_game.find("2026.03.01 Zhang - ") == 0);
    CHECK(start[1].move == iccs_to_move("c3c4"));
    CHECK(start[1].score == doctest::Approx(0.5));  // one draw
    // Black to move after 炮二平五 马8进7 车一平二 ... : the score is Black's. Game 0 went on
    // with 车一平二 and Red won: for the side to move (Red) that is 1.
    for (const char* m : {"h2e2", "h9g7", "h0g2", "i9h9"}) pos.do_move(iccs_to_move(m));
    const std::vector<ExplorerGames> later = explorer_games(c, pos);
    REQUIRE(later.size() == 1);
    CHECK(later[0].score == doctest::Approx(1.0));
    pos.do_move(iccs_to_move("i0h0"));
    const std::vector<ExplorerGames> black = explorer_games(c, pos);
    REQUIRE(black.size() == 1);
    CHECK(black[0].score == doctest::Approx(0.0));  // Black lost that game
    CHECK(collection_game_label(CollectionGame{}) == "? - ?");
}

TEST_CASE("collections / a material search finds the games that reached it, either colour") {
    test::TempDir dir("xq_collection_material");
    const Collection c = open_ok(copy_fixture(dir, "club_collection.pgn"));
    for (const char* text : {"RP-R", "车兵对车", "R-RP", "車兵對車", "rp vs r"}) {
        MaterialPattern p;
        std::string error;
        REQUIRE_MESSAGE(parse_material_pattern(text, p, &error), error);
        const std::vector<MaterialHit> hits = find_material(c, p);
        REQUIRE_MESSAGE(hits.size() == 1, text);
        CHECK(hits[0].game == 5);
        CHECK(hits[0].ply == 1);  // after the rook took the cannon
    }
    MaterialPattern p;
    REQUIRE(parse_material_pattern("RPA-R", p, nullptr));  // an advisor named: must match
    CHECK(find_material(c, p).empty());
    REQUIRE(parse_material_pattern("RP-RC", p, nullptr));
    CHECK(find_material(c, p).size() == 1);
    CHECK(find_material(c, p)[0].ply == 0);
    REQUIRE(parse_material_pattern("马炮兵对士象全", p, nullptr));
    CHECK(p.text() == "NCP-AABB");
    std::string error;
    CHECK_FALSE(parse_material_pattern("RP", p, &error));
    CHECK(error.find("two sides") != std::string::npos);
    CHECK_FALSE(parse_material_pattern("RX-R", p, &error));
    CHECK(error.find("'X'") != std::string::npos);
}

TEST_CASE("collections / the index is written, used, and rebuilt when stale or corrupt") {
    test::TempDir dir("xq_collection_index");
    const std::string path = copy_fixture(dir, "club_collection.pgn");
    bool from_index = true;
    const Collection built = open_ok(path, &from_index);
    CHECK_FALSE(from_index);
    REQUIRE(fs::exists(index_path_of(path)));

    const Collection again = open_ok(path, &from_index);
    CHECK(from_index);
    REQUIRE(again.games.size() == built.games.size());
    CHECK(again.games[2].error == built.games[2].error);
    CHECK(again.games[0].opening_zh == built.games[0].opening_zh);
    CHECK(again.keys == built.keys);
    CHECK(again.moves == built.moves);
    CHECK(again.material.size() == built.material.size());

    // The file changed: its index is stale and the games are read again.
    std::string text = read_all(path);
    write_all(path, text + "\n[Red \"Added\"]\n\n1. H2-E2 *\n");
    Collection grown = open_ok(path, &from_index);
    CHECK_FALSE(from_index);
    CHECK(grown.games.size() == 7);
    open_ok(path, &from_index);
    CHECK(from_index);

    // A damaged index (one byte changed, cut short, or rubbish) is rebuilt.
    std::string index = read_all(index_path_of(path));
    for (const std::string& bad :
         {index.substr(0, index.size() / 2), std::string("rubbish"),
          index.substr(0, 200) + char(index[200] ^ 0x55) + index.substr(201)}) {
        write_all(index_path_of(path), bad);
        Collection rebuilt = open_ok(path, &from_index);
        CHECK_FALSE(from_index);
        CHECK(rebuilt.games.size() == 7);
        CHECK(rebuilt.keys == grown.keys);
    }
}

// An index with empty arrays (an empty collection) copies no bytes into its empty vectors:
// memcpy is not given their null data (the ASan + UBSan run reports that as undefined).
TEST_CASE("collections / the index of an empty collection reads back") {
    Collection empty;
    const FileStamp stamp{0, 1700000000, 7};
    Collection back;
    back.games.resize(1);
    REQUIRE(decode_index(encode_index(empty, stamp), stamp, back));
    CHECK(back.games.empty());
    CHECK(back.keys.empty());
    CHECK(back.moves.empty());
    CHECK(back.material.empty());
}

TEST_CASE("collections / games are added, deleted and reordered and nothing else changes") {
    test::TempDir dir("xq_collection_edit");
    const std::string path = copy_fixture(dir, "club_collection.pgn");
    Collection c = open_ok(path);
    std::string error;

    REQUIRE(append_game(c, "[Red \"New\"]\n[Black \"Game\"]\n\n1. H2-E2 H9-G7 *\n", &error));
    REQUIRE(c.games.size() == 7);
    CHECK(c.games[6].red == "New");
    CHECK(c.games[6].plies == 2);
    bool from_index = false;
    Collection reread = open_ok(path, &from_index);
    CHECK(from_index);  // the index was written again after the change
    CHECK(reread.games.size() == 7);

    REQUIRE(move_game(c, 6, 0, &error));
    CHECK(c.games[0].red == "New");
    CHECK(c.games[1].red == "张三");
    REQUIRE(delete_game(c, 3, &error));  // the bad game
    CHECK(c.games.size() == 6);
    CHECK(reds(c, collection_rows(c, {}, {})) ==
          std::vector<std::string>{"New", "张三", "Wang", "李四", "Zhang", "Endgame"});
    // The file read afresh, without its index, holds the same games with their moves.
    fs::remove(index_path_of(path));
    reread = open_ok(path, &from_index);
    CHECK_FALSE(from_index);
    CHECK(reds(reread, collection_rows(reread, {}, {})) ==
          std::vector<std::string>{"New", "张三", "Wang", "李四", "Zhang", "Endgame"});
    CHECK(reread.keys == c.keys);
    CHECK(read_all(path).find("{a comment with [brackets]\n[on a new line]}") != std::string::npos);

    // A bad game moved keeps its error on its new line.
    Collection fresh = open_ok(copy_fixture(dir, "two_games.dhtmlxq.txt"));
    REQUIRE(move_game(fresh, 1, 0, &error));
    CHECK(fresh.games[0].red == "王五");
    const std::string moved = read_all(dir.dir() + "two_games.dhtmlxq.txt");
    CHECK(moved.rfind("Two games posted on a forum", 0) == 0);  // the introduction stays
    CHECK(moved.find("The second game:") != std::string::npos);
}

TEST_CASE("collections / an edit refuses a file changed since it was read, and loses nothing") {
    test::TempDir dir("xq_collection_changed");
    const std::string path = copy_fixture(dir, "club_collection.pgn");
    Collection c = open_ok(path);
    const std::string changed = read_all(path) + "\n[Red \"Other program\"]\n\n1. H2-E2 *\n";
    write_all(path, changed);
    std::string error;
    CHECK_FALSE(delete_game(c, 0, &error));
    CHECK(error.find("changed since it was opened") != std::string::npos);
    CHECK_FALSE(append_game(c, "1. H2-E2 *\n", &error));
    CHECK(read_all(path) == changed);
    CHECK(c.games.size() == 6);
    CHECK(c.games[0].red == "张三");
}

TEST_CASE("collections / a bad game keeps its error on its line after a reorder") {
    test::TempDir dir("xq_collection_bad_moved");
    const std::string path = copy_fixture(dir, "club_collection.pgn");
    Collection c = open_ok(path);
    std::string error;
    REQUIRE(move_game(c, 2, 0, &error));
    CHECK(c.games[0].red == "Bad");
    CHECK(c.games[0].line == 1);
    CHECK(c.games[0].error.rfind("line 9: ", 0) == 0);
    fs::remove(index_path_of(path));
    CHECK(open_ok(path).games[0].error == c.games[0].error);
}

TEST_CASE("collections / the loader opens a collection on its own thread") {
    test::TempDir dir("xq_collection_loader");
    const std::string path = copy_fixture(dir, "club_collection.pgn");
    CollectionLoader loader;
    std::atomic<bool> woken{false};
    loader.start(path, [&] { woken = true; });
    CHECK(loader.busy());
    std::optional<CollectionLoader::Done> done;
    for (int i = 0; i < 500 && !done; ++i) {
        done = loader.take();
        if (!done) std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    REQUIRE(done);
    CHECK(woken);
    CHECK_FALSE(loader.busy());
    CHECK(done->opened.ok);
    CHECK(done->collection.games.size() == 6);

    loader.start(dir.dir() + "missing.pgn");
    for (int i = 0; i < 500 && !done->opened.error.size(); ++i) {
        if (auto d = loader.take())
            done = std::move(d);
        else
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    CHECK_FALSE(done->opened.ok);
    CHECK(done->opened.error.find("missing.pgn") != std::string::npos);
}

TEST_CASE("collections / the shelf keeps the open collection, its edits and its last search") {
    test::TempDir dir("xq_collection_shelf");
    const std::string path = copy_fixture(dir, "club_collection.pgn");
    CollectionShelf shelf;
    CHECK(shelf.collection() == nullptr);
    shelf.open(path);
    for (int i = 0; i < 500 && !shelf.update(); ++i)
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    REQUIRE(shelf.collection() != nullptr);
    CHECK(shelf.error().empty());
    CHECK(shelf.collection()->games.size() == 6);

    std::string text;
    REQUIRE(shelf.game_text(1, text));
    CHECK(text.rfind("[Game \"Chinese Chess\"]\n[Event \"Club Open\"]", 0) == 0);
    CHECK_FALSE(shelf.game_text(6, text));
    CHECK(shelf.error() == "no such game");

    const uint64_t before = shelf.revision();
    shelf.search_position(key_after({"h2e2", "h9g7", "h0g2", "i9h9"}), "");
    CHECK(shelf.revision() != before);
    CHECK(shelf.search() == CollectionShelf::Search::POSITION);
    CHECK(shelf.hits().size() == 2);
    CHECK_FALSE(shelf.search_material("RP"));  // not a pattern: the last search stays
    CHECK(shelf.error().find("two sides") != std::string::npos);
    CHECK(shelf.hits().size() == 2);
    REQUIRE(shelf.search_material("车兵对车"));
    CHECK(shelf.search() == CollectionShelf::Search::MATERIAL);
    REQUIRE(shelf.hits().size() == 1);
    CHECK(shelf.hits()[0].game == 5);

    REQUIRE(shelf.move_game(5, 0));
    CHECK(shelf.search() == CollectionShelf::Search::NONE);  // the hits' numbers changed
    CHECK(shelf.collection()->games[0].red == "Endgame");
    REQUIRE(shelf.add_game("[Red \"Added\"]\n\n1. C3-C4 *\n"));
    CHECK(shelf.collection()->games.back().red == "Added");
    REQUIRE(shelf.delete_game(0));
    CHECK(shelf.collection()->games.size() == 6);
    CHECK(shelf.collection()->games[0].red == "张三");

    // A collection that cannot be opened says why and keeps the one that is open.
    shelf.open(dir.dir() + "missing.pgn");
    std::optional<std::string> done;
    for (int i = 0; i < 500 && !done; ++i) {
        done = shelf.update();
        if (!done) std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    REQUIRE(done);
    CHECK(shelf.error().find("missing.pgn") != std::string::npos);
    REQUIRE(shelf.collection() != nullptr);
    CHECK(shelf.collection()->games.size() == 6);
}
