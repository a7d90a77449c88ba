// `xiangqi-engine learn`: a game the engine lost is reviewed and its losing move stored in the
// experience file, the engine's side found by name or given; the move comments of a match
// (its scores, the opening line) are read; bad input is an error that leaves the file alone.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "formats/iccs.h"
#include "learn/experience.h"
#include "rules/position.h"
#include "run_command.h"
#include "temp_dir.h"

using namespace xq;

namespace {

namespace fs = std::filesystem;

constexpr const char* TRAP_FEN =
    "2b1ka3/4a4/4b4/p1p1n3p/5r3/1C4B2/2P1n1c2/N2R2N2/4A4/2BK1A3 b - - 7 32";

// Black ("ours") takes the elephant with its horse (马７进６, e3g4), judged +243 at depth 2, and
// is mated in three (test_learn_proof.cpp has the same game).
std::string trap_game(const std::string& first_comment) {
    return std::string(
               "[Game \"Chinese Chess\"]\n[Red \"them\"]\n[Black \"ours\"]\n"
               "[Result \"1-0\"]\n[FEN \"") +
           TRAP_FEN + "\"]\n[Format \"ICCS\"]\n\n32... E3-G4 {" + first_comment +
           "} 33. B4-B9 E8-D9 {-1500/3 3ms} 34. D2-D9 E9-E8 {#-1/2 1ms} 35. D9-D8 1-0\n";
}

std::string write(const xq::test::TempDir& dir, const char* name, const std::string& text) {
    const std::string path = dir.dir() + name;
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

xq::test::CommandResult learn(const std::string& args) {
    return xq::test::run_command(std::string(XQ_ENGINE_BIN) + " learn --depth 8 " + args);
}

}  // namespace

TEST_CASE("learn command / the move that lost is learned, the engine found by its name") {
    xq::test::TempDir dir("xq_learn_cli");
    const std::string game = write(dir, "trap.pgn", trap_game("+243/2 5ms"));
    const std::string file = dir.dir() + "experience.bin";
    const auto r = learn("--experience " + file + " --name ours " + game);
    CAPTURE(r.out);
    CAPTURE(r.err);
    REQUIRE(r.code == 0);
    CHECK(r.out.find("trap.pgn: Black lost, 6 plies, 1 lesson\n") != std::string::npos);
    CHECK(r.out.find("experience.bin: 1 entries for 1 positions") != std::string::npos);
    Experience table;
    REQUIRE(load_experience(file, table, nullptr) == ExperienceLoad::LOADED);
    Position trap;
    REQUIRE(trap.set_fen(TRAP_FEN));
    const ExperienceEntry* e = table.find(trap.key(), iccs_to_move("e3g4"));
    REQUIRE(e != nullptr);
    CHECK(e->value <= -1000);

    // The same game again, the side given: the entry is seen twice, not stored twice.
    REQUIRE(learn("--experience " + file + " --side black " + game).code == 0);
    REQUIRE(load_experience(file, table, nullptr) == ExperienceLoad::LOADED);
    CHECK(table.size() == 1);
    CHECK(table.find(trap.key(), iccs_to_move("e3g4"))->seen == 2);
}

TEST_CASE("learn command / a move of the match's opening line is not the engine's to learn") {
    xq::test::TempDir dir("xq_learn_cli_opening");
    const std::string game = write(dir, "trap.pgn", trap_game("opening"));
    const std::string file = dir.dir() + "experience.bin";
    const auto r = learn("--experience " + file + " --name ours " + game);
    CAPTURE(r.err);
    REQUIRE(r.code == 0);
    CHECK(r.out.find("0 lessons") != std::string::npos);
    CHECK_FALSE(fs::exists(file));  // nothing learned, nothing written
}

TEST_CASE("learn command / bad input is an error and the file is left as it was") {
    xq::test::TempDir dir("xq_learn_cli_bad");
    const std::string game = write(dir, "trap.pgn", trap_game("+243/2 5ms"));
    const std::string file = write(dir, "experience.bin", "not an experience file");
    const auto nobody = learn("--experience " + file + " --name nobody " + game);
    CHECK(nobody.code == 2);
    CHECK(nobody.err.find("neither side is named 'nobody'") != std::string::npos);
    const auto no_side = learn("--experience " + file + " " + game);
    CHECK(no_side.code == 2);
    CHECK(no_side.err.find("--side") != std::string::npos);
    CHECK(learn("--experience " + file + " --name ours " + dir.dir() + "missing.pgn").code == 2);
    const std::string bad_game = write(dir, "bad.pgn", "1. H2-E9 *\n");
    CHECK(learn("--experience " + file + " --name ours " + bad_game).code == 2);
    CHECK(learn("--experience " + file + " --side green " + game).code != 0);
    std::ifstream in(file, std::ios::binary);
    CHECK(std::string(std::istreambuf_iterator<char>(in), {}) == "not an experience file");

    // A damaged file is kept aside as .bad and learning starts anew.
    const auto damaged = learn("--experience " + file + " --name ours " + game);
    CHECK(damaged.code == 0);
    CHECK(damaged.err.find("damaged") != std::string::npos);
    CHECK(fs::exists(file + ".bad"));
    Experience table;
    CHECK(load_experience(file, table, nullptr) == ExperienceLoad::LOADED);
}
