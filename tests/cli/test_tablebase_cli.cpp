// `xiangqi-engine tb build` and `tb probe`: a table solved and checked from the command line,
// then a position's value and every move's read back.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include "run_command.h"
#include "sweep.h"
#include "temp_dir.h"

// Not under TSan: the generator's threads are taken in-process by "one thread and three threads
// make the same bytes".
TEST_CASE("tb command line: build writes the table and its smaller ones and probe reads them" *
          xq::test::not_under_tsan()) {
    const xq::test::TempDir dir("xq_tb_cli");
    const std::string bin = XQ_ENGINE_BIN;
    const auto built =
        xq::test::run_command(bin + " tb build --material KAAKR --out " + dir.dir() + " --verify");
    CHECK(built.code == 0);
    CHECK(built.out.find("KRKAA: positions 22938+27219") != std::string::npos);
    CHECK(built.out.find("verified in") != std::string::npos);
    for (const char* name : {"KK", "KAK", "KAAK", "KRK", "KRKA", "KRKAA"})
        CHECK(std::filesystem::exists(dir.path / (std::string(name) + ".xqtb")));

    const auto probed = xq::test::run_command(
        bin + " tb probe --fen '9/9/5k3/9/9/9/9/9/9/R2K5 w - - 0 1' --tables " + dir.dir());
    CHECK(probed.code == 0);
    CHECK(probed.out.find("table KRK rules any\nvalue win dtm 3\nmove a0a8 win dtm 3\n") == 0);
    CHECK(probed.out.find("move d0d1 win dtm 5\n") != std::string::npos);

    // solve: the quickest win against the longest defence as a game, other defences as
    // variations; in the file asked for, or on standard output.
    const std::string krkaa = "'3ak4/4a4/9/9/9/9/9/9/9/R2K5 w - - 0 1'";
    const auto solved = xq::test::run_command(bin + " tb solve --fen " + krkaa + " --tables " +
                                              dir.dir() + " --alternatives 1 --notation iccs");
    CHECK(solved.code == 0);
    CHECK(solved.out.find("[Result \"1-0\"]") != std::string::npos);
    CHECK(solved.out.find("{KRKAA: Red mates in 6 (11 plies): the quickest win against the "
                          "longest defence; the variations are the defender's other moves}") !=
          std::string::npos);
    CHECK(solved.out.find("1. D0-E0 E9-F9 2. A0-D0 ") != std::string::npos);
    CHECK(solved.out.find("(2... ") != std::string::npos);
    const std::string pgn = dir.dir() + "solution.pgn";
    const auto written = xq::test::run_command(bin + " tb solve --fen " + krkaa + " --tables " +
                                               dir.dir() + " --out " + pgn);
    CHECK(written.code == 0);
    CHECK(written.out == "KRKAA: Red mates in 6 (11 plies); written to " + pgn + "\n");
    CHECK(std::filesystem::file_size(pgn) > 100);
    const auto not_covered = xq::test::run_command(
        bin + " tb solve --fen '4k4/9/9/9/9/9/9/9/9/2R2KR2 w' --tables " + dir.dir());
    CHECK(not_covered.code == 1);
    CHECK(not_covered.err == "not covered\n");

    const auto verified = xq::test::run_command(bin + " tb verify --tables " + dir.dir());
    CHECK(verified.code == 0);
    CHECK(verified.out.find("KRKAA: 50157 positions, 0 disagree") != std::string::npos);

    // UCI: the option loads the folder; the search reports tbhits and plays the table's move.
    const auto uci = xq::test::run_command(
        bin, "uci\nsetoption name TablebasePath value " + dir.dir() +
                 "\nposition fen 9/9/5k3/9/9/9/9/9/9/R2K5 w - - 0 1\ngo depth 4\nquit\n");
    CHECK(uci.out.find("option name TablebasePath type string default <empty>") !=
          std::string::npos);
    CHECK(uci.out.find("score mate 2 nodes") != std::string::npos);
    CHECK(uci.out.find(" tbhits ") != std::string::npos);
    CHECK(uci.out.find("bestmove a0a8") != std::string::npos);
    // UCCI: egtbpaths does the same.
    const auto ucci = xq::test::run_command(
        bin, "ucci\nsetoption egtbpaths " + dir.dir() +
                 "\nposition fen 9/9/5k3/9/9/9/9/9/9/R2K5 w - - 0 1\ngo depth 4\nquit\n");
    CHECK(ucci.out.find("bestmove a0a8") != std::string::npos);
    const auto missing = xq::test::run_command(
        bin, "uci\nsetoption name TablebasePath value " + dir.dir() + "none\nquit\n");
    CHECK(missing.out.find("info string error: TablebasePath: ") != std::string::npos);

    const auto uncovered = xq::test::run_command(
        bin + " tb probe --fen '4k4/9/9/9/9/9/9/9/9/2R2KR2 w' --tables " + dir.dir());
    CHECK(uncovered.code == 1);
    CHECK(uncovered.out == "not covered\n");
    const auto bad = xq::test::run_command(bin + " tb build --material KXK --out " + dir.dir());
    CHECK(bad.code == 2);
    CHECK(bad.err.find("bad material") != std::string::npos);
}
