// XQF files: the format notes' own example file, scrambled versions made by a test writer that
// applies the format's keys forwards, variations, and damaged files.
#include <doctest/doctest.h>

#include <array>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "formats/iccs.h"
#include "formats/pgn.h"
#include "formats/read_game_file.h"
#include "formats/xqf.h"
#include "rules/movegen.h"
#include "rules/position.h"
#include "xqf_example.h"

using namespace xq;

namespace {

using xq::test::as_text;
using xq::test::Bytes;
using xq::test::format_notes_example;
using xq::test::put;

// A move tree for the test writer: node 0 is the root (its comment comes before the moves).
struct TestNode {
    Square from = 0, to = 0;
    std::string comment;  // written as is (the reader takes GBK; ASCII is the same)
    std::vector<int> children;
};

// Writes an XQF file of `version` with the header key bytes `key` (bytes 3 and 8..15), applying
// the format's keys forwards, so that the reader must undo each of them.
Bytes write_test_xqf(int version, const std::array<uint8_t, 9>& key,
                     const std::array<uint8_t, 32>& squares, const std::vector<TestNode>& tree,
                     int result = 0) {
    Bytes b(0x400, 0);
    put(b, 0, {'X', 'Q', version});
    b[3] = key[0];
    for (int i = 0; i < 8; ++i) b[8 + i] = key[1 + i];
    b[0x33] = uint8_t(result);
    auto step = [](uint8_t seed, uint8_t factor) {
        return uint8_t((54u * seed * seed + 221u) * factor);
    };
    const bool scrambled = version >= 0x0B;
    const uint8_t kp = scrambled ? step(b[13], b[13]) : 0;
    const uint8_t kf = scrambled ? step(b[14], kp) : 0;
    const uint8_t kt = scrambled ? step(b[15], kf) : 0;
    const uint32_t kc = scrambled ? (b[12] * 256u + b[13]) % 32000u + 767u : 0;
    for (int j = 0; j < 32; ++j)
        b[0x10 + j] = uint8_t(squares[version >= 0x0C ? (kp + 1 + j) % 32 : j] + kp);

    Bytes area;
    auto xqf_square = [](Square s) { return uint8_t(file_of(s) * 10 + rank_of(s)); };
    auto emit = [&](const TestNode& n, bool has_child, bool has_sibling) {
        uint8_t flags;
        if (scrambled)
            flags = uint8_t((has_child ? 0x80 : 0) | (has_sibling ? 0x40 : 0) |
                            (n.comment.empty() ? 0 : 0x20));
        else
            flags = uint8_t((has_child ? 0xF0 : 0) | (has_sibling ? 0x0F : 0));
        area.push_back(uint8_t(xqf_square(n.from) + 24 + kf));
        area.push_back(uint8_t(xqf_square(n.to) + 32 + kt));
        area.push_back(flags);
        area.push_back(0);
        if (!scrambled || !n.comment.empty()) {
            const uint32_t len = uint32_t(n.comment.size()) + kc;
            for (int i = 0; i < 4; ++i) area.push_back(uint8_t(len >> (8 * i)));
        }
        area.insert(area.end(), n.comment.begin(), n.comment.end());
    };
    auto write_list = [&](auto&& self, const std::vector<int>& list) -> void {
        for (size_t i = 0; i < list.size(); ++i) {
            const TestNode& n = tree[list[i]];
            emit(n, !n.children.empty(), i + 1 < list.size());
            self(self, n.children);
        }
    };
    emit(tree[0], !tree[0].children.empty(), false);
    write_list(write_list, tree[0].children);
    if (scrambled) {
        const char* mask = "[(C) Copyright Mr. Dong Shiwei.]";
        for (size_t i = 0; i < area.size(); ++i) {
            const uint8_t k =
                uint8_t((b[8 + i % 4] | (b[12 + i % 4] & b[3])) & uint8_t(mask[i % 32]));
            area[i] = uint8_t(area[i] + k);
        }
    }
    b.insert(b.end(), area.begin(), area.end());
    return b;
}

// The start-position table of the standard position, in the file's piece order.
std::array<uint8_t, 32> standard_squares() {
    return {80, 70, 60, 50, 40, 30, 20, 10, 0,  72, 12, 83, 63, 43, 23, 3,
            9,  19, 29, 39, 49, 59, 69, 79, 89, 17, 77, 6,  26, 46, 66, 86};
}

Move m(const char* iccs) {
    return iccs_to_move(iccs);
}

// A main line of `moves` (ICCS), each with a comment "c<i>", below the root.
std::vector<TestNode> line_tree(const std::vector<const char*>& moves) {
    std::vector<TestNode> t(1);
    t[0].comment = "before";
    for (size_t i = 0; i < moves.size(); ++i) {
        TestNode n;
        n.from = from_sq(m(moves[i]));
        n.to = to_sq(m(moves[i]));
        n.comment = "c" + std::to_string(i + 1);
        t.push_back(n);
        t[i].children.push_back(int(i + 1));
    }
    return t;
}

std::vector<std::string> iccs_of(const std::vector<Move>& moves) {
    std::vector<std::string> out;
    out.reserve(moves.size());
    for (Move mv : moves) out.push_back(move_to_iccs(mv));
    return out;
}

}  // namespace

