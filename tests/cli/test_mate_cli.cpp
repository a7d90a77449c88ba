// `xiangqi-engine mate --checks-only`: a mate by checks printed with its line in Chinese
// notation and ICCS, the two ways of finding none, and the errors.
#include <doctest/doctest.h>

#include <string>

#include "run_command.h"

namespace {

struct MateRun {
    std::string out;  // stdout and stderr together
    int code = -1;
};

MateRun mate(const std::string& args) {
    const xq::test::CommandResult r =
        xq::test::run_command(std::string(XQ_ENGINE_BIN) + " mate " + args);
    return {r.out + r.err, r.code};
}

}  // namespace

TEST_CASE("mate --checks-only: the distance and the line in Chinese notation and ICCS") {
    const MateRun r = mate("--checks-only --fen '3PR4/5k3/9/9/9/3N5/9/5r3/4K4/3A2B2 w - - 0 1'");
    CHECK(r.code == 0);
    CHECK(r.out.rfind("mate in 3 by checks (Red)\n"
                      "1. 马六进五 将６进１ 2. 马五进六 将６退１ 3. 车五平四\n"
                      "d4e6 f8f7 e6d8 f7f8 e9f9\n"
                      "nodes ",
                      0) == 0);
}

TEST_CASE("mate --checks-only: no mate when the checks are exhausted, or within the nodes") {
    const MateRun none = mate("--checks-only --fen '4k4/R8/9/9/8r/9/9/9/9/3K5 w - - 0 1'");
    CHECK(none.code == 0);
    CHECK(none.out.rfind("no mate by checks\nnodes ", 0) == 0);
    const MateRun limit =
        mate("--checks-only --nodes 50 --fen '3k5/9/5N3/6p2/9/9/5n3/4n4/3pC4/4K2c1 b - - 0 1'");
    CHECK(limit.code == 0);
    CHECK(limit.out == "no mate by checks found within 50 nodes\nnodes 50\n");
}

TEST_CASE("mate: a bad FEN, a missing --checks-only or a bad node count is an error") {
    CHECK(mate("--checks-only --fen 'xx'").code == 2);
    CHECK(mate("--checks-only --fen 'xx'").out.find("error: bad FEN") != std::string::npos);
    CHECK(mate("--fen '4k4/R8/9/9/8r/9/9/9/9/3K5 w - - 0 1'").code == 2);
    CHECK(mate("--checks-only").code == 2);
    CHECK(mate("--checks-only --nodes 0 --fen '4k4/R8/9/9/8r/9/9/9/9/3K5 w - - 0 1'").code == 2);
}
