// The opening book: its file format (round trip, and every kind of damage refused with a
// message), weighted choice, the shipped book's integrity, and the engine's use of it: games
// vary with OwnBook on and no book move is played with it off.
#include <doctest/doctest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <string>

#include "book/book.h"
#include "engine.h"
#include "formats/iccs.h"
#include "rules/movegen.h"
#include "temp_dir.h"

using namespace xq;

namespace {

using xq::test::temp_file;

std::string read_all(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void write_all(const std::string& path, const std::string& data) {
    std::ofstream(path, std::ios::binary | std::ios::trunc) << data;
}

Book small_book() {
    Position start;
    Book b;
    b.add(start.key(), iccs_to_move("h2e2"), 300);
    b.add(start.key(), iccs_to_move("b0c2"), 100);
    Position after = start;
    after.do_move(iccs_to_move("h2e2"));
    b.add(after.key(), iccs_to_move("h9g7"), 50);
    b.finish();
    return b;
}

// Walks the book from the start position through its own moves; returns the entries reached.
size_t reachable_entries(const Book& book, Position& pos, std::set<uint64_t>& seen) {
    if (!seen.insert(pos.key()).second) return 0;
    size_t n = 0;
    for (const BookEntry& e : book.moves(pos)) {
        ++n;
        pos.do_move(e.move);
        n += reachable_entries(book, pos, seen);
        pos.undo_move();
    }
    return n;
}

}  // namespace

TEST_CASE("book file: round trip / and damaged files are refused with a message") {
    const std::string path = temp_file("xq_test_book.bin");
    Book b = small_book();
    REQUIRE(b.save(path));
    Book loaded;
    std::string error;
    REQUIRE(loaded.load(path, &error));
    CHECK(loaded.size() == 3);
    CHECK(loaded.entries().front().weight >= loaded.entries().back().weight - 1000);
    const std::string good = read_all(path);

    auto refused = [&](const std::string& data, const std::string& expect) {
        write_all(path, data);
        Book keep = small_book();
        std::string why;
        CHECK(!keep.load(path, &why));
        CHECK(why.find(expect) != std::string::npos);
        CHECK(keep.size() == 3);  // unchanged
    };
    refused(good.substr(0, good.size() - 5), "truncated");
    refused(good.substr(0, 10), "not an opening book");
    refused("garbage that is not a book at all", "not an opening book");
    std::string other_keys = good;
    other_keys[8] ^= 1;
    refused(other_keys, "other position keys");
    std::string shuffled = good;  // swap the first two entries' keys: out of order
    std::swap_ranges(shuffled.begin() + 20, shuffled.begin() + 28, shuffled.begin() + 32);
    refused(shuffled, "");
    std::string huge = good;
    huge[16] = huge[17] = huge[18] = char(0xff);
    refused(huge, "truncated");
    CHECK(!loaded.load(temp_file("xq_no_such_book.bin"), &error));
    CHECK(error.find("cannot open") != std::string::npos);
    std::remove(path.c_str());
}

TEST_CASE("book: moves are chosen by weight / and a move illegal here is never chosen") {
    Book b = small_book();
    Position start;
    std::mt19937_64 rng(7);
    std::map<std::string, int> count;
    for (int i = 0; i < 4000; ++i) ++count[move_to_iccs(b.pick(start, rng))];
    CHECK(count.size() == 2);
    CHECK(count["h2e2"] > 2800);  // 3/4 of 4000 is 3000
    CHECK(count["h2e2"] < 3200);
    // The same key with a move that is not legal (a hash collision) must not be played.
    Book bad;
    bad.add(start.key(), iccs_to_move("a0a9"), 100);
    bad.finish();
    CHECK(bad.pick(start, rng) == MOVE_NONE);
    CHECK(bad.moves(start).empty());
}

TEST_CASE("the shipped book loads / is sound and covers the common first moves") {
    const std::string path = default_book_path();
    REQUIRE_MESSAGE(!path.empty(), "assets/book.bin not found");
    Book book;
    std::string error;
    REQUIRE_MESSAGE(book.load(path, &error), error);
    CHECK(book.size() >= 1000);
    Position start;
    std::set<uint64_t> seen;
    // Every entry is a legal move reachable from the start through the book itself.
    CHECK(reachable_entries(book, start, seen) == book.size());
    std::set<std::string> first;
    for (const BookEntry& e : book.moves(start)) first.insert(move_to_iccs(e.move));
    CHECK(first.size() >= 2);
    CHECK(first.count("h2e2") + first.count("b2e2") >= 1);  // a central cannon
}

TEST_CASE("OwnBook: games vary over 20 starts with the book on / none is a book move off") {
    for (bool own_book : {true, false}) {
        CAPTURE(own_book);
        Engine engine;
        engine.set_hash_mb(4);
        std::string error;
        REQUIRE_MESSAGE(engine.set_own_book(own_book, &error), error);
        int book_moves = 0;
        engine.on_message([&](const std::string& text) {
            if (text.rfind("book move", 0) == 0) ++book_moves;
        });
        BestMoveInfo last;
        engine.on_bestmove([&](const BestMoveInfo& b) { last = b; });
        std::set<std::string> openings;
        for (int game = 0; game < 20; ++game) {
            engine.new_game();  // the same search from the same state: the same game
            std::vector<Move> moves;
            for (int ply = 0; ply < 4; ++ply) {
                REQUIRE(engine.set_position(START_FEN, moves));
                SearchLimits limits;
                limits.depth = 3;
                engine.go(limits);
                engine.wait();
                REQUIRE(last.best != MOVE_NONE);
                moves.push_back(last.best);
            }
            std::string line;
            for (Move m : moves) line += move_to_iccs(m) + " ";
            openings.insert(line);
        }
        if (own_book) {
            CHECK(book_moves >= 60);  // most of the 80 moves come from the book
            CHECK(openings.size() >= 5);
        } else {
            CHECK(book_moves == 0);
            CHECK(openings.size() == 1);  // a fixed-depth search plays the same game
        }
    }
}
