// The protocol's parsing helpers, table-driven: tokens, decimals, booleans, position arguments.
// (Integers and case-insensitive words: util/text.h, test_text.cpp.)
#include <doctest/doctest.h>

#include "protocol/protocol_parse.h"

using namespace xq;

TEST_CASE("parse: tokens split at any run of spaces / tabs and CR") {
    Tokens t("  go\tdepth   5 \r");
    CHECK(t.size() == 3);
    CHECK(t.next() == "go");
    CHECK(t.peek() == "depth");
    CHECK(t.rest() == "depth 5");
    CHECK(t.empty());
    CHECK(t.next().empty());
    CHECK(Tokens("").empty());
    CHECK(Tokens(" \t ").empty());
}

TEST_CASE("parse: decimals accept digits and one dot only") {
    CHECK(parse_decimal("2") == 2.0);
    CHECK(parse_decimal("2.5") == 2.5);
    CHECK(parse_decimal("0.25") == 0.25);
    CHECK(parse_decimal(".5") == 0.5);
    for (const char* bad : {"", ".", "-1", "1e9", "inf", "nan", "1.2.3", "abc", "1 "}) {
        CAPTURE(bad);
        CHECK(!parse_decimal(bad));
    }
}

TEST_CASE("parse: booleans") {
    for (const char* yes : {"true", "TRUE", "on", "On", "yes", "1"}) CHECK(parse_bool(yes) == true);
    for (const char* no : {"false", "False", "off", "no", "0"}) CHECK(parse_bool(no) == false);
    for (const char* bad : {"", "maybe", "2", "truee"}) CHECK(!parse_bool(bad));
}

TEST_CASE("parse: position arguments") {
    std::string error;
    {
        Tokens t("startpos moves h2e2 h9g7");
        auto a = parse_position_args(t, &error);
        REQUIRE(a);
        CHECK(a->fen == START_FEN);
        CHECK(a->moves == std::vector<std::string>{"h2e2", "h9g7"});
    }
    {
        Tokens t("fen 4k4/9/9/9/9/9/9/9/9/3K5 b - - 3 20");
        auto a = parse_position_args(t, &error);
        REQUIRE(a);
        CHECK(a->fen == "4k4/9/9/9/9/9/9/9/9/3K5 b - - 3 20");
        CHECK(a->moves.empty());
    }
    {
        Tokens t("FEN 4k4/9/9/9/9/9/9/9/9/3K5 b MOVES e9e8");  // short FEN, keywords in any case
        auto a = parse_position_args(t, &error);
        REQUIRE(a);
        CHECK(a->fen == "4k4/9/9/9/9/9/9/9/9/3K5 b");
        CHECK(a->moves == std::vector<std::string>{"e9e8"});
    }
    {
        Tokens t("startpos moves");  // an empty move list is fine
        auto a = parse_position_args(t, &error);
        REQUIRE(a);
        CHECK(a->moves.empty());
    }
    for (const char* bad : {"", "fen", "fen moves h2e2", "start", "startpos h2e2",
                            "fen 4k4/9/9/9/9/9/9/9/9/3K5 b - - 0 1 7"}) {
        CAPTURE(bad);
        Tokens t(bad);
        error.clear();
        CHECK(!parse_position_args(t, &error));
        CHECK(!error.empty());
    }
}

TEST_CASE("parse: build_position checks the FEN and every move") {
    Position pos;
    std::string error;
    PositionArgs ok{START_FEN, {"h2e2", "h9g7", "h0g2"}};
    REQUIRE(build_position(ok, pos, &error));
    CHECK(pos.ply_from_fen() == 3);
    CHECK(pos.side_to_move() == BLACK);

    Position kept = pos;
    PositionArgs illegal{START_FEN, {"h2e2", "h2e2"}};
    CHECK(!build_position(illegal, pos, &error));
    CHECK(error.find("illegal move 'h2e2' (move 2") != std::string::npos);
    CHECK(pos.fen() == kept.fen());

    PositionArgs garbled{START_FEN, {"h2e2", "zz"}};
    CHECK(!build_position(garbled, pos, &error));
    CHECK(error.find("garbled move 'zz'") != std::string::npos);

    PositionArgs bad_fen{"rnbakabnr/9 w", {}};
    CHECK(!build_position(bad_fen, pos, &error));
    CHECK(error.rfind("bad FEN: ", 0) == 0);
    CHECK(pos.fen() == kept.fen());
}

TEST_CASE("parse: the board diagram puts Red at the bottom") {
    std::string d = board_diagram(Position{});
    CHECK(d.find("9  r n b a k a b n r\n") == 0);
    CHECK(d.find("0  R N B A K A B N R\n") != std::string::npos);
    CHECK(d.find("   a b c d e f g h i\n") != std::string::npos);
}
