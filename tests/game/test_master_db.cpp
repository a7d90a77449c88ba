// The master database (master_db.h): its file written and read back, every kind of damage
// refused with a reason, the moves played from a position and the games through it on a small
// fixture whose counts are known, the games as a collection, and the shipped database.
#include <doctest/doctest.h>

#include <fstream>

#include "formats/iccs.h"
#include "game/library/collection_open.h"
#include "game/library/collection_read.h"
#include "game/library/collection_search.h"
#include "game/library/collection_stats.h"
#include "game/library/master_db.h"
#include "temp_dir.h"

using namespace xq;

namespace {

std::vector<Move> master_line(std::initializer_list<const char*> iccs) {
    std::vector<Move> out;
    for (const char* m : iccs) out.push_back(iccs_to_move(m));
    return out;
}

// Players A (2400), B (2200) and C (2000); five games in the order of their years (the first's
// unknown). Game 1 comes back to the start position at ply 4 and then plays c3c4 from it.
MasterDbData master_fixture() {
    MasterDbData d;
    d.strings = {{"", ""},
                 {"胡荣华", "Hu Ronghua"},
                 {"吕钦", "Lu Qin"},
                 {"杨官璘", "Yang Guanlin"},
                 {"全国个人赛", "Quan Guo Ge Ren Sai"},
                 {"上海", "Shang Hai"}};
    d.players = {{1, 2400, 3}, {2, 2200, 3}, {3, 2000, 4}};
    const auto game = [&](uint32_t red, uint32_t black, int year, GameOutcome result,
                          std::initializer_list<const char*> moves) {
        MasterGameEntry g;
        g.red = red;
        g.black = black;
        g.event = 4;
        g.site = year ? 5 : 0;
        g.date = year ? std::to_string(year) + ".5" : "";
        g.year = year;
        g.result = result;
        g.ecco = year ? "C84" : "";
        g.moves = master_line(moves);
        d.games.push_back(g);
    };
    game(2, 0, 0, GameOutcome::BLACK_WINS, {"c3c4", "h9g7"});
    game(0, 2, 1980, GameOutcome::DRAW, {"h2e2", "h9g7", "e2h2", "g7h9", "c3c4"});
    game(0, 1, 1990, GameOutcome::RED_WINS, {"h2e2", "h9g7"});
    game(2, 1, 1995, GameOutcome::UNKNOWN, {"h2e2", "h9g7", "h0g2"});
    game(1, 2, 2000, GameOutcome::DRAW, {"h2e2", "b9c7"});
    return d;
}

std::string master_file(const test::TempDir& dir, const std::string& bytes) {
    std::string path = dir.dir() + "masters.xqm";
    std::ofstream(path, std::ios::binary) << bytes;
    return path;
}

uint64_t key_after(std::initializer_list<const char*> moves) {
    Position pos;
    for (Move m : master_line(moves)) pos.do_move(m);
    return pos.key();
}

void put_u32(std::string& bytes, size_t at, uint32_t v) {
    for (int i = 0; i < 4; ++i) bytes[at + size_t(i)] = char((v >> (8 * i)) & 0xff);
}

}  // namespace

TEST_CASE("Master database: written and read back with the same games and names") {
    const MasterDbData d = master_fixture();
    const std::string bytes = encode_master_db(d);
    MasterDbData back;
    std::string error;
    REQUIRE(decode_master_db(bytes, back, &error));
    CHECK(back.strings == d.strings);
    REQUIRE(back.games.size() == d.games.size());
    for (size_t i = 0; i < d.games.size(); ++i) {
        CHECK(back.games[i].moves == d.games[i].moves);
        CHECK(back.games[i].year == d.games[i].year);
        CHECK(back.games[i].date == d.games[i].date);
        CHECK(back.games[i].ecco == d.games[i].ecco);
        CHECK(back.games[i].result == d.games[i].result);
    }
    test::TempDir dir("xq_master_db_round_trip");
    MasterDb db;
    REQUIRE(db.load(master_file(dir, bytes), &error));
    CHECK(db.game_count() == 5);
    CHECK(db.player(0).zh == "胡荣华");
    CHECK(db.player(0).en == "Hu Ronghua");
    CHECK(db.player(0).rating == 2400);
    CHECK(db.player(2).games == 4);
    CHECK(db.player(7).zh.empty());
    CHECK(db.red_player(1) == 0);
    CHECK(db.black_player(1) == 2);
    CHECK(db.year(3) == 1995);
    CHECK(db.ecco(3) == "C84");
    CHECK(db.ecco(0).empty());
    const Collection& c = db.collection();
    CHECK(c.kind == CollectionKind::MASTERS);
    CHECK_FALSE(c.editable());
    CHECK(c.games[1].red == "胡荣华");
    CHECK(c.games[1].event == "全国个人赛");
    CHECK(c.games[1].site == "上海");
    CHECK(c.games[1].plies == 5);
    CHECK(c.games[1].ecco == 'C');
    db.set_language(false);
    CHECK(c.games[1].red == "Hu Ronghua");
    CHECK(c.games[1].black == "Yang Guanlin");
    CHECK(c.games[1].site == "Shang Hai");
    const std::string pgn = db.game_pgn(1);
    CHECK(pgn.find("[Red \"Hu Ronghua\"]") != std::string::npos);
    CHECK(pgn.find("[ECCO \"C84\"]") != std::string::npos);
    CHECK(pgn.find("[Result \"1/2-1/2\"]") != std::string::npos);
}

