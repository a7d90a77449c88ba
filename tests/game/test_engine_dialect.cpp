// The external engines' dialects: rank numbering 0-9 or 1-10 and FEN letters, both ways, in
// every command and reply that carries a move.
#include <doctest/doctest.h>

#include "formats/iccs.h"
#include "game/engines/engine_dialect.h"
#include "game/engines/external_protocol.h"
#include "rules/movegen.h"

using namespace xq;

namespace {

const EngineDialect ICCS{0, false}, FAIRY{1, false}, SJAAK{1, true};

Position start() {
    Position p;
    REQUIRE(p.set_fen(START_FEN));
    return p;
}

}  // namespace

TEST_CASE("engine dialect / moves both ways in either rank numbering") {
    const Move cannon = iccs_to_move("h2e2"), horse = iccs_to_move("b9c7");
    CHECK(move_to_engine(cannon, ICCS) == "h2e2");
    CHECK(move_to_engine(cannon, FAIRY) == "h3e3");
    CHECK(move_to_engine(horse, FAIRY) == "b10c8");
    CHECK(move_to_engine(MOVE_NONE, FAIRY) == "0000");
    CHECK(move_from_engine("h3e3", FAIRY) == cannon);
    CHECK(move_from_engine("b10c8", FAIRY) == horse);
    CHECK(move_from_engine("B10-C8", FAIRY) == horse);
    CHECK(move_from_engine("h2e2", ICCS) == cannon);
    CHECK(move_from_engine("h0e0", FAIRY) == MOVE_NONE);  // no rank 0 in 1-10
    CHECK(move_from_engine("b10c8", ICCS) == MOVE_NONE);  // no rank 10 in 0-9
    CHECK(move_from_engine("h2e2x", ICCS) == MOVE_NONE);
    CHECK(move_from_engine("j2e2", ICCS) == MOVE_NONE);
    // Every move of the opening round-trips.
    MoveList legal;
    generate_legal(start(), legal);
    for (Move m : legal)
        for (const EngineDialect& d : {ICCS, FAIRY})
            CHECK(move_from_engine(move_to_engine(m, d), d) == m);
}

TEST_CASE("engine dialect / the probe position tells the numberings apart") {
    // The position the client asks a new engine to search (external_engine.cpp): no legal move
    // there reads as another legal move in the other numbering.
    Position p;
    REQUIRE(p.set_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1"));
    MoveList legal;
    generate_legal(p, legal);
    REQUIRE(legal.size() > 0);
    for (Move m : legal) {
        const Move as_other = move_from_engine(move_to_engine(m, ICCS), FAIRY);
        CHECK_FALSE((as_other != MOVE_NONE && p.is_legal(as_other)));
        const Move back = move_from_engine(move_to_engine(m, FAIRY), ICCS);
        CHECK_FALSE((back != MOVE_NONE && p.is_legal(back)));
    }
}

TEST_CASE("engine dialect / FEN letters, position, go, bestmove and info in the dialect") {
    CHECK(fen_to_engine(START_FEN, SJAAK) ==
          "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1");
    CHECK(fen_to_engine(START_FEN, FAIRY) == START_FEN);
    // The side to move 'b' is not a piece.
    CHECK(fen_to_engine("4k4/9/9/9/9/9/9/9/9/3NK4 b - - 0 1", SJAAK) ==
          "4k4/9/9/9/9/9/9/9/9/3HK4 b - - 0 1");
    CHECK(position_command(START_FEN, {iccs_to_move("h2e2"), iccs_to_move("h9g7")}, SJAAK) ==
          "position fen " + fen_to_engine(START_FEN, SJAAK) + " moves h3e3 h10g8");

    const Position root = start();
    SearchLimits only;
    only.movetime_ms = 100;
    only.searchmoves = {iccs_to_move("h2e2"), iccs_to_move("b0c2")};
    CHECK(go_command(ExternalProtocol::UCI, only, RED, true, FAIRY) ==
          "go movetime 100 searchmoves h3e3 b1c3");
    // UCCI has banmoves instead: every other legal move is banned.
    SearchLimits ucci = only;
    root_moves_for(ExternalProtocol::UCCI, root, ucci);
    CHECK(ucci.searchmoves.empty());
    MoveList legal;
    generate_legal(root, legal);
    CHECK(ucci.banmoves.size() == legal.size() - 2);
    CHECK(banmoves_command({iccs_to_move("h2e2")}) == "banmoves h2e2");
    // UCI has searchmoves only: banned moves become the others.
    SearchLimits uci;
    uci.banmoves = {iccs_to_move("h2e2")};
    root_moves_for(ExternalProtocol::UCI, root, uci);
    CHECK(uci.banmoves.empty());
    CHECK(uci.searchmoves.size() == legal.size() - 1);

    auto best = parse_bestmove("bestmove h3e3 ponder h10g8", root, FAIRY);
    REQUIRE(best);
    CHECK(best->legal);
    CHECK(move_to_iccs(best->best) == "h2e2");
    CHECK(move_to_iccs(best->ponder) == "h9g7");
    auto info = parse_info_line("info depth 5 multipv 2 score cp 20 pv h3e3 h10g8 b1c3",
                                ExternalProtocol::UCI, root, FAIRY);
    REQUIRE(info);
    REQUIRE(info->pv.size() == 3);
    CHECK(move_to_iccs(info->pv[2]) == "b0c2");
    auto cm = parse_currmove("info depth 3 currmove b1c3 currmovenumber 2", root, FAIRY);
    REQUIRE(cm);
    CHECK(move_to_iccs(cm->move) == "b0c2");
}
