// kill -9 of `xiangqi-engine tb build`: killed at random moments while it solves and writes a
// material's tables, it leaves only whole tables (each one reads back), and a build run again
// over what the kills left keeps them and completes a set that verifies.
#include <doctest/doctest.h>

#include <chrono>
#include <filesystem>
#include <random>
#include <sstream>
#include <string>
#include <thread>

#ifdef __linux__
#include <poll.h>
#include <sys/inotify.h>
#endif

#include "kill_process.h"
#include "run_command.h"
#include "sweep.h"
#include "tb/table.h"
#include "temp_dir.h"

namespace {

// Six tables in Release; a sanitizer build, ten times slower, builds the four of KNKA, so that
// a whole build, the kills and the rebuild keep within the test's time.
const char* const MATERIAL = xq::test::SANITIZED ? "KNKA" : "KNKAA";

std::vector<std::string> build_command(const std::string& dir) {
    return {XQ_ENGINE_BIN, "tb", "build", "--material", MATERIAL, "--out", dir, "--threads", "1"};
}

// Every table in the folder reads back; returns how many there are.
int whole_tables(const std::string& dir) {
    int tables = 0;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        if (entry.path().extension() != ".xqtb") continue;
        std::string error;
        CHECK_MESSAGE(xq::tb::Table::read(entry.path().string(), &error), error);
        ++tables;
    }
    return tables;
}

// A table's temporary file written since `since`: a kill leaves its partial file behind, and
// the next build truncates and rewrites it only when it comes to that table again.
bool temporary_file_in(const std::string& dir, std::filesystem::file_time_type since) {
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator(dir, error)) {
        if (entry.path().extension() != ".tmp") continue;
        const auto written = std::filesystem::last_write_time(entry.path(), error);
        if (!error && written >= since) return true;
    }
    return false;
}

// Wakes when a file is created in a watched folder: inotify on Linux, elsewhere a 100 µs poll.
class CreationWatch {
  public:
#ifdef __linux__
    CreationWatch() : fd_(::inotify_init1(IN_NONBLOCK | IN_CLOEXEC)) {}
    ~CreationWatch() {
        if (fd_ >= 0) ::close(fd_);
    }
    CreationWatch(const CreationWatch&) = delete;
    CreationWatch& operator=(const CreationWatch&) = delete;
    bool watch(const std::string& dir) {
        return fd_ >= 0 && ::inotify_add_watch(fd_, dir.c_str(), IN_CREATE) >= 0;
    }
    // Waits up to 5 ms; true when something was created.
    bool wait() {
        pollfd ready{fd_, POLLIN, 0};
        if (::poll(&ready, 1, 5) <= 0) return false;
        alignas(inotify_event) char events[4096];
        while (::read(fd_, events, sizeof events) > 0) {
        }
        return true;
    }

  private:
    int fd_;
#else
    bool watch(const std::string&) {
        return true;
    }
    bool wait() {
        std::this_thread::sleep_for(std::chrono::microseconds(100));
        return true;
    }
#endif
};

// Waits for a table's temporary file to appear, stops the build at once and looks again: a
// build stopped while the file is still there is killed inside that table's write. A table's
// write lasts a millisecond or two, so a folder watch (inotify), not polling, sees it begin on a
// loaded machine. Returns whether it killed the build inside a write; false when the build
// ended first or `patience` ran out (then it is killed where it stands).
bool kill_inside_a_write(pid_t pid, const std::string& dir, std::filesystem::file_time_type since,
                         CreationWatch& watch, std::chrono::microseconds patience) {
    const auto until = std::chrono::steady_clock::now() + patience;
    while (std::chrono::steady_clock::now() < until) {
        int status = 0;
        if (::waitpid(pid, &status, WNOHANG) == pid) return false;  // it finished
        if (!watch.wait()) continue;
        if (!temporary_file_in(dir, since)) continue;
        ::kill(pid, SIGSTOP);
        if (::waitpid(pid, &status, WUNTRACED) == pid && !WIFSTOPPED(status)) return false;
        if (temporary_file_in(dir, since)) {
            xq::test::kill_after(pid, std::chrono::microseconds(0));
            return true;
        }
        ::kill(pid, SIGCONT);  // renamed before the stop landed: wait for the next table
    }
    xq::test::kill_after(pid, std::chrono::microseconds(0));
    return false;
}

}  // namespace

