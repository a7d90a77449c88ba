// The soak run (`xiangqi --soak`): the real program cycles through games, reviews and analyses,
// and prints a line per cycle and a summary whose open files and threads come back to the same
// count at the end of every cycle.
#include <doctest/doctest.h>
#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <sstream>
#include <string>

using namespace std::string_literals;

namespace {

int run_game_program(const std::string& args, std::string* out = nullptr) {
    const std::string cmd =
        "SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy "s + XQ_GAME_BIN + " " + args + " 2>&1";
    FILE* p = popen(cmd.c_str(), "r");
    if (!p) return -1;
    std::array<char, 512> buf{};
    std::string text;
    while (fgets(buf.data(), int(buf.size()), p)) text += buf.data();
    const int status = pclose(p);
    if (out) *out = text;
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// The integer after "key=" in the line, or -1.
long field(const std::string& line, const std::string& key) {
    const size_t at = line.find(" " + key + "=");
    return at == std::string::npos ? -1 : std::stol(line.substr(at + key.size() + 2));
}

}  // namespace

TEST_CASE("--soak cycles through games, reviews and analyses / files and threads stay flat") {
    std::string out;
    REQUIRE(run_game_program("--software --size 800x600 --soak 15 --soak-movetime 0.05 "
                             "--soak-plies 8",
                             &out) == 0);
    INFO(out);
    std::istringstream lines(out);
    std::string line, summary;
    int cycle_lines = 0, reviews = 0;
    while (std::getline(lines, line)) {
        if (line.rfind("soak-cycle ", 0) == 0) {
            ++cycle_lines;
            CHECK(field(line, "n") == cycle_lines);
            // Each game ran to its end or to the cap of 8 plies.
            CHECK((field(line, "over") == 1 || field(line, "plies") == 8));
            CHECK(field(line, "rss_kb") > 0);
        }
        if (line.rfind("soak-review ", 0) == 0) ++reviews;
        if (line.rfind("soak-summary ", 0) == 0) summary = line;
    }
    REQUIRE_FALSE(summary.empty());
    CHECK(field(summary, "cycles") == cycle_lines);
    CHECK(cycle_lines >= 2);
    CHECK(reviews >= cycle_lines);  // every finished game was reviewed
    CHECK(field(summary, "frames") > 0);
    CHECK(field(summary, "fds_baseline") > 0);
    CHECK(field(summary, "threads_baseline") > 0);
    CHECK(field(summary, "fds_stray") == 0);
    CHECK(field(summary, "threads_stray") == 0);
}

TEST_CASE("--soak refuses what it cannot run / exit 2") {
    CHECK(run_game_program("--soak 5") == 2);           // under its least 10 s
    CHECK(run_game_program("--soak-movetime 1") == 2);  // only with --soak
    CHECK(run_game_program("--soak 20 --no-engine") == 2);
    CHECK(run_game_program("--soak 20 --bench-frames 2") == 2);
    CHECK(run_game_program("--soak 20 --soak-plies 2") == 2);
}
