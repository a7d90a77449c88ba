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

bool temporary_file_in(const std::string& dir) {
    for (const auto& entry : std::filesystem::directory_iterator(dir))
        if (entry.path().extension() == ".tmp") return true;
    return false;
}

}  // namespace

TEST_CASE("kill -9 of tb build / only whole tables are left, and a new build completes them") {
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
    for (int k = 0; k < kills; ++k) {
        CAPTURE(k);
        // A fresh folder now and then, so that kills also land in the early, small tables.
        if (k % 8 == 0) {
            std::filesystem::remove_all(dir.path);
            std::filesystem::create_directories(dir.path);
        }
        const pid_t pid = xq::test::start_quiet(build_command(dir.dir()));
        REQUIRE(pid > 0);
        // Half the kills at a random moment; the other half as soon as a table is being
        // written (its temporary file appears): a table's write is a small part of the build.
        bool killed = false;
        if (k % 2 == 0) {
            killed =
                xq::test::kill_after(pid, std::chrono::microseconds(rng() % unsigned(build_us)));
        } else {
            const auto until =
                std::chrono::steady_clock::now() + std::chrono::microseconds(build_us);
            while (!temporary_file_in(dir.dir()) && std::chrono::steady_clock::now() < until)
                std::this_thread::sleep_for(std::chrono::microseconds(100));
            killed = xq::test::kill_after(pid, std::chrono::microseconds(0));
        }
        if (!killed) continue;  // it finished first: nothing to check but the tables
        if (temporary_file_in(dir.dir())) ++inside_a_write;
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
