// The engine's invariant checks (engine/util/invariant.h) are live where they must be: Debug
// and sanitizer builds abort on a broken invariant, each scenario of tests/probes/
// invariant_probe.cpp in a child process; Release compiles them out. What this build should do
// comes from CMake (XQ_EXPECT_INVARIANT_CHECKS), not from the macros under test, so a checking
// build that lost its checks fails here.
#include <doctest/doctest.h>
#include <sys/wait.h>

#include <csignal>
#include <cstdio>
#include <string>

#include "util/invariant.h"

namespace {

struct InvariantRun {
    std::string out;  // stdout and stderr together
    bool aborted = false;
    int code = -1;  // the exit code when it exited
};

InvariantRun probe(const std::string& scenario) {
    InvariantRun r;
    const std::string cmd = std::string(XQ_INVARIANT_PROBE_BIN) + " " + scenario + " 2>&1";
    FILE* p = popen(cmd.c_str(), "r");
    REQUIRE(p);
    char buf[512];
    while (fgets(buf, sizeof buf, p)) r.out += buf;
    const int status = pclose(p);
    // The shell reports a child killed by a signal as 128 + the signal's number.
    r.aborted = (WIFSIGNALED(status) && WTERMSIG(status) == SIGABRT) ||
                (WIFEXITED(status) && WEXITSTATUS(status) == 128 + SIGABRT);
    r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return r;
}

constexpr bool EXPECTED = XQ_EXPECT_INVARIANT_CHECKS;

}  // namespace

TEST_CASE("invariants: checked in Debug and sanitizer builds / compiled out in Release") {
    CHECK(xq::ASSERTS == EXPECTED);
    const InvariantRun state = probe("state");
    CHECK(state.code == 0);
    CHECK(state.out == (EXPECTED ? "checks on\n" : "checks off\n"));
    // The correct calls pass in every build.
    const InvariantRun sound = probe("sound");
    CHECK(sound.code == 0);
    CHECK(sound.out == "done\n");
    CHECK(probe("no-such-scenario").code == 2);
}

// Only where the checks are live: unchecked, the scenarios would corrupt state.
#if XQ_EXPECT_INVARIANT_CHECKS
TEST_CASE("invariants: each broken invariant aborts a checking build with its message") {
    // Each scenario and a part of the message of the check that must catch it.
    const struct {
        const char* scenario;
        const char* names;
    } cases[] = {
        {"undo-at-root", "undo_move without a move to take back"},
        {"move-from-empty-square", "is_pseudo_legal(m)"},
        {"undo-null-move-of-a-move", "undo_null_move without a null move"},
        {"tt-value-beyond-mate", "value <= VALUE_MATE"},
        {"tt-bound-out-of-range", "bound <= BOUND_EXACT"},
        {"move-list-overflow", "a move list overflowed MAX_MOVES"},
        {"evasions-out-of-check", "evasions asked for out of check"},
        {"legality-shortcut-in-check", "!pos.in_check()"},
        {"see-of-the-side-not-to-move", "color_of(b.board[from]) == pos.side_to_move()"},
        {"history-bonus-beyond-limit", "bonus <= limit"},
        {"capture-history-of-a-quiet-move", "not a capture"},
        {"search-without-root-moves", "a search started without root moves"},
    };
    for (const auto& c : cases) {
        const std::string scenario = c.scenario;
        CAPTURE(scenario);
        const InvariantRun r = probe(scenario);
        CHECK(r.aborted);
        CHECK(r.out.find("invariant failed") != std::string::npos);
        CHECK(r.out.find(c.names) != std::string::npos);
    }
}
#endif
