#include <doctest/doctest.h>

#include <string>

#include "perft_vectors.h"
#include "rules/position.h"

using namespace xq;

namespace {

std::string rejection(const std::string& fen) {
    Position pos;
    std::string error;
    if (pos.set_fen(fen, &error)) return "accepted";
    CHECK(pos.fen() == START_FEN);  // a rejected FEN leaves the position unchanged
    return error;
}

}  // namespace

TEST_CASE("FEN round trip") {
    for (const auto& v : perft_vectors()) {
        Position a;
        REQUIRE(a.set_fen(v.fen));
        Position b;
        REQUIRE(b.set_fen(a.fen()));
        CHECK(b.fen() == a.fen());
        CHECK(b.key() == a.key());
    }
    Position start;
    CHECK(start.fen() == START_FEN);
}

TEST_CASE("FEN input accepts H/E and r / output writes N/B and w") {
    Position pos;
    REQUIRE(pos.set_fen("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR r - - 0 1"));
    CHECK(pos.fen() == START_FEN);
    REQUIRE(pos.set_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w"));
    CHECK(pos.fen() == START_FEN);  // missing trailing fields default to "- - 0 1"
}

TEST_CASE("FEN keeps the halfmove clock and move number") {
    Position pos;
    REQUIRE(pos.set_fen("rnbakabnr/9/1c2c4/p1p1C1p1p/9/9/P1P1P1P1P/1C7/9/RNBAKABNR b - - 0 2"));
    CHECK(pos.side_to_move() == BLACK);
    CHECK(pos.fen() == "rnbakabnr/9/1c2c4/p1p1C1p1p/9/9/P1P1P1P1P/1C7/9/RNBAKABNR b - - 0 2");
    REQUIRE(pos.set_fen("4k4/9/9/9/9/9/9/9/4A4/3K5 w - - 37 50"));
    CHECK(pos.rule60() == 37);
    CHECK(pos.fen() == "4k4/9/9/9/9/9/9/9/4A4/3K5 w - - 37 50");
}

TEST_CASE("FEN rejections say what is wrong") {
    // Too many pieces.
    CHECK(rejection("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/R8/RNBAKABNR w - - 0 1") ==
          "too many pieces: Red has more than 2 rooks");
    CHECK(rejection("rnbakabnr/9/1c5c1/p1p1p1p1p/9/4p4/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1") ==
          "too many pieces: Black has more than 5 pawns");
    CHECK(rejection("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBAKABNR w - - 0 1") ==
          "too many pieces: Red has more than 1 king");
    // A piece on a square it can never reach.
    CHECK(rejection("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNRA w - - 0 1")
              .find("squares") != std::string::npos);
    CHECK(rejection("4k4/9/9/9/9/9/4A4/9/9/4K4 w - - 0 1") ==
          "impossible square: a Red advisor can never stand on e3");
    CHECK(rejection("4k4/9/9/9/9/4B4/9/9/9/3K5 w - - 0 1") ==
          "impossible square: a Red elephant can never stand on e4");
    CHECK(rejection("4k4/9/9/9/9/9/9/9/P8/4K4 w - - 0 1") ==
          "impossible square: a Red pawn can never stand on a1");
    CHECK(rejection("4k4/9/9/9/9/9/1P7/9/9/4K4 w - - 0 1") ==
          "impossible square: a Red pawn can never stand on b3");
    CHECK(rejection("3k5/9/9/9/9/9/9/9/9/K8 w - - 0 1") ==
          "impossible square: a Red king can never stand on a0");
    CHECK(rejection("4k4/9/9/9/9/9/9/9/9/3K1p3 w - - 0 1") == "accepted");
    CHECK(rejection("4k4/4p4/9/9/9/9/9/9/9/3K5 w - - 0 1") ==
          "impossible square: a Black pawn can never stand on e8");
    // The side not to move in check.
    CHECK(rejection("4k4/9/9/9/9/9/9/9/4R4/3K5 w - - 0 1") ==
          "the side not to move (Black) is in check");
    CHECK(rejection("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1") ==
          "the kings face each other on an open file, but Red is to move (the side not to move "
          "would be in check)");
    // A missing king.
    CHECK(rejection("9/9/9/9/9/9/9/9/9/4K4 w - - 0 1") == "missing king: Black has no king");
    CHECK(rejection("4k4/9/9/9/9/9/9/9/9/9 w - - 0 1") == "missing king: Red has no king");
    // Malformed text.
    CHECK(rejection("") == "empty FEN");
    CHECK(rejection("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9 w - - 0 1") ==
          "the board has 9 ranks, not 10");
    CHECK(rejection("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR/9 w - - 0 1") ==
          "more than 10 ranks");
    CHECK(rejection("rnbakabnr/8/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1") ==
          "rank 8 has 8 squares, not 9");
    CHECK(rejection("rnbakabnrr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1") ==
          "rank 9 has more than 9 squares");
    CHECK(rejection("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNX w - - 0 1") ==
          "unknown piece letter 'X'");
    CHECK(rejection("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x - - 0 1") ==
          "side to move must be 'w' (or 'r') for Red or 'b' for Black, not 'x'");
    CHECK(rejection("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - x 1") ==
          "the halfmove clock must be a non-negative number, not 'x'");
}

TEST_CASE("A board set square by square is the position its FEN gives") {
    Position from_fen;
    REQUIRE(from_fen.set_fen("3k5/4a4/9/9/9/9/9/9/4R4/4K4 b - - 0 1"));
    Piece board[SQUARE_NB] = {};
    for (Square s = 0; s < SQUARE_NB; ++s) board[s] = from_fen.piece_on(s);
    Position pos;
    REQUIRE(pos.set_board(board, BLACK));
    CHECK(pos.fen() == from_fen.fen());
    CHECK(pos.key() == from_fen.key());
    CHECK(pos.consistency_error().empty());
    // The rook on d1 with Red to move: Black's king on d9 is in check though Black is not to
    // move. Refused, and the position stays as it was.
    board[make_square(4, 1)] = NO_PIECE;
    board[make_square(3, 1)] = make_piece(RED, ROOK);
    std::string error;
    CHECK_FALSE(pos.set_board(board, RED, &error));
    CHECK(error.find("in check") != std::string::npos);
    CHECK(pos.fen() == from_fen.fen());
}