TEST_CASE("Master database: a damaged file is refused with its reason and nothing kept") {
    test::TempDir dir("xq_master_db_damage");
    const std::string good = encode_master_db(master_fixture());
    const auto refused = [&](const std::string& bytes, const std::string& reason) {
        MasterDb db;
        std::string error;
        CHECK_FALSE(db.load(master_file(dir, bytes), &error));
        CHECK_MESSAGE(error.find(reason) != std::string::npos, error);
        CHECK(db.empty());
        CHECK(db.next_moves(Position().key()).empty());
    };
    MasterDb db;
    std::string error;
    CHECK_FALSE(db.load(dir.dir() + "missing.xqm", &error));
    CHECK(error.find("missing.xqm") != std::string::npos);
    refused(good.substr(0, good.size() - 3), "truncated");
    refused(good.substr(0, 30), "truncated");
    refused("XQMASTER", "truncated");
    std::string bad = good;
    bad[0] = 'Y';
    refused(bad, "bad magic");
    bad = good;
    put_u32(bad, 8, MASTER_DB_VERSION + 1);
    refused(bad, "newer version");
    MasterDbData d = master_fixture();
    d.games[2].black = 9;
    refused(encode_master_db(d), "player id 9 out of range");
    d = master_fixture();
    d.games[2].event = 99;
    refused(encode_master_db(d), "string id 99 out of range");
    d = master_fixture();
    d.players[1].name = 42;
    refused(encode_master_db(d), "string id 42 out of range");
    d = master_fixture();
    d.games[3].moves.push_back(iccs_to_move("a0a5"));  // the rook through its own pawn
    refused(encode_master_db(d), "game 3 ply 4: illegal move a0a5");
    refused(good + "x", "after the last game");
}

TEST_CASE("Master database: the moves from a position count each game once with its result") {
    test::TempDir dir("xq_master_db_next");
    MasterDb db;
    std::string error;
    REQUIRE(db.load(master_file(dir, encode_master_db(master_fixture())), &error));
    const std::vector<MasterMoveStats> start = db.next_moves(Position().key());
    REQUIRE(start.size() == 2);
    // Game 1's second visit of the start (then c3c4) does not count.
    CHECK(move_to_iccs(start[0].move) == "h2e2");
    CHECK(start[0].games == 4);
    CHECK(start[0].red_wins == 1);
    CHECK(start[0].draws == 2);
    CHECK(start[0].black_wins == 0);
    CHECK(start[0].average_year == doctest::Approx(1991.25));
    CHECK(start[0].last_year == 2000);
    CHECK(start[0].players == std::vector<int>{0, 1, 2});
    CHECK(move_to_iccs(start[1].move) == "c3c4");
    CHECK(start[1].games == 1);
    CHECK(start[1].black_wins == 1);
    CHECK(start[1].average_year == 0);
    CHECK(start[1].last_year == 0);
    CHECK(start[1].players == std::vector<int>{2});
    const std::vector<MasterMoveStats> after = db.next_moves(key_after({"h2e2"}));
    REQUIRE(after.size() == 2);
    CHECK(move_to_iccs(after[0].move) == "h9g7");
    CHECK(after[0].games == 3);
    CHECK(after[0].players == std::vector<int>{1, 2});  // Black moved: Lu Qin, Yang Guanlin
    CHECK(db.next_moves(key_after({"h2e2", "h9g7", "h0g2"})).empty());  // a game's end
    CHECK(db.next_moves(12345).empty());
}

TEST_CASE("Master database: a move's players, established ones first and no nameless one") {
    test::TempDir dir("xq_master_db_players");
    MasterDbData d = master_fixture();
    d.players[2].games = MASTER_ESTABLISHED_GAMES;  // Yang Guanlin: rated over enough games
    d.players[1].name = 0;                          // Lu Qin's name left out
    MasterDb db;
    std::string error;
    REQUIRE(db.load(master_file(dir, encode_master_db(d)), &error));
    const std::vector<MasterMoveStats> start = db.next_moves(Position().key());
    REQUIRE(!start.empty());
    CHECK(start[0].players == std::vector<int>{2, 0});  // then Hu Ronghua, the higher rated
}

