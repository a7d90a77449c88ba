// PGN variations, annotation marks, NAGs and comments anywhere: a lossless round trip on
// nested trees, and what a damaged tree keeps.
#include <doctest/doctest.h>

#include <random>
#include <string>

#include "formats/game_record.h"
#include "formats/iccs.h"
#include "formats/pgn.h"
#include "rules/movegen.h"
#include "test_moves.h"

using namespace xq;

namespace {

using xq::test::iccs_of;
using xq::test::mv;

// Writes, reads back and compares everything the record holds.
void check_round_trip(const GameRecord& r, PgnMoveFormat format = PgnMoveFormat::ICCS) {
    const std::string text = write_pgn(r, format);
    PgnReadResult back = read_pgn(text);
    REQUIRE_MESSAGE(back, back.error << "\n" << text);
    CHECK_MESSAGE(back.record.mainline == r.mainline, text);
    CHECK(back.record.comment_before_moves == r.comment_before_moves);
    CHECK(back.record.result == r.result);
    CHECK(back.record.tags == r.tags);
    // The written text is a fixed point: writing what was read gives the same text.
    CHECK(write_pgn(back.record, format) == text);
}

// A random tree: a playout with, at random moves, alternatives that branch again.
MoveLine random_pgn_line(Position pos, int length, int depth, std::mt19937& rng) {
    static const char* const MARKS[] = {"", "", "", "!", "?", "!!", "??", "!?", "?!"};
    static const char* const TEXTS[] = {
        "", "", "", "好棋", "a (paren) and ; semicolon", "two\nlines", "$5 looks like a NAG"};
    MoveLine line;
    for (int i = 0; i < length; ++i) {
        MoveList list;
        generate_legal(pos, list);
        if (list.size() == 0) break;
        MoveNode n(list.moves[rng() % list.size()]);
        n.suffix = MARKS[rng() % std::size(MARKS)];
        n.comment = TEXTS[rng() % std::size(TEXTS)];
        // A comment before a move only where the previous move cannot take it (after its
        // variations); elsewhere it would be read back as that move's comment.
        if (i > 0 && !line.back().variations.empty() && rng() % 2 == 0) n.comment_before = "before";
        if (depth > 0 && rng() % 3 == 0) {
            const int count = 1 + int(rng() % 2);
            for (int k = 0; k < count; ++k) {
                MoveLine v = random_pgn_line(pos, 1 + int(rng() % 6), depth - 1, rng);
                if (rng() % 3 == 0 && !v.empty()) v[0].comment_before = "variation start";
                n.variations.push_back(std::move(v));
            }
        }
        pos.do_move(n.move);
        line.push_back(std::move(n));
    }
    return line;
}

}  // namespace

TEST_CASE("pgn variations: nested lines / comments everywhere / marks / NAGs are read") {
    const std::string text =
        "[Game \"Chinese Chess\"]\n"
        "{before all} 1. h2e2! {central cannon} (1. b2e2 {the other cannon} "
        "(1. c3c4 $5 {pawn} 1... c6c5) 1... h9g7) (1. h0g2?! b9c7) 1... h9g7 $2 "
        "2. h0g2 {before the variation} ({a comment first} 2. b0c2 i9h9 (2... b9c7 !!)) "
        "{after the variation} 2... i9h9 ?? *\n";
    PgnReadResult r = read_pgn(text);
    REQUIRE_MESSAGE(r, r.error);
    const MoveLine& main = r.record.mainline;
    CHECK(iccs_of(main) == "h2e2 h9g7 h0g2 i9h9");
    CHECK(r.record.comment_before_moves == "before all");
    CHECK(main[0].suffix == "!");
    CHECK(main[0].comment == "central cannon");
    REQUIRE(main[0].variations.size() == 2);
    const MoveLine& b2e2 = main[0].variations[0];
    CHECK(iccs_of(b2e2) == "b2e2 h9g7");
    CHECK(b2e2[0].comment == "the other cannon");
    REQUIRE(b2e2[0].variations.size() == 1);  // nested: an alternative to 1. b2e2
    CHECK(iccs_of(b2e2[0].variations[0]) == "c3c4 c6c5");
    CHECK(b2e2[0].variations[0][0].suffix == "!?");  // $5
    CHECK(b2e2[0].variations[0][0].comment == "pawn");
    CHECK(iccs_of(main[0].variations[1]) == "h0g2 b9c7");
    CHECK(main[0].variations[1][0].suffix == "?!");
    CHECK(main[1].suffix == "?");  // $2
    CHECK(main[2].comment == "before the variation");
    REQUIRE(main[2].variations.size() == 1);
    const MoveLine& b0c2 = main[2].variations[0];
    CHECK(iccs_of(b0c2) == "b0c2 i9h9");
    CHECK(b0c2[0].comment_before == "a comment first");
    REQUIRE(b0c2[1].variations.size() == 1);
    CHECK(b0c2[1].variations[0][0].suffix == "!!");  // a mark standing alone
    CHECK(main[3].comment_before == "after the variation");
    CHECK(main[3].suffix == "??");
    check_round_trip(r.record);
    check_round_trip(r.record, PgnMoveFormat::WXF);
    check_round_trip(r.record, PgnMoveFormat::CHINESE);
}

