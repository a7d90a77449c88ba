// Tests written for the survivors of scripts/mutation_bench.py (docs/testing.md): each pins a
// fact that no other test checked, named after the mutant it kills.
#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <thread>

#include "formats/iccs.h"
#include "protocol_transcript.h"
#include "rules/movegen.h"
#include "search/timeman.h"

using namespace xq;
using namespace xq::testing;

TEST_CASE("ICCS: a move from a square to itself is no move / the protocol calls it garbled") {
    // Mutant iccs-same-square: iccs_to_move("e6e6") returned a move, which the callers then
    // called illegal instead of not a move.
    for (const char* text : {"e6e6", "a9a9", "i0i0", "E3-E3"}) {
        CAPTURE(text);
        CHECK(iccs_to_move(text) == MOVE_NONE);
    }
    Transcript t;
    t.send("uci");
    t.take();
    auto lines = t.exchange("position startpos moves h2e2 e6e6");
    REQUIRE(lines.size() == 1);
    CHECK(lines[0].find("garbled move 'e6e6' (move 2 of the list)") != std::string::npos);
}

TEST_CASE("time manager: an increment lengthens the planned time / never past the clock") {
    // Mutant time-target-no-increment: the plan for a move ignored the increment.
    auto limits_for = [](int64_t left, int64_t inc) {
        SearchLimits l;
        l.time_left_ms[RED] = left;
        l.increment_ms[RED] = inc;
        TimeManager tm;
        tm.start(l, RED);
        return std::pair{tm.soft_limit(), tm.hard_limit()};
    };
    const auto [soft0, hard0] = limits_for(60000, 0);
    const auto [soft5, hard5] = limits_for(60000, 5000);
    CHECK(soft5 > soft0);
    CHECK(hard5 > hard0);
    // 60 s over 30 moves plus three quarters of a 5 s increment, half of it as the soft limit.
    CHECK(soft5 == ((60000 - TimeManager::MOVE_OVERHEAD_MS) / 30 + 5000 * 3 / 4) / 2);
    // With little time left an increment cannot plan past the clock.
    const auto [soft_low, hard_low] = limits_for(300, 60000);
    CHECK(hard_low <= 300);
    CHECK(soft_low <= hard_low);
}

TEST_CASE("uci: a bare go on a mate in one still waits for stop") {
    // Mutant uci-bare-go-bounded: a bare "go" was a bounded search, which ends by itself once
    // it proves a mate and sends bestmove before the GUI said stop.
    Transcript t;
    t.send("uci");
    t.take();
    t.exchange("position fen 3aka3/R8/9/7N1/9/9/9/9/9/3K5 w - - 0 1");
    t.send("go");
    auto early = t.wait_for([](const std::string& l) { return starts_with(l, "bestmove"); }, 1.0);
    CHECK(!has_line(early, "bestmove"));
    CHECK(has_line(early, "info depth"));  // it did search (and found the mate) meanwhile
    t.send("stop");
    auto rest = has_line(early, "bestmove")
                    ? early
                    : t.wait_for([](const std::string& l) { return starts_with(l, "bestmove"); });
    Position pos;
    REQUIRE(pos.set_fen("3aka3/R8/9/7N1/9/9/9/9/9/3K5 w - - 0 1"));
    const Move best = iccs_to_move(bestmove_of(find_line(rest, "bestmove")));
    REQUIRE(pos.is_legal(best));
    pos.do_move(best);
    CHECK(pos.in_check());
    CHECK(count_legal_moves(pos) == 0);  // the move it waited with is the mate
}

