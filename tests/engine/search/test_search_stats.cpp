// The search statistics each iteration reports (SearchInfo::stats): counts of that iteration
// alone, consistent with each other and with the node count, and the UCI option SearchStats
// that prints them as one "info string stats" line per iteration.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "protocol_transcript.h"
#include "search_fen.h"
#include "util/text.h"

using namespace xq;

namespace {

constexpr const char* START =
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

// The exact report of the first line of each iteration of a depth-limited search.
std::vector<SearchInfo> iterations_to_depth(const char* fen, int depth) {
    std::vector<SearchInfo> rows;
    SearchLimits limits;
    limits.depth = depth;
    test::search_fen(fen, limits, [&](const SearchInfo& i) {
        if (i.multipv == 1 && i.bound == Bound::EXACT) rows.push_back(i);
    });
    return rows;
}

}  // namespace

TEST_CASE("search stats / a depth-8 search of the start position reports consistent counts") {
    const std::vector<SearchInfo> rows = iterations_to_depth(START, 8);
    REQUIRE(rows.size() == 8);
    uint64_t iteration_nodes = 0;
    for (size_t k = 0; k < rows.size(); ++k) {
        const SearchInfo& r = rows[k];
        CAPTURE(r.depth);
        CHECK(r.depth == int(k) + 1);  // one row per iteration, deeper each time
        REQUIRE(r.stats.has_value());
        const SearchStats& s = *r.stats;
        CHECK(s.first_move_cutoffs <= s.beta_cutoffs);
        CHECK(s.qnodes <= s.nodes);
        CHECK(s.null_cutoffs <= s.null_tries);
        CHECK(s.lmr_researches <= s.lmr_reductions);
        CHECK(s.nodes > 0);
        iteration_nodes += s.nodes;
        // The counts are the iteration's own: later iterations' are not running totals.
        if (k > 0) CHECK(s.nodes < r.nodes);
    }
    // The iterations' nodes add up to the search's (one thread: nothing runs between them).
    CHECK(iteration_nodes == rows.back().nodes);
    const SearchStats& deepest = *rows.back().stats;
    CHECK(deepest.beta_cutoffs > 0);
    CHECK(deepest.first_move_cutoffs > 0);
    CHECK(deepest.tt_hits > 0);
    CHECK(deepest.qnodes > 0);
    CHECK(deepest.null_tries > 0);
    CHECK(deepest.null_cutoffs > 0);
    CHECK(deepest.lmr_reductions > 0);
    CHECK(deepest.lmr_researches > 0);
    // Good move ordering: most cut-offs come from the first move searched.
    CHECK(deepest.first_move_cutoffs * 2 > deepest.beta_cutoffs);
}

TEST_CASE("search stats / with two threads the counts of every thread are summed") {
    Engine engine;
    engine.set_hash_mb(16);
    engine.set_threads(2);
    std::vector<SearchInfo> rows;
    engine.on_info([&](const SearchInfo& i) {
        if (i.multipv == 1 && i.bound == Bound::EXACT) rows.push_back(i);
    });
    SearchLimits limits;
    limits.depth = 9;
    // The second search starts with the helper's counts of the first still standing: they
    // must not leak into its figures (nor make an iteration's counts negative).
    for (const std::vector<std::string>& moves :
         {std::vector<std::string>{}, std::vector<std::string>{"h2e2"}}) {
        CAPTURE(moves.size());
        rows.clear();
        std::string error;
        REQUIRE_MESSAGE(engine.set_position(START, moves, &error), error);
        engine.go(limits);
        engine.wait();
        REQUIRE(!rows.empty());
        uint64_t iteration_nodes = 0, last_nodes = 0;
        int last_depth = 0;
        for (const SearchInfo& r : rows) {
            CAPTURE(r.depth);
            // One exact line per iteration: a failed aspiration window, shown in a search
            // longer than a second, is a bound.
            CHECK(r.depth > last_depth);
            last_depth = r.depth;
            REQUIRE(r.stats.has_value());
            CHECK(r.nodes >= last_nodes);  // the search's nodes only grow
            last_nodes = r.nodes;
            CHECK(r.stats->nodes <= r.nodes);
            CHECK(r.stats->qnodes <= r.stats->nodes);
            CHECK(r.stats->first_move_cutoffs <= r.stats->beta_cutoffs);
            iteration_nodes += r.stats->nodes;
        }
        // The helper searches before the main thread's first iteration starts and after its
        // last one ends: the iterations hold most, not all, of the nodes.
        CHECK(iteration_nodes <= rows.back().nodes);
        CHECK(rows.back().stats->nodes > 0);
    }
}

TEST_CASE("uci: SearchStats prints one info string stats line per iteration, off by default") {
    using namespace xq::testing;
    Transcript t;
    const std::vector<std::string> handshake = t.exchange("uci");
    CHECK(has_line(handshake, "option name SearchStats type check default false"));
    CHECK(has_line(handshake, "option name TimeByPosition type check default true"));
    t.exchange("position startpos");
    const auto stats_lines = [](const std::vector<std::string>& lines) {
        std::vector<std::string> out;
        for (const std::string& l : lines)
            if (starts_with(l, "info string stats ")) out.push_back(l);
        return out;
    };
    CHECK(stats_lines(t.exchange("go depth 5")).empty());
    CHECK(t.exchange("setoption name SearchStats value true").empty());
    const std::vector<std::string> on = stats_lines(t.exchange("go depth 5"));
    REQUIRE(on.size() == 5);
    for (int d = 1; d <= 5; ++d) {
        CAPTURE(on[d - 1]);
        CHECK(starts_with(on[d - 1], "info string stats depth " + std::to_string(d) + " nodes "));
        for (const char* field : {" cutoffs ", " firstmove ", "%) tthits ", " qnodes ", " null ",
                                  " nullcuts ", " lmr ", " lmrresearch "})
            CHECK(on[d - 1].find(field) != std::string::npos);
    }
    CHECK(t.exchange("setoption name SearchStats value false").empty());
    CHECK(t.exchange("setoption name TimeByPosition value false").empty());
    CHECK(!t.engine.settings().time_by_position);
    CHECK(t.exchange("setoption name timebyposition value true").empty());
    CHECK(t.engine.settings().time_by_position);
    CHECK(stats_lines(t.exchange("go depth 3")).empty());
    const std::vector<std::string> bad = t.exchange("setoption name SearchStats value maybe");
    REQUIRE(bad.size() == 1);
    CHECK(starts_with(bad[0], "info string error: "));
}
