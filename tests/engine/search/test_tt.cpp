// The transposition table (search/tt.h): every field comes back as stored, negative values
// included; a full bucket gives up its shallowest entry of an old
// search; a resize keeps no stale entry.
#include <doctest/doctest.h>

#include "search/tt.h"

using namespace xq;

namespace {

// Keys that fall in bucket 0 of a table of any size: only the high bits differ.
uint64_t bucket0_key(uint64_t n) {
    return (n + 1) << 40;
}

}  // namespace

TEST_CASE("tt / a stored entry reads back field by field") {
    TranspositionTable tt;
    const uint64_t key = 0x123456789abcdef0ull;
    TTData d;
    CHECK_FALSE(tt.probe(key, d));
    tt.store(key, Move(0x1234), mated_in(1), -250, 17, BOUND_UPPER);
    REQUIRE(tt.probe(key, d));
    CHECK(d.move == Move(0x1234));
    CHECK(d.value == mated_in(1));
    CHECK(d.eval == -250);
    CHECK(d.depth == 17);
    CHECK(d.bound == BOUND_UPPER);
    // The quiescence depth (negative), an entry without an evaluation.
    tt.store(key, Move(0x0042), 12, VALUE_NONE, -1, BOUND_EXACT);
    REQUIRE(tt.probe(key, d));
    CHECK(d.move == Move(0x0042));
    CHECK(d.value == 12);
    CHECK(d.eval == VALUE_NONE);
    CHECK(d.depth == -1);
    CHECK(d.bound == BOUND_EXACT);
    CHECK_FALSE(tt.probe(key ^ 1, d));
}

TEST_CASE("tt / a store without a move keeps the entry's move") {
    TranspositionTable tt;
    const uint64_t key = 77;
    tt.store(key, Move(0x0321), 5, 5, 3, BOUND_LOWER);
    tt.store(key, MOVE_NONE, 9, 5, 4, BOUND_LOWER);
    TTData d;
    REQUIRE(tt.probe(key, d));
    CHECK(d.move == Move(0x0321));
    CHECK(d.value == 9);
}

TEST_CASE("tt / a full bucket replaces the shallowest entry of an older search") {
    TranspositionTable tt;
    for (int i = 0; i < 4; ++i)
        tt.store(bucket0_key(i), Move(1), 0, 0, i == 2 ? 3 : 20, BOUND_LOWER);
    tt.new_search();
    tt.store(bucket0_key(9), Move(1), 0, 0, 1, BOUND_LOWER);
    TTData d;
    CHECK(tt.probe(bucket0_key(9), d));
    CHECK_FALSE(tt.probe(bucket0_key(2), d));
    for (int i : {0, 1, 3}) CHECK(tt.probe(bucket0_key(i), d));
    // Many searches later (the generation counter wraps) the old deep entries go before a fresh
    // shallow one.
    for (int i = 0; i < 40; ++i) tt.new_search();
    tt.store(bucket0_key(10), Move(1), 0, 0, 2, BOUND_LOWER);
    tt.store(bucket0_key(11), Move(1), 0, 0, 2, BOUND_LOWER);
    CHECK(tt.probe(bucket0_key(10), d));
    CHECK(tt.probe(bucket0_key(11), d));
    int old_left = 0;
    for (int i : {0, 1, 3, 9}) old_left += tt.probe(bucket0_key(i), d);
    CHECK(old_left == 2);
}

TEST_CASE("tt / resize and clear leave no entry behind") {
    TranspositionTable tt;
    tt.store(5, Move(7), 1, 1, 1, BOUND_LOWER);
    REQUIRE(tt.resize(2));
    TTData d;
    CHECK_FALSE(tt.probe(5, d));
    tt.store(5, Move(7), 1, 1, 1, BOUND_LOWER);
    tt.clear();
    CHECK_FALSE(tt.probe(5, d));
    CHECK(tt.hashfull() == 0);
}

TEST_CASE("tt / a warmed table is still empty and stores as before") {
    TranspositionTable tt;
    REQUIRE(tt.resize(4));
    tt.warm();
    tt.warm();  // once per resize or clear: the second does nothing
    TTData d;
    CHECK(tt.hashfull() == 0);
    CHECK_FALSE(tt.probe(bucket0_key(1), d));
    tt.store(bucket0_key(1), Move(0x0101), 40, 30, 6, BOUND_LOWER);
    REQUIRE(tt.probe(bucket0_key(1), d));
    CHECK(d.value == 40);
    tt.clear();
    tt.warm();
    CHECK_FALSE(tt.probe(bucket0_key(1), d));
}
