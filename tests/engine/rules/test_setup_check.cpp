// The position editor's validity check (rules/setup_check.h): each problem found, with what
// it says, and sound positions accepted.
#include <doctest/doctest.h>

#include "rules/position.h"
#include "rules/setup_check.h"

using namespace xq;

namespace {

std::vector<std::string> problems_of(const char* fen) {
    Setup s;
    REQUIRE_MESSAGE(s.set_fen(fen), fen);
    std::vector<std::string> out;
    for (const SetupProblem& p : check_setup(s)) out.push_back(describe(p));
    return out;
}

using Texts = std::vector<std::string>;

}  // namespace

TEST_CASE("setup check: sound positions have no problem") {
    CHECK(problems_of(START_FEN).empty());
    CHECK(problems_of("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1").empty());    // kings on other files
    CHECK(problems_of("4k4/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1").empty());  // Black to move, in check
    Setup s;
    REQUIRE(s.set_fen(START_FEN));
    Position pos;
    CHECK(pos.set_fen(s.fen()));
    CHECK(pos.fen() == Position().fen());
}

TEST_CASE("setup check: missing kings and kings outside the palace") {
    CHECK(problems_of("9/9/9/9/9/9/9/9/9/4K4 w") == Texts{"Black has no king"});
    CHECK(problems_of("9/9/9/9/9/9/9/9/9/9 w") == Texts{"Red has no king", "Black has no king"});
    CHECK(problems_of("4k4/9/9/9/9/9/9/9/9/K8 w") ==
          Texts{"the Red king on a0 is outside its palace"});
    CHECK(problems_of("9/9/9/9/4k4/9/9/9/9/4K4 w") ==
          Texts{"the Black king on e5 is outside its palace"});
}

TEST_CASE("setup check: advisors / elephants and pawns on squares they never reach") {
    CHECK(problems_of("4k4/9/9/9/9/9/9/9/4A4/3K1A3 w") == Texts{});  // e1 and f0: fine
    CHECK(problems_of("4k4/9/9/9/9/9/9/9/3A5/4K4 w") ==
          Texts{"a Red advisor can never stand on d1"});
    CHECK(problems_of("4k4/9/9/9/4e4/9/9/9/9/4K4 w") ==
          Texts{"a Black elephant can never stand on e5"});  // across the river
    CHECK(problems_of("4k4/9/9/9/9/9/1P7/9/9/4K4 w") ==
          Texts{"a Red pawn can never stand on b3"});  // an odd file before the river
    CHECK(problems_of("4k4/9/9/9/9/9/9/P8/9/4K4 w") ==
          Texts{"a Red pawn can never stand on a2"});             // behind its start
    CHECK(problems_of("3k5/9/9/9/9/9/9/9/9/p3K4 w") == Texts{});  // a Black pawn deep: fine
}

TEST_CASE("setup check: too many pieces of a kind") {
    CHECK(problems_of("4k4/9/9/9/9/RRR6/9/9/9/4K4 w") == Texts{"Red has 3 rooks (at most 2)"});
    CHECK(problems_of("4k4/9/9/p1p1p1p1p/p8/9/9/9/9/4K4 w") ==
          Texts{"Black has 6 pawns (at most 5)"});
    CHECK(problems_of("3kk4/9/9/9/9/9/9/9/9/4K4 w") == Texts{"Black has 2 kings (at most 1)"});
}

TEST_CASE("setup check: facing kings / the side not to move in check") {
    CHECK(problems_of("4k4/9/9/9/9/9/9/9/9/4K4 w") ==
          Texts{"the kings face each other on an open file"});
    CHECK(problems_of("4k4/9/9/9/4p4/9/9/9/9/4K4 w").empty());  // a piece between
    // Red's rook gives check and Red is to move: Black, not to move, is in check.
    CHECK(problems_of("4k4/9/9/9/9/9/9/9/4R4/3K5 w") ==
          Texts{"Black is in check but it is not Black's move"});
}

TEST_CASE("setup check: FEN in and out / bad FEN text") {
    Setup s;
    CHECK(!s.set_fen("not a fen"));
    CHECK(!s.set_fen("4k4/9/9 w"));
    CHECK(!s.set_fen("4k4/10/9/9/9/9/9/9/9/4K4 w"));
    REQUIRE(s.set_fen("4k4/9/9/9/9/9/9/9/9/4K4 b - - 3 20"));
    CHECK(s.side == BLACK);
    CHECK(s.fen() == "4k4/9/9/9/9/9/9/9/9/4K4 b - - 0 1");
    REQUIRE(s.set_fen("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w"));
    CHECK(s.fen() == START_FEN);
    CHECK(s.count(make_piece(RED, PAWN)) == 5);
}