TEST_CASE("xqf: the format notes' example file reads with its tags and moves") {
    PgnReadResult r = read_xqf(as_text(format_notes_example()));
    REQUIRE_MESSAGE(r, r.error);
    CHECK(r.record.start_fen == START_FEN);
    CHECK(r.record.result == RESULT_BLACK_WINS);
    CHECK(r.record.tag("Event") == "\"中立杯\"象棋电视快棋赛");
    CHECK(r.record.tag("Title") == "仙人指路对起马局");
    CHECK(r.record.tag("Date") == "1997年11月16日");
    CHECK(r.record.tag("Site") == "北京");
    CHECK(r.record.tag("Red") == "柳大华");
    CHECK(r.record.tag("Black") == "吕  钦");
    CHECK(r.record.tag("Annotator") == "刘殿中");
    CHECK(r.record.tag("Author") == "过河象");
    // The notes give the moves in Chinese.
    CHECK(chinese_move_list(r.record) ==
          "1. 兵七进一 马８进７\n2. 兵三进一 炮２平３\n3. 相七进五 马２进１\n"
          "4. 马八进七 车１平２\n5. 车九平八 车２进４\n6. 炮八平九 车２平８\n"
          "7. 炮二进五 炮３平８\n8. 马二进三 车９平８\n");
    // read_game_file tells it from a PGN by its first bytes.
    PgnReadResult again = read_game_file(as_text(format_notes_example()));
    CHECK(again.record.moves() == r.record.moves());
    CHECK(read_game_file("1. h2e2 h9g7 *").record.moves().size() == 2);
}

TEST_CASE("xqf: every scrambled version and many keys give back the same game") {
    const std::vector<const char*> moves = {"h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7"};
    std::mt19937 rng(20261124);
    for (int version : {0x0A, 0x0B, 0x0C, 0x10, 0x12}) {
        for (int trial = 0; trial < 40; ++trial) {
            std::array<uint8_t, 9> key{};
            for (auto& k : key) k = uint8_t(rng());
            Bytes file = write_test_xqf(version, key, standard_squares(), line_tree(moves), 1);
            PgnReadResult r = read_xqf(as_text(file));
            INFO("version " << version << " trial " << trial);
            REQUIRE_MESSAGE(r, r.error);
            CHECK(r.record.start_fen == START_FEN);
            CHECK(r.record.result == RESULT_RED_WINS);
            CHECK(iccs_of(r.record.moves()) ==
                  std::vector<std::string>(moves.begin(), moves.end()));
            CHECK(r.record.comment_before_moves == "before");
            CHECK(r.record.comment_after(0) == "c1");
            CHECK(r.record.comment_after(5) == "c6");
        }
    }
}

