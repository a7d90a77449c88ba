// `xiangqi-engine judge`: the referee's ruling on the command line, its words and its errors.
#include <doctest/doctest.h>

#include <string>

#include "run_command.h"

namespace {

struct JudgeRun {
    std::string out;  // stdout and stderr together
    int code = -1;
};

JudgeRun judge(const std::string& args) {
    const xq::test::CommandResult r =
        xq::test::run_command(std::string(XQ_ENGINE_BIN) + " judge " + args);
    return {r.out + r.err, r.code};
}

const char* PERPETUAL = "--fen '4k4/R8/9/9/8r/9/9/9/9/3K5 w - - 0 1' --moves";

}  // namespace

TEST_CASE("judge: a game in progress is ongoing") {
    JudgeRun r = judge(std::string(PERPETUAL) + " a8a9 e9e8");
    CHECK(r.code == 0);
    CHECK(r.out == "ongoing\n");
}

TEST_CASE("judge: perpetual check on the third occurrence loses for the checker") {
    JudgeRun r = judge(std::string(PERPETUAL) + " a8a9 e9e8 a9a8 e8e9 a8a9 e9e8 a9a8 e8e9");
    CHECK(r.code == 0);
    CHECK(r.out == "result 0-1 reason perpetual_check\n");
}

TEST_CASE("judge: checkmate and stalemate in the FEN or after a move") {
    JudgeRun mate = judge("--fen '3aka3/R8/9/7N1/9/9/9/9/9/3K5 w - - 0 1' --moves h6g8");
    CHECK(mate.out == "result 1-0 reason checkmate\n");
    JudgeRun stale = judge("--fen 'R2aka2R/9/9/9/1N7/9/9/9/9/3K5 w - - 0 1' --moves b5c7");
    CHECK(stale.out == "result 1-0 reason stalemate\n");
    JudgeRun bare = judge("--fen '4k4/9/9/9/9/9/9/9/9/3A1K3 w - - 0 1'");
    CHECK(bare.out == "result 1/2-1/2 reason insufficient_material\n");
}

TEST_CASE("judge: the natural move limit draws") {
    JudgeRun r = judge("--fen '3k4r/9/9/9/9/9/9/R8/9/4K4 w - - 119 80' --moves a2a3");
    CHECK(r.code == 0);
    CHECK(r.out == "result 1/2-1/2 reason move_limit\n");
}

TEST_CASE("judge: a bad FEN or move or argument is a clear error with exit code 2") {
    JudgeRun fen = judge("--fen '4k4/R8/9 w'");
    CHECK(fen.code == 2);
    CHECK(fen.out.find("error: bad FEN") != std::string::npos);
    JudgeRun move = judge(std::string(PERPETUAL) + " a8a9 e9e7");
    CHECK(move.code == 2);
    CHECK(move.out.find("error: move 2 'e9e7' is not a legal move") != std::string::npos);
    JudgeRun text = judge(std::string(PERPETUAL) + " xyzzy");
    CHECK(text.code == 2);
    JudgeRun after = judge("--fen '3aka3/R8/9/7N1/9/9/9/9/9/3K5 w - - 0 1' --moves h6g8 e9e8");
    CHECK(after.code == 2);
    CHECK(after.out.find("after the end of the game") != std::string::npos);
    CHECK(judge("").code == 2);
    CHECK(judge("--fen").code == 2);
    CHECK(judge("--bogus").code == 2);
}

TEST_CASE("judge: the three chase examples of docs/rules.md lose for Red") {
    CHECK(judge("--fen '4k4/7r1/9/4p4/9/9/9/8R/4K4/3C1C2p b - - 0 1' --moves i0h0 i2h2 h0i0 "
                "h2i2 i0h0 i2h2 h0i0 h2i2")
              .out == "result 0-1 reason perpetual_chase\n");
    CHECK(judge("--fen '3k5/1n7/1R7/9/9/9/9/5n3/9/1R3K3 w - - 0 1' --moves b7d7 d9e9 d7b7 "
                "e9d9 b7d7 d9e9 d7b7 e9d9")
              .out == "result 0-1 reason perpetual_chase\n");
    CHECK(judge("--fen '9/9/C2ack3/4p4/R8/9/9/r8/4A4/4K4 b - - 0 1' --moves a2d2 a5e5 d2a2 "
                "e5a5 a2d2 a5e5 d2a2 e5a5")
              .out == "result 0-1 reason perpetual_chase\n");
}

TEST_CASE("judge: --rules asian and --rules chinese rule one check and one chase differently") {
    const std::string check_chase =
        "--fen '4k4/9/R5n2/9/9/9/9/9/9/3K5 w - - 0 1' --moves a7a9 e9e8 a9a7 e8e9 a7a9 e9e8 "
        "a9a7 e8e9";
    JudgeRun chinese = judge(check_chase + " --rules chinese");
    CHECK(chinese.code == 0);
    CHECK(chinese.out == "result 0-1 reason perpetual_chase\n");
    JudgeRun asian = judge(check_chase + " --rules asian");
    CHECK(asian.code == 0);
    CHECK(asian.out == "result 1/2-1/2 reason repetition\n");
    CHECK(judge(check_chase).out == chinese.out);  // the default book
    // Perpetual check loses under both.
    const std::string perpetual =
        std::string(PERPETUAL) + " a8a9 e9e8 a9a8 e8e9 a8a9 e9e8 a9a8 e8e9 --rules ";
    CHECK(judge(perpetual + "asian").out == "result 0-1 reason perpetual_check\n");
    CHECK(judge(perpetual + "chinese").out == "result 0-1 reason perpetual_check\n");
    CHECK(judge(check_chase + " --rules wxf").code == 2);
}
