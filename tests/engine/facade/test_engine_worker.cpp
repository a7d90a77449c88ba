// The Engine's worker: one thread for the engine's life plus the Lazy SMP helpers, created at
// start-up or when Threads changes, never per search; messages and signals in order; long jobs
// (perft) that stop and quit end; settings in force before isready is answered.
#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#if defined(__linux__)
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#endif

#include "draw_offer.h"
#include "engine.h"
#include "protocol_transcript.h"
#include "rules/movegen.h"
#include "rules/perft.h"
#include "test_clock.h"

using namespace xq;
using namespace xq::testing;

namespace {

using xq::test::seconds_since;

}  // namespace

TEST_CASE("no search thread is created per go: 100 searches / threads started only by Threads") {
    Engine engine;
    engine.set_hash_mb(4);
    engine.set_threads(2);
    engine.sync();
    CHECK(engine.threads_in_force() == 2);
    const int after_setup = engine.threads_started();
    CHECK(after_setup == 2);  // the worker and one helper
    int bestmoves = 0;
    engine.on_bestmove([&](const BestMoveInfo&) { ++bestmoves; });
    for (int i = 0; i < 100; ++i) {
        SearchLimits limits;
        limits.depth = 2;
        engine.go(limits);
        engine.wait();
    }
    CHECK(bestmoves == 100);
    CHECK(engine.threads_started() == after_setup);
    engine.set_threads(3);  // growing starts only the difference
    engine.sync();
    CHECK(engine.threads_started() == after_setup + 1);
    engine.set_threads(3);  // the same count again starts nothing
    engine.sync();
    CHECK(engine.threads_started() == after_setup + 1);
}

TEST_CASE("search ids grow and tag every report of their search") {
    Engine engine;
    engine.set_hash_mb(2);
    std::vector<int> info_ids, best_ids;
    engine.on_info([&](const SearchInfo& i) { info_ids.push_back(i.search_id); });
    engine.on_bestmove([&](const BestMoveInfo& b) { best_ids.push_back(b.search_id); });
    SearchLimits limits;
    limits.depth = 3;
    const int first = engine.go(limits);
    engine.wait();
    const int second = engine.go(limits);
    engine.wait();
    CHECK(first >= 1);
    CHECK(second == first + 1);
    REQUIRE(best_ids.size() == 2);
    CHECK(best_ids[0] == first);
    CHECK(best_ids[1] == second);
    REQUIRE(!info_ids.empty());
    for (int id : info_ids) CHECK((id == first || id == second));
    CHECK(info_ids.back() == second);
}

TEST_CASE("a stop sent before the worker starts the search still ends it / with a legal move") {
    Engine engine;
    engine.set_hash_mb(2);
    Position start;
    MoveList legal;
    generate_legal(start, legal);
    std::vector<Move> best;
    engine.on_bestmove([&](const BestMoveInfo& b) { best.push_back(b.best); });
    SearchLimits infinite;
    infinite.infinite = true;
    const auto t0 = std::chrono::steady_clock::now();
    engine.go(infinite);
    engine.go(infinite);  // the first is stopped by the second
    engine.stop();        // and the second before it may even have started
    engine.wait();
    CHECK(seconds_since(t0) < 5);
    REQUIRE(best.size() == 2);
    CHECK(legal.contains(best[0]));
    CHECK(legal.contains(best[1]));
}

TEST_CASE("a perft job runs on the worker and stop ends it") {
    Engine engine;
    std::atomic<bool> stopped_early{false};
    std::atomic<uint64_t> counted{0};
    engine.run_job([&](const std::atomic<bool>& stop) {
        Position pos;
        uint64_t n = 0;
        for (auto& [m, c] : perft_divide(pos, 8, &stop)) n += c;  // minutes if not stopped
        counted = n;
        stopped_early = stop.load();
    });
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    CHECK(engine.searching());
    const auto t0 = std::chrono::steady_clock::now();
    engine.stop();
    engine.wait();
    CHECK(seconds_since(t0) < 0.5);
    CHECK(stopped_early.load());
    CHECK(!engine.searching());
}

TEST_CASE("protocol: quit ends a long perft at once") {
    Transcript t;
    t.send("uci");
    t.take();
    const auto t0 = std::chrono::steady_clock::now();
    t.send("perft 8");
    std::this_thread::sleep_for(std::chrono::milliseconds(30));
    CHECK(!t.send("quit"));
    CHECK(seconds_since(t0) < 1.0);
    auto lines = t.take();
    CHECK(has_line(lines, "perft stopped"));
}

TEST_CASE("protocol: stop ends a long perft / and commands after it are answered") {
    Transcript t;
    t.send("ucci");
    t.take();
    t.send("perft 8");
    t.send("isready");  // answered while the count goes on
    auto lines = t.wait_for([](const std::string& l) { return l == "readyok"; }, 2);
    CHECK(has_line(lines, "readyok"));
    CHECK(!has_line(lines, "nodes "));
    t.send("stop");
    lines = t.wait_for([](const std::string& l) { return starts_with(l, "nodes "); }, 2);
    CHECK(has_line(lines, "perft stopped"));
    CHECK(has_line(lines, "nodes "));
    lines = t.exchange("perft 2");
    CHECK(has_line(lines, "nodes 1920 "));
}