TEST_CASE("pgn variations: the writer's text for a small tree") {
    GameRecord r;
    r.set_moves({mv("h2e2"), mv("h9g7"), mv("h0g2")});
    r.set_suffix(1, "?!");
    r.set_comment_after(1, "score -0.4; better h7e7");
    r.add_variation(1, {mv("h7e7"), mv("h0g2")});
    r.mainline[1].variations[0][0].variations.push_back(line_of({mv("b9c7")}));
    CHECK(write_pgn(r).substr(write_pgn(r).find("\n\n") + 2) ==
          "1. H2-E2 H9-G7?! {score -0.4; better h7e7} (1... H7-E7 (1... B9-C7) 2. H0-G2)\n"
          "2. H0-G2 *\n");
    check_round_trip(r);
    CHECK(r.suffix(1) == "?!");
    CHECK(r.suffix(7).empty());
    r.set_suffix(7, "!");  // past the end: nothing happens
    CHECK(r.move_count() == 3);
}

TEST_CASE("pgn variations: random nested trees round trip in every notation") {
    std::mt19937 rng(2026);
    for (int game = 0; game < 60; ++game) {
        GameRecord r;
        Position pos;
        r.mainline = random_pgn_line(pos, 10 + int(rng() % 40), 3, rng);
        if (game % 4 == 0) r.comment_before_moves = "opening remark";
        r.result = game % 2 ? RESULT_DRAW : RESULT_UNKNOWN;
        CAPTURE(game);
        check_round_trip(r);
        if (game % 5 == 0) {
            check_round_trip(r, PgnMoveFormat::WXF);
            check_round_trip(r, PgnMoveFormat::CHINESE);
        }
    }
}

TEST_CASE("pgn variations: damaged trees give a clear error and keep what is legal") {
    // An illegal move inside a variation: the moves before it stay, the variation included.
    PgnReadResult r = read_pgn("1. h2e2 h9g7 (1... b9c7 2. h0g2 a9a1) 2. h0g2 *");
    CHECK(!r);
    CHECK(r.stopped_in_moves);
    CHECK(r.error.find("line 1: move 2... (in a variation) 'a9a1' is illegal") == 0);
    CHECK(iccs_of(r.record.mainline) == "h2e2 h9g7");
    REQUIRE(r.record.mainline[1].variations.size() == 1);
    CHECK(iccs_of(r.record.mainline[1].variations[0]) == "b9c7 h0g2");

    r = read_pgn("1. h2e2 h9g7\n(1... b9c7 (1... a9a8 2. h0g2\n*");
    CHECK(r.error == "line 2: the variation '(' opened here is never closed");
    CHECK(iccs_of(r.record.mainline) == "h2e2 h9g7");
    REQUIRE(r.record.mainline[1].variations.size() == 1);
    CHECK(iccs_of(r.record.mainline[1].variations[0]) == "b9c7");
    CHECK(iccs_of(r.record.mainline[1].variations[0][0].variations.at(0)) == "a9a8 h0g2");

    r = read_pgn("1. h2e2 h9g7 (1... b9c7)) 2. h0g2 *");
    CHECK(r.error == "line 1: ')' closes no variation");
    CHECK(iccs_of(r.record.mainline) == "h2e2 h9g7");
    CHECK(r.record.mainline[1].variations.size() == 1);

    r = read_pgn("(1. h2e2) 1. b2e2 *");
    CHECK(r.error == "line 1: a variation '(' must follow the move it is an alternative to");

    r = read_pgn("1. h2e2 (1. b2e2\n[Event \"next\"]\n1. h2e2");
    CHECK(r.error == "line 1: the variation '(' opened here is never closed");

    // A result inside a variation does not end the game; an empty variation is dropped.
    r = read_pgn("1. h2e2 (1. b2e2 *) ({just a comment}) h9g7 1-0");
    REQUIRE_MESSAGE(r, r.error);
    CHECK(iccs_of(r.record.mainline) == "h2e2 h9g7");
    CHECK(r.record.mainline[0].variations.size() == 1);
    CHECK(r.record.result == "1-0");
}
