// Every shipped endgame's listed result, confirmed cheaply: the engine plays the position out
// against itself at ENDGAME_TEST_LIMITS (a fixed node budget per move, one thread, a fresh hash:
// deterministic). A listed win must end in Red's mate (played, or found by Red's search) within
// the ply limit; a listed draw must end with neither side winning. The collection is split into
// shards so that each ctest entry stays short; a sanitizer build checks a quarter of each shard
// (tests/sweep.h). tools/check_endgames.cpp runs the full check.
#include <doctest/doctest.h>

#include "engine.h"
#include "game/endgames/endgame_check.h"
#include "game/endgames/endgame_set.h"
#include "sweep.h"

using namespace xq;

namespace {

constexpr int SHARDS = 8;

void check_shard(int shard) {
    std::vector<Endgame> set;
    std::string error;
    const bool ok =
        load_endgame_file(std::string(XQ_SOURCE_DIR) + "/assets/endgames.txt", set, &error);
    INFO(error);
    REQUIRE(ok);
    Engine engine;
    engine.set_threads(1);
    engine.set_hash_mb(16);
    engine.set_own_book(false);
    for (size_t i = size_t(shard); i < set.size(); i += size_t(SHARDS) * test::SWEEP_STRIDE) {
        const Endgame& e = set[i];
        if (e.composition) continue;  // checked by their own test (test_compositions.cpp)
        const EndgameCheck c = play_out_endgame(engine, e, ENDGAME_TEST_LIMITS);
        INFO(e.id << " " << e.name_en << " (" << e.fen << "): " << c.how);
        CHECK(endgame_confirmed(e, c));
    }
}

}  // namespace

// Not under TSan: play-outs on the engine's worker, whose hand-offs the engine facade's tests take.
TEST_CASE("endgames verified / shard 1 of 8" * test::not_under_tsan()) {
    check_shard(0);
}
TEST_CASE("endgames verified / shard 2 of 8" * test::not_under_tsan()) {
    check_shard(1);
}
TEST_CASE("endgames verified / shard 3 of 8" * test::not_under_tsan()) {
    check_shard(2);
}
TEST_CASE("endgames verified / shard 4 of 8" * test::not_under_tsan()) {
    check_shard(3);
}
TEST_CASE("endgames verified / shard 5 of 8" * test::not_under_tsan()) {
    check_shard(4);
}
TEST_CASE("endgames verified / shard 6 of 8" * test::not_under_tsan()) {
    check_shard(5);
}
TEST_CASE("endgames verified / shard 7 of 8" * test::not_under_tsan()) {
    check_shard(6);
}
TEST_CASE("endgames verified / shard 8 of 8" * test::not_under_tsan()) {
    check_shard(7);
}

TEST_CASE("endgames verified / a wrong listed result fails the check") {
    // A lone cannon cannot mate a bare king: listed as a win, the check must refuse it; two
    // rooks that mate in one, Red's or Black's, listed as a draw, must be refused as well.
    std::vector<Endgame> set;
    REQUIRE(
        parse_endgames("1;4k4/9/9/9/9/9/9/9/4C4/3K5 w - - 0 1;win;a;b;c;d;\n"
                       "2;4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1;draw;a;b;c;d;\n"
                       "3;1r1k5/9/9/9/9/9/9/9/r8/4K4 b - - 0 1;draw;a;b;c;d;\n",
                       set, nullptr));
    Engine engine;
    engine.set_threads(1);
    engine.set_own_book(false);
    const EndgameCheck cannon = play_out_endgame(engine, set[0], ENDGAME_TEST_LIMITS);
    INFO(cannon.how);
    CHECK_FALSE(endgame_confirmed(set[0], cannon));
    const EndgameCheck rooks = play_out_endgame(engine, set[1], ENDGAME_TEST_LIMITS);
    INFO(rooks.how);
    CHECK(rooks.red_won);
    CHECK_FALSE(endgame_confirmed(set[1], rooks));
    const EndgameCheck black_rooks = play_out_endgame(engine, set[2], ENDGAME_TEST_LIMITS);
    INFO(black_rooks.how);
    CHECK(black_rooks.black_won);
    CHECK_FALSE(endgame_confirmed(set[2], black_rooks));
}