TEST_CASE("xqf: an endgame with taken pieces and Black to move") {
    // Red: king e0, advisor e1, chariot a1; Black: king e9, pawn d3; the rest taken (0xFF).
    std::array<uint8_t, 32> sq;
    sq.fill(0xFF);
    sq[4] = 40;   // Red king e0
    sq[0] = 1;    // Red chariot a1
    sq[20] = 49;  // Black king e9
    sq[3] = 41;   // Red advisor e1
    sq[27] = 33;  // Black pawn d3
    std::vector<TestNode> tree = line_tree({"d3c3", "a1a9"});
    for (int version : {0x0A, 0x12}) {
        PgnReadResult r =
            read_xqf(as_text(write_test_xqf(version, {7, 1, 2, 3, 4, 5, 6, 7, 8}, sq, tree)));
        REQUIRE_MESSAGE(r, r.error);
        CHECK(r.record.start_fen == "4k4/9/9/9/9/9/3p5/9/R3A4/4K4 b - - 0 1");
        CHECK(iccs_of(r.record.moves()) == std::vector<std::string>{"d3c3", "a1a9"});
    }
}

TEST_CASE("xqf: the main line is the first continuation / the others are its variations") {
    // 1. h2e2 (1. b2e2 h9g7) h9g7 (1... b9c7 2. h0g2) 2. h0g2
    std::vector<TestNode> t(8);
    const char* moves[] = {"", "h2e2", "b2e2", "h9g7", "b9c7", "h0g2", "h0g2", "h9g7"};
    for (int i = 1; i < 8; ++i) {
        t[i].from = from_sq(m(moves[i]));
        t[i].to = to_sq(m(moves[i]));
    }
    t[0].children = {1, 2};
    t[1].children = {3, 4};
    t[3].children = {5};
    t[4].children = {6};
    t[2].children = {7};
    for (int version : {0x0A, 0x0C, 0x12}) {
        PgnReadResult r = read_xqf(as_text(
            write_test_xqf(version, {0xA5, 9, 8, 7, 6, 5, 4, 3, 2}, standard_squares(), t)));
        REQUIRE_MESSAGE(r, r.error);
        CHECK(iccs_of(r.record.moves()) == std::vector<std::string>{"h2e2", "h9g7", "h0g2"});
        // The alternatives are the variations of the main-line moves they replace.
        const MoveLine& main = r.record.mainline;
        REQUIRE(main.size() == 3);
        REQUIRE(main[0].variations.size() == 1);
        CHECK(main[0].variations[0].size() == 2);  // 1. b2e2 h9g7
        CHECK(main[0].variations[0][0].move == m("b2e2"));
        REQUIRE(main[1].variations.size() == 1);
        CHECK(main[1].variations[0].size() == 2);  // 1... b9c7 2. h0g2
        CHECK(main[1].variations[0][1].move == m("h0g2"));
        CHECK(variations_legal(r.record));
        // And they reach PGN: written and read back, the same tree.
        PgnReadResult back = read_pgn(write_pgn(r.record));
        REQUIRE_MESSAGE(back, back.error);
        CHECK(back.record.mainline == r.record.mainline);
    }
    // An illegal move in a variation cuts that variation only; the main line is whole.
    t[7].to = to_sq(m("h9h2"));  // 1. b2e2 h9h2?? (a horse cannot)
    PgnReadResult cut =
        read_xqf(as_text(write_test_xqf(0x12, {1, 2, 3, 4, 5, 6, 7, 8, 9}, standard_squares(), t)));
    CHECK(cut.stopped_in_moves);
    CHECK(cut.error == "move 1... (in a variation) (h9h2) is illegal in this position");
    CHECK(cut.record.moves().size() == 3);
    REQUIRE(cut.record.mainline[0].variations.size() == 1);
    CHECK(cut.record.mainline[0].variations[0].size() == 1);
}

