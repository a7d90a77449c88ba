// xiangqi-engine's command line: --help for the program and each subcommand, exit code 2 with a
// message naming a bad argument, the subcommands' old forms, and the protocol on stdin when
// there is no argument.
#include <doctest/doctest.h>

#include <string>

#include "run_command.h"

using xq::test::CommandResult;
using xq::test::run_command;

namespace {

CommandResult engine(const std::string& args, const std::string& input = "") {
    return run_command(std::string(XQ_ENGINE_BIN) + " " + args, input);
}

void check_names(const std::string& text, std::initializer_list<const char*> words) {
    for (const char* w : words) {
        const std::string word = w;
        CAPTURE(word);
        CHECK(text.find(w) != std::string::npos);
    }
}

}  // namespace

TEST_CASE(
    "engine command line / --help lists the subcommands / and each one's --help its options") {
    const CommandResult top = engine("--help");
    CHECK(top.code == 0);
    CHECK(top.err.empty());
    check_names(top.out, {"perft", "bench", "judge", "review", "UCCI", "UCI"});
    CHECK(engine("-h").out == top.out);

    const CommandResult perft = engine("perft --help");
    CHECK(perft.code == 0);
    check_names(perft.out, {"depth", "--fen", "--divide"});
    const CommandResult bench = engine("bench --help");
    CHECK(bench.code == 0);
    check_names(bench.out, {"depth", "eval", "nnue", "hce"});
    const CommandResult judge = engine("judge --help");
    CHECK(judge.code == 0);
    check_names(judge.out, {"--fen", "--moves"});
    const CommandResult review = engine("review --help");
    CHECK(review.code == 0);
    check_names(review.out, {"--movetime", "--threads", "--depth", "FILE"});
}

TEST_CASE("engine command line / a bad argument exits 2 with a message naming it") {
    struct Case {
        const char* args;
        const char* named;
    };
    const Case cases[] = {
        {"--bogus", "--bogus"},
        {"nosuchcommand", "nosuchcommand"},
        {"perft", "depth"},
        {"perft 13", "depth: Value 13"},
        {"perft x", "depth: 'x'"},
        {"perft 3 --frobnicate", "--frobnicate"},
        {"perft 0x3", "depth: '0x3'"},  // decimal only, as always
        {"perft 3 --fen", "--fen"},
        {"bench 0", "depth: Value 0"},
        {"bench 5 xyz", "xyz"},
        {"bench 5 hce extra", "extra"},
        {"judge --moves a8a9", "--fen"},
        {"judge --fen '4k4/9/9/9/9/9/9/9/9/4K4 w' --bogus", "--bogus"},
        {"review --movetime x game.pgn", "--movetime"},
        {"review --threads 0 game.pgn", "--threads"},
        {"review --depth 99 game.pgn", "--depth"},
        {"review", "FILE"},
        {"review a.pgn b.pgn", "b.pgn"},
    };
    for (const Case& c : cases) {
        const std::string args = c.args;
        CAPTURE(args);
        const CommandResult r = engine(c.args);
        CHECK(r.code == 2);
        CHECK(r.out.empty());
        CHECK(r.err.find(c.named) != std::string::npos);
        CHECK(r.err.find("--help") != std::string::npos);  // where to look
    }
}

TEST_CASE("engine command line / the subcommands run with the arguments they always took") {
    const CommandResult perft = engine("perft 3");
    CHECK(perft.code == 0);
    CHECK(perft.out.rfind("nodes 79666 ", 0) == 0);
    CHECK(engine("perft 03").out.rfind("nodes 79666 ", 0) == 0);  // decimal, not octal
    const CommandResult divide = engine(
        "perft 2 --fen 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w' --divide");
    CHECK(divide.code == 0);
    CHECK(divide.out.find("h2e2: 45\n") != std::string::npos);
    CHECK(divide.out.find("nodes 1920 ") != std::string::npos);
    // An option given twice keeps its last value, as it always did.
    const CommandResult twice = engine(
        "perft 1 --fen 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w' "
        "--fen '3k5/9/9/9/9/9/9/9/9/4K4 w'");
    CHECK(twice.code == 0);
    CHECK(twice.out.rfind("nodes 2 ", 0) == 0);
    const CommandResult bad_fen = engine("perft 2 --fen 'rnbakabnr/9/zz w'");
    CHECK(bad_fen.code == 2);
    CHECK(bad_fen.err.rfind("error: bad FEN", 0) == 0);
    // The evaluation named after the depth is the one searched: the counts differ.
    const CommandResult hce = engine("bench 2 hce"), nnue = engine("bench 2 nnue");
    CHECK(hce.code == 0);
    CHECK(nnue.code == 0);
    const size_t at_hce = hce.out.rfind("nodes "), at_nnue = nnue.out.rfind("nodes ");
    REQUIRE(at_hce != std::string::npos);
    REQUIRE(at_nnue != std::string::npos);
    CHECK(hce.out.substr(at_hce, hce.out.find(' ', at_hce + 6) - at_hce) !=
          nnue.out.substr(at_nnue, nnue.out.find(' ', at_nnue + 6) - at_nnue));
    const CommandResult judge =
        engine("judge --fen '4k4/R8/9/9/8r/9/9/9/9/3K5 w - - 0 1' --moves a8a9 --moves e9e8");
    CHECK(judge.code == 0);
    CHECK(judge.out == "ongoing\n");
    const CommandResult no_moves =
        engine("judge --fen '4k4/R8/9/9/8r/9/9/9/9/3K5 w - - 0 1' --moves");
    CHECK(no_moves.code == 0);
    CHECK(no_moves.out == "ongoing\n");
}

TEST_CASE("engine command line / without arguments it speaks UCI or UCCI on stdin") {
    const CommandResult uci = engine("", "uci\nisready\nquit\n");
    CHECK(uci.code == 0);
    CHECK(uci.out.find("id name xiangqi-engine") != std::string::npos);
    CHECK(uci.out.find("uciok\n") != std::string::npos);
    CHECK(uci.out.find("readyok\n") != std::string::npos);
    const CommandResult ucci = engine("", "ucci\nquit\n");
    CHECK(ucci.code == 0);
    CHECK(ucci.out.find("ucciok\n") != std::string::npos);
    CHECK(ucci.out.find("bye\n") != std::string::npos);
}
