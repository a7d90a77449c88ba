// make_master_db on a folder made of a few of the shipped CCPD sample games: the unusable games
// dropped and counted by reason, the copies of a game merged (an identical file, and a copy
// without its players), the names cleaned, made simplified and spelt in pinyin, and the file it
// writes loaded back by --bench.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "book/book.h"
#include "file_bytes.h"
#include "run_command.h"
#include "temp_dir.h"

using xq::test::CommandResult;
using xq::test::run_command;
namespace fs = std::filesystem;

namespace {

const std::string MASTER_SAMPLES = std::string(XQ_SOURCE_DIR) + "/tests/data/real/ccpd/";
const std::string MASTER_TABLES = std::string(XQ_SOURCE_DIR) + "/tests/data/masters/";

CommandResult make_master_db(const std::string& args) {
    return run_command(std::string(XQ_TOOLS_DIR) + "/make_master_db " + args);
}

// The file's bytes without its tag lines that start with one of `tags` (Big5 keeps ASCII).
std::string without_tags(const std::string& bytes, std::initializer_list<const char*> tags) {
    std::string out;
    size_t at = 0;
    while (at < bytes.size()) {
        size_t end = bytes.find('\n', at);
        end = end == std::string::npos ? bytes.size() : end + 1;
        const std::string line = bytes.substr(at, end - at);
        bool drop = false;
        for (const char* t : tags) drop = drop || line.rfind(t, 0) == 0;
        if (!drop) out += line;
        at = end;
    }
    return out;
}

void write_text(const fs::path& p, const std::string& text) {
    fs::create_directories(p.parent_path());
    std::ofstream(p, std::ios::binary) << text;
}

}  // namespace

TEST_CASE("make_master_db: drops by reason, merges copies, names in simplified and pinyin") {
    xq::test::TempDir dir("xq_make_master_db");
    const fs::path games = dir.path / "games";
    const std::string liu_lu = xq::test::slurp(MASTER_SAMPLES + "match-002.pgn");
    const std::string lu_hu = xq::test::slurp(MASTER_SAMPLES + "match-003.pgn");
    write_text(games / "by-player" / "1.pgn", liu_lu);
    write_text(games / "by-event" / "1.pgn", liu_lu);
    write_text(games / "by-player" / "2.pgn", lu_hu);
    write_text(games / "by-opening" / "2.pgn", without_tags(lu_hu, {"[Red ", "[Black "}));
    write_text(games / "by-player" / "3.PGN", xq::test::slurp(MASTER_SAMPLES + "match-010.pgn"));
    write_text(games / "short.pgn", "[Red \"a\"]\n[Black \"b\"]\n\n1. 炮二平五 马8进7 *\n");
    write_text(games / "other-start.pgn",
               "[FEN \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN1 w - - 0 1\"]\n"
               "\n1. 炮二平五 马8进7 *\n");
    write_text(games / "broken.pgn", "[Event \"x\"]\n\n1. 车一进五 *\n");
    write_text(games / "notes.txt", "not a game\n");
    const std::string out = dir.dir() + "masters.xqm";
    const CommandResult r =
        make_master_db("--out " + out + " --t2s " + MASTER_TABLES + "t2s.txt --pinyin " +
                       MASTER_TABLES + "pinyin.txt " + games.string());
    INFO(r.out, r.err);
    REQUIRE(r.code == 0);
    CHECK(r.out.find("files read: 8\n") != std::string::npos);
    CHECK(r.out.find("dropped: 1 unreadable, 1 from another start, 1 under 10 plies\n") !=
          std::string::npos);
    CHECK(r.out.find("duplicates merged: 2, then 0 long games under other spellings\n") !=
          std::string::npos);
    CHECK(r.out.find("games kept: 3 (3 rated)\n") != std::string::npos);
    CHECK(r.out.find("players: 4,") != std::string::npos);
    const std::string bytes = xq::test::slurp(out);
    // "北方劉殿中" and "南方呂欽": the team taken off, simplified, in pinyin surname first.
    CHECK(bytes.find("刘殿中") != std::string::npos);
    CHECK(bytes.find("Liu Dianzhong") != std::string::npos);
    CHECK(bytes.find("Lu Qin") != std::string::npos);
    CHECK(bytes.find("Hu Ronghua") != std::string::npos);
    CHECK(bytes.find("Wang Yuefei") != std::string::npos);
    CHECK(bytes.find("北方") == std::string::npos);
    // The event's game description ("北京中加 王躍飛 和 廣東東莞長安 呂欽") cut off.
    CHECK(bytes.find("2007年七斗星杯全国象棋甲级联赛") != std::string::npos);
    CHECK(bytes.find("王跃飞 和") == std::string::npos);

    const CommandResult bench = make_master_db("--bench --out " + out);
    INFO(bench.out, bench.err);
    REQUIRE(bench.code == 0);
    CHECK(bench.out.find("games: 3,") != std::string::npos);

    // The masters' book of these three games, every position and move let in.
    const std::string book = dir.dir() + "masters_book.bin";
    const CommandResult made =
        run_command(std::string(XQ_TOOLS_DIR) + "/make_masters_book --min-position-games 1 " +
                    "--min-move-games 1 " + out + " " + book);
    INFO(made.out, made.err);
    REQUIRE(made.code == 0);
    CHECK(made.out.find("3 games, ") != std::string::npos);
    xq::Book masters;
    REQUIRE(masters.load(book));
    CHECK(masters.moves(xq::Position()).size() >= 1);
    // A database that cannot be read is an error, and no book is written.
    const CommandResult bad = run_command(std::string(XQ_TOOLS_DIR) + "/make_masters_book " + book +
                                          " " + dir.dir() + "none.bin");
    CHECK(bad.code == 1);
    CHECK(!bad.err.empty());
    CHECK(!fs::exists(dir.dir() + "none.bin"));
}

TEST_CASE("make_master_db: no folder or an unreadable table is an error") {
    xq::test::TempDir dir("xq_make_master_db_errors");
    CHECK(make_master_db("--out " + dir.dir() + "m.xqm").code == 2);
    const CommandResult r =
        make_master_db("--out " + dir.dir() + "m.xqm --t2s " + dir.dir() + "none.txt " + dir.dir());
    CHECK(r.code == 1);
    CHECK(r.err.find("none.txt") != std::string::npos);
    CHECK(make_master_db("--bench --out " + dir.dir() + "none.xqm").code == 1);
    CHECK_FALSE(fs::exists(dir.dir() + "m.xqm"));
}