TEST_CASE("a movetime lowered below the time already spent ends the search in the iteration") {
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

TEST_CASE(
    "an aspiration fail-high prints lowerbound in UCI / a fail-low upperbound / UCCI neither") {
    // Mutant uci-lowerbound-word: a fail-high was printed as "upperbound". Searches print these
    // only after a second of thinking, so the reports are made up here.
    SearchInfo info;
    info.depth = 9;
    info.seldepth = 12;
    info.score = {Score::CENTIPAWNS, 57};
    info.pv = {iccs_to_move("h2e2")};
    Transcript uci;
    uci.send("uci");
    info.bound = Bound::LOWER;
    std::string text = uci.loop.info_text(info);
    CHECK(text.find(" score cp 57 lowerbound ") != std::string::npos);
    CHECK(text.find("upperbound") == std::string::npos);
    info.bound = Bound::UPPER;
    text = uci.loop.info_text(info);
    CHECK(text.find(" score cp 57 upperbound ") != std::string::npos);
    CHECK(text.find("lowerbound") == std::string::npos);
    info.bound = Bound::EXACT;
    text = uci.loop.info_text(info);
    CHECK(text.find("bound") == std::string::npos);
    CHECK(text.find(" pv h2e2") != std::string::npos);

    Transcript ucci;
    ucci.send("ucci");
    info.bound = Bound::LOWER;  // UCCI has no bound words: only time and nodes are said
    CHECK(ucci.loop.info_text(info).rfind("info time ", 0) == 0);
    info.bound = Bound::EXACT;
    CHECK(ucci.loop.info_text(info).rfind("info depth 9 score ", 0) == 0);
}

TEST_CASE("ucci: a mate is scored as 30000 minus its distance in plies for either side") {
    // Mutant ucci-mate-plies: a mate for the side to move was one ply too far. UCCI (after
    // ElephantEye) sends VALUE_MATE minus the plies to the mate: mate in 1 is 29999 for the
    // mating side, and being mated in two moves (four plies) is -29996.
    SearchInfo info;
    info.depth = 5;
    Transcript t;
    t.send("ucci");
    info.score = {Score::MATE, 1};
    CHECK(t.loop.info_text(info).rfind("info depth 5 score 29999\n", 0) == 0);
    info.score = {Score::MATE, 3};
    CHECK(t.loop.info_text(info).rfind("info depth 5 score 29995\n", 0) == 0);
    info.score = {Score::MATE, -2};
    CHECK(t.loop.info_text(info).rfind("info depth 5 score -29996\n", 0) == 0);
    // And from a real search: the mate in one is announced as 29999.
    t.exchange("position fen 3aka3/R8/9/7N1/9/9/9/9/9/3K5 w - - 0 1");
    auto lines = t.exchange("go depth 4");
    CHECK(has_line(lines, "info depth 4 score 29999 pv "));
}

TEST_CASE("ucci: probe of an exact hash entry gives both bounds with the same value") {
    // Mutant ucci-probe-bound: an exact entry was printed as an upper bound only. The position
    // after the best move is the PV's first node: a one-thread search stores it exact.
    Transcript t;
    t.send("ucci");
    t.take();
    t.exchange("position startpos");
    const std::string best = bestmove_of(t.exchange("go depth 4").back());
    REQUIRE(!best.empty());
    Position after;
    after.do_move(iccs_to_move(best));
    const std::optional<HashProbe> entry = t.engine.probe_hash(after);
    REQUIRE(entry);
    REQUIRE(entry->value);
    CHECK(entry->bound == Bound::EXACT);
    auto lines = t.exchange("probe startpos moves " + best);
    REQUIRE(lines.size() == 1);
    const std::string& line = lines[0];
    const std::string lower = line.substr(std::min(line.size(), line.find(" lowerbound ") + 12));
    const std::string upper = line.substr(std::min(line.size(), line.find(" upperbound ") + 12));
    CAPTURE(line);
    CHECK(line.find(" lowerbound ") != std::string::npos);
    CHECK(line.find(" upperbound ") != std::string::npos);
    // "lowerbound V depth D upperbound V depth D": the same V and D after each word.
    CHECK(lower.substr(0, lower.find(" upperbound")) == upper);
}