// Not under TSan: a process killed: the files it leaves are what is checked.
TEST_CASE("kill -9 of tb build / only whole tables are left, and a new build completes them" *
          xq::test::not_under_tsan()) {
    // The time of a whole build, to spread the kills over it.
    const xq::test::TempDir timing("xq_kill_tb_timing");
    const auto start = std::chrono::steady_clock::now();
    const pid_t whole = xq::test::start_quiet(build_command(timing.dir()));
    int status = 0;
    ::waitpid(whole, &status, 0);
    REQUIRE(WIFEXITED(status));
    REQUIRE(WEXITSTATUS(status) == 0);
    const int build_us = int(std::chrono::duration_cast<std::chrono::microseconds>(
                                 std::chrono::steady_clock::now() - start)
                                 .count());
    const int complete = whole_tables(timing.dir());

    const xq::test::TempDir dir("xq_kill_tb");
    std::mt19937 rng(3);
    const int kills = 40 / xq::test::SWEEP_STRIDE;
    int inside_a_write = 0, most = 0;
    CreationWatch watch;
    for (int k = 0; k < kills; ++k) {
        CAPTURE(k);
        // A fresh folder every fourth kill, so that kills also land in the early, small tables
        // and a resumed build still has tables to write.
        if (k % 4 == 0) {
            std::filesystem::remove_all(dir.path);
            std::filesystem::create_directories(dir.path);
            REQUIRE(watch.watch(dir.dir()));
        }
        // A file's time is kept to the kernel's tick (a few ms): `since` is set back by one,
        // after a pause longer than that since the last kill's leftovers.
        std::this_thread::sleep_for(std::chrono::milliseconds(30));
        const auto since =
            std::filesystem::file_time_type::clock::now() - std::chrono::milliseconds(10);
        const pid_t pid = xq::test::start_quiet(build_command(dir.dir()));
        REQUIRE(pid > 0);
        // Half the kills at a random moment; the other half inside a table's write, a small
        // part of the build.
        if (k % 2 == 0) {
            const bool killed =
                xq::test::kill_after(pid, std::chrono::microseconds(rng() % unsigned(build_us)));
            if (!killed) continue;  // it finished first: nothing to check but the tables
            if (temporary_file_in(dir.dir(), since)) ++inside_a_write;
        } else {
            if (kill_inside_a_write(pid, dir.dir(), since, watch,
                                    2 * std::chrono::microseconds(build_us)))
                ++inside_a_write;
        }
        most = std::max(most, whole_tables(dir.dir()));
    }
    MESSAGE(kills << " kills over " << build_us / 1000 << " ms: " << inside_a_write
                  << " inside a table's write, at most " << most << " of " << complete
                  << " tables built");
    CHECK(inside_a_write >= kills / 8);  // not vacuous: kills inside a table's write

    // Built again over the leftovers: the tables kept and the new ones make a set that verifies.
    const auto rebuilt =
        xq::test::run_command(std::string(XQ_ENGINE_BIN) + " tb build --material " + MATERIAL +
                              " --out " + dir.dir() + " --threads 1");
    CHECK(rebuilt.code == 0);
    CHECK(whole_tables(dir.dir()) == complete);
    const auto verified =
        xq::test::run_command(std::string(XQ_ENGINE_BIN) + " tb verify --tables " + dir.dir());
    CHECK(verified.code == 0);
    int checked = 0;
    std::istringstream lines(verified.out);
    for (std::string line; std::getline(lines, line);) {
        if (line.find("disagree") == std::string::npos) continue;
        CHECK_MESSAGE(line.find(", 0 disagree") != std::string::npos, line);
        ++checked;
    }
    CHECK(checked == complete);
}