TEST_CASE("Master database: the games through a position come newest first") {
    test::TempDir dir("xq_master_db_through");
    std::string error;
    MasterDbData d = master_fixture();
    const auto years = [](const MasterDb& db, const std::vector<MasterHit>& hits) {
        std::vector<int> out;
        out.reserve(hits.size());
        for (const MasterHit& h : hits) out.push_back(db.year(h.game) * 10 + h.ply);
        return out;
    };
    // In the order of their years (the file as the tool writes it), then in the reverse order.
    for (bool reversed : {false, true}) {
        CAPTURE(reversed);
        if (reversed) std::reverse(d.games.begin(), d.games.end());
        MasterDb db;
        REQUIRE(db.load(master_file(dir, encode_master_db(d)), &error));
        CHECK(years(db, db.games_through(Position().key(), 10)) ==
              std::vector<int>{20000, 19950, 19900, 19800, 0});
        CHECK(years(db, db.games_through(Position().key(), 2)) == std::vector<int>{20000, 19950});
        CHECK(years(db, db.games_through(key_after({"h2e2", "h9g7"}), 10)) ==
              std::vector<int>{19952, 19902, 19802});
        CHECK(db.games_through(key_after({"c3c4", "h9g7"}), 10).size() == 1);
        CHECK(db.games_through(12345, 10).empty());
    }
}

TEST_CASE("Master database: its games as a collection serve next_move_stats and searches") {
    test::TempDir dir("xq_master_db_collection");
    const std::string path = master_file(dir, encode_master_db(master_fixture()));
    MasterDb db;
    std::string error;
    REQUIRE(db.load(path, &error));
    const std::vector<NextMoveStats> stats = next_move_stats(db.collection(), Position().key());
    REQUIRE(stats.size() == 2);
    CHECK(stats[0].games == 4);
    CHECK(stats[0].draws == 2);
    const std::vector<PositionHit> hits =
        find_position(db.collection(), key_after({"h2e2", "h9g7"}));
    REQUIRE(hits.size() == 3);
    CHECK(hits[0].game == 1);
    CHECK(hits[0].ply == 2);
    CHECK(move_to_iccs(hits[0].next) == "e2h2");
    MaterialPattern whole;
    REQUIRE(parse_material_pattern("RRNNCCPPPPP-rrnnccppppp", whole, &error));
    CHECK(find_material(db.collection(), whole).size() == 5);  // no game captured anything
    // The Collections tab opens the file as any collection; a game opens as PGN.
    Collection opened;
    const OpenedCollection r = open_collection(path, opened);
    REQUIRE(r.ok);
    CHECK(opened.kind == CollectionKind::MASTERS);
    CHECK(opened.games.size() == 5);
    CHECK(opened.games[4].red == "吕钦");
    std::string text;
    REQUIRE(game_text(opened, 4, text, &error));
    CHECK(text.find("[Black \"杨官璘\"]") != std::string::npos);
    CHECK(text.find("H2-E2") != std::string::npos);
    set_masters_collection_language(false);
    Collection english;
    REQUIRE(open_collection(path, english).ok);
    set_masters_collection_language(true);
    CHECK(english.games[4].red == "Lu Qin");
    Collection broken;
    CHECK_FALSE(open_collection(dir.dir() + "none.xqm", broken).ok);
}

TEST_CASE("Master database: the shipped file holds the masters' games") {
    MasterDb db;
    std::string error;
    REQUIRE_MESSAGE(db.load(std::string(XQ_SOURCE_DIR) + "/assets/masters.xqm", &error), error);
    CHECK(db.game_count() >= 25000);
    const std::vector<MasterMoveStats> start = db.next_moves(Position().key());
    REQUIRE_FALSE(start.empty());
    CHECK(move_to_iccs(start[0].move) == "h2e2");  // 炮二平五
    CHECK(start[0].players.size() == 3);
    CHECK_FALSE(db.next_moves(key_after({"h2e2", "h9g7"})).empty());  // 炮二平五 马8进7
    CHECK(db.games_through(key_after({"h2e2", "h9g7"}), 50).size() == 50);
    // Names some sources cut after a team ("广东王老吉 许银") are the whole player's.
    for (int id = 0; id < db.player_count(); ++id) {
        const std::string& zh = db.player(id).zh;
        CHECK_MESSAGE(zh != "许银", zh);
        CHECK_MESSAGE(zh != "胡荣", zh);
        CHECK_MESSAGE(zh != "陈富", zh);
    }
}