TEST_CASE("protocol: the end of the input stops an infinite search and prints its bestmove") {
    for (const char* dialect : {"uci", "ucci"}) {
        CAPTURE(dialect);
        std::istringstream in(std::string(dialect) +
                              "\nposition startpos\ngo infinite\n");  // and then nothing more
        SharedBuffer buffer;
        std::ostream out(&buffer);
        Engine engine;
        engine.set_hash_mb(2);
        ProtocolLoop loop(engine, in, out);
        const auto t0 = std::chrono::steady_clock::now();
        loop.run();
        CHECK(seconds_since(t0) < 5);
        auto lines = split_lines(buffer.str());
        REQUIRE(!lines.empty());
        CHECK(is_legal_in(bestmove_of(lines.back()), Position{}));
    }
}

TEST_CASE("protocol: a new hash size is in force when readyok comes / never inside go") {
    Transcript t;
    t.send("uci");
    t.send("setoption name Hash value 96");
    auto lines = t.exchange("isready");
    CHECK(has_line(lines, "readyok"));
    CHECK(t.engine.hash_mb_in_force() == 96);
    t.send("setoption name Threads value 2");
    t.exchange("isready");
    CHECK(t.engine.threads_in_force() == 2);
}

TEST_CASE("protocol: isready is answered at once during an infinite search") {
    Transcript t;
    t.send("uci");
    t.send("position startpos");
    t.send("go infinite");
    const auto t0 = std::chrono::steady_clock::now();
    t.send("isready");
    CHECK(seconds_since(t0) < 0.5);
    CHECK(has_line(t.take(), "readyok"));
    t.send("stop");
    t.loop.wait_for_search();
    CHECK(!bestmove_of(find_line(t.take(), "bestmove")).empty());
}

#if defined(__linux__) && !defined(XQ_ADDRESS_SANITIZED_BUILD) && \
    !defined(XQ_THREAD_SANITIZED_BUILD)
TEST_CASE("a hash the memory cannot hold keeps the old table and says so") {
    // In a child process whose address space is capped at 1.5 GB, ask for 4096 MB.
    const pid_t child = fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        rlimit limit{size_t(1536) << 20, size_t(1536) << 20};
        setrlimit(RLIMIT_AS, &limit);
        int code = 0;
        {
            Engine engine;
            engine.set_hash_mb(16);
            engine.sync();
            std::atomic<int> messages{0};
            engine.on_message([&](const std::string& text) {
                if (text.find("not enough memory") != std::string::npos) ++messages;
            });
            engine.set_hash_mb(4096);
            engine.sync();
            if (engine.hash_mb_in_force() != 16) code |= 1;
            if (messages.load() != 1) code |= 2;
            // ... and the engine still searches.
            std::atomic<bool> moved{false};
            engine.on_bestmove([&](const BestMoveInfo& b) { moved = b.best != MOVE_NONE; });
            SearchLimits limits;
            limits.depth = 4;
            engine.go(limits);
            engine.wait();
            if (!moved.load()) code |= 4;
        }
        _exit(code);
    }
    int status = 0;
    REQUIRE(waitpid(child, &status, 0) == child);
    REQUIRE(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 0);
}
#endif

TEST_CASE("the draw rule: accept when clearly worse or level after a long game") {
    CHECK(engine_accepts_draw(Score{Score::CENTIPAWNS, -200}, 10));
    CHECK(engine_accepts_draw(Score{Score::CENTIPAWNS, -150}, 10));
    CHECK(!engine_accepts_draw(Score{Score::CENTIPAWNS, -149}, 10));
    CHECK(!engine_accepts_draw(Score{Score::CENTIPAWNS, 0}, 79));
    CHECK(engine_accepts_draw(Score{Score::CENTIPAWNS, 0}, 80));
    CHECK(engine_accepts_draw(Score{Score::CENTIPAWNS, 20}, 80));
    CHECK(!engine_accepts_draw(Score{Score::CENTIPAWNS, 21}, 200));
    CHECK(engine_accepts_draw(Score{Score::MATE, -3}, 0));
    CHECK(!engine_accepts_draw(Score{Score::MATE, 3}, 200));
    Position p;
    CHECK(game_ply(p) == 0);
    REQUIRE(p.set_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 41"));
    CHECK(game_ply(p) == 81);
}

TEST_CASE(
    "signals: a movetime lowered below the time already spent ends the search in the iteration") {
    // Mutant movetime-ignored-hard: the hard limit was checked ten times too late, so the search
    // only stopped at the end of the iteration (the soft limit). The new deadline is set just
    // after an iteration ends, so the next one has barely begun: the search must stop within it,
    // long before that iteration (about as long as all before it) could end.
    Engine engine;
    engine.set_hash_mb(16);
    REQUIRE(engine.set_position(START_FEN, {"h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7"}));
    std::atomic<int64_t> completed_ms{-1};
    std::atomic<bool> done{false};
    engine.on_info([&](const SearchInfo& info) {
        if (info.bound == Bound::EXACT && info.multipv == 1) completed_ms = info.time_ms;
    });
    engine.on_bestmove([&](const BestMoveInfo&) { done = true; });
    SearchLimits limits;
    limits.movetime_ms = 60000;
    const auto start = std::chrono::steady_clock::now();
    engine.go(limits);
    while (completed_ms.load() < 1500 && !done.load())
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    REQUIRE(!done.load());
    const int64_t spent = completed_ms.load();
    engine.set_movetime(spent);
    const auto lowered = std::chrono::steady_clock::now();
    engine.wait();
    const auto ms = [](auto a, auto b) {
        return std::chrono::duration_cast<std::chrono::milliseconds>(b - a).count();
    };
    const auto after = ms(lowered, std::chrono::steady_clock::now());
    MESSAGE("iteration done at " << spent << " ms; stopped " << after << " ms after the new "
                                 << "deadline; total " << ms(start, lowered) + after << " ms");
    CHECK(done.load());
    CHECK(after < 400);
}