TEST_CASE("xqf: a record that repeats the move just made is stepped over") {
    // The main line of a book file (《布局定式与战理》 第79局 黑右正马式, XQMagic's collection):
    // after "11... 马３退２" (c7b9) the file has c7b9 once more, which XQStudio, not checking
    // moves, shows as nothing happening; the game goes on with Red's 12. 炮七平三 (c6g6).
    const std::vector<const char*> moves = {"h2e2", "h9g7", "h0g2", "i9h9", "g3g4", "h7i7", "b0c2",
                                            "c6c5", "b2b6", "b9c7", "b6c6", "a9b9", "a0b0", "c9e7",
                                            "b0b4", "h9h5", "i0h0", "h5h0", "g2h0", "b7a7", "b4b9",
                                            "c7b9", "c7b9", "c6g6", "b9c7", "h0g2"};
    for (int version : {0x0A, 0x12}) {
        PgnReadResult r = read_xqf(as_text(write_test_xqf(version, {7, 1, 2, 3, 4, 5, 6, 7, 8},
                                                          standard_squares(), line_tree(moves))));
        REQUIRE_MESSAGE(r, r.error);
        std::vector<std::string> expected(moves.begin(), moves.end());
        expected.erase(expected.begin() + 22);
        CHECK(iccs_of(r.record.moves()) == expected);
        // The repeat's comment stays, with the move it repeats.
        CHECK(r.record.mainline[21].comment == "c22\nc23");
        CHECK(r.record.mainline[22].comment == "c24");
    }
}

TEST_CASE("xqf: damaged files give a clear error and keep the legal moves") {
    CHECK(read_xqf("").error == "not an XQF file");
    CHECK(read_xqf("[Event \"x\"]").error == "not an XQF file");
    CHECK(read_xqf("XQ\x0A").error.find("not a complete XQF file") == 0);

    // Cut in the middle of the moves: the moves before the cut are kept.
    Bytes whole = format_notes_example();
    Bytes cut(whole.begin(), whole.begin() + 0x400 + 8 * 5 + 3);
    PgnReadResult r = read_xqf(as_text(cut));
    CHECK(!r);
    CHECK(r.stopped_in_moves);
    CHECK(r.record.moves().size() == 4);
    CHECK(r.error.find("end early") != std::string::npos);

    // An illegal move (a pawn two steps) stops the line there.
    Bytes bad = format_notes_example();
    bad[0x400 + 8 * 3 + 1] = uint8_t(bad[0x400 + 8 * 3 + 1] + 1);
    r = read_xqf(as_text(bad));
    CHECK(r.stopped_in_moves);
    CHECK(r.record.moves().size() == 2);
    CHECK(r.error == "move 2 (g3g5) is illegal in this position");

    // A comment longer than the file.
    Bytes long_comment = format_notes_example();
    put(long_comment, 0x400 + 8 * 2 + 4, {0xFF, 0xFF, 0xFF, 0x7F});
    r = read_xqf(as_text(long_comment));
    CHECK(r.stopped_in_moves);
    CHECK(r.error.find("longer than the file") != std::string::npos);

    // Two pieces on one square.
    Bytes clash = format_notes_example();
    clash[0x10 + 1] = clash[0x10];
    r = read_xqf(as_text(clash));
    CHECK(!r);
    CHECK(!r.stopped_in_moves);
    CHECK(r.error.find("two pieces on") == 0);

    // No king: the position itself is refused.
    Bytes kingless = format_notes_example();
    kingless[0x10 + 4] = 0xFF;
    r = read_xqf(as_text(kingless));
    CHECK(!r);
    CHECK(r.error.find("start position is not valid") != std::string::npos);
}

TEST_CASE("xqf: a long chain of records and random bytes neither crash nor hang") {
    // 100000 records that each claim a continuation: read without recursion, then the file
    // ends early with the legal prefix kept.
    Bytes chain = format_notes_example();
    chain.resize(0x400 + 8);
    for (int i = 0; i < 100000; ++i)
        for (int v : {0x18 + 40, 0x20 + 41, 0xF0, 0, 0, 0, 0, 0}) chain.push_back(uint8_t(v));
    PgnReadResult r = read_xqf(as_text(chain));
    CHECK(!r);
    CHECK(r.record.moves().size() == 1);

    std::mt19937 rng(7);
    for (int trial = 0; trial < 300; ++trial) {
        Bytes junk = format_notes_example();
        junk[2] = uint8_t(rng() % 0x14);
        for (int k = 0; k < 20; ++k) junk[rng() % junk.size()] = uint8_t(rng());
        junk[0] = 'X';
        junk[1] = 'Q';
        PgnReadResult any = read_xqf(as_text(junk));
        Position pos;
        if (any || any.stopped_in_moves) CHECK(replay(any.record, pos));
    }
}
